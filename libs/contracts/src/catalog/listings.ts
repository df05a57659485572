import type { AdminPageQuery, Page } from '../admin-lists.js';
import { defineEvent, defineRequest } from '../definitions.js';
import type { PrintFacts } from '../media/print-facts.js';
import type { UserRole } from '../users/accounts.js';
import type { ListingFitsChangedEvent } from './confirmed-fits.js';
import {
  MOUNT_LOCATIONS,
  PRINT_MATERIALS,
  type MountLocation,
  type PrintMaterial,
} from './heat-zones.js';
import type { ListingFilters, ListingPageQuery } from './listing-filters.js';
import {
  SITE_FILE_PATHS,
  SITE_IMAGE_PATHS,
  isAllowedFileUrl,
  isAllowedImageUrl,
} from './input-rules.js';

export const PRINT_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type PrintDifficulty = (typeof PRINT_DIFFICULTIES)[number];

export const LISTING_VISIBILITIES = ['public', 'private'] as const;
export type ListingVisibility = (typeof LISTING_VISIBILITIES)[number];

/**
 * pending → approved | rejected. Editing a rejected listing submits it for review again. An
 * admin takes down a listing on a report (taken_down): hidden from everyone but its seller and
 * admins, and the seller's edits do not bring it back.
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'taken_down'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** docs/product.md §9's sort values; trending is what the home page links to. */
export const LISTING_SORTS = [
  'newest',
  'popular',
  'rating',
  'price_asc',
  'price_desc',
  'trending',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const REPORT_REASONS = ['infringement', 'unsafe', 'inappropriate', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open → dismissed | taken_down (an admin settled it); reporting again opens it again. */
export const REPORT_STATUSES = ['open', 'dismissed', 'taken_down'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How a report reason reads to people (the Reports tab, the seller's take-down notice). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  infringement: 'Copyright or trademark infringement',
  unsafe: 'Unsafe: meant for a safety-critical part',
  inappropriate: 'Inappropriate or offensive content',
  spam: 'Spam or misleading listing',
  other: 'Something else',
};

/** What a listing shows of a person (seller, reviewer, commenter): never an email. */
export interface PersonDto {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
}

/** The vehicle a listing fits, with names so pages and the search index need no lookups. */
export interface VehicleFitmentDto {
  makeId: string;
  modelId: string;
  generationId: string;
  trimId: string | null;
  makeName: string;
  makeSlug: string;
  modelName: string;
  modelSlug: string;
  generationName: string;
  /** Model years the generation covers; yearEnd null = still built. */
  yearStart: number;
  yearEnd: number | null;
  trimName: string | null;
}

export interface PreviewDto {
  id: string;
  /** Where the full image loads from: this site's /media/{key} (a 302 to a signed URL) or a link. */
  storageUrl: string;
  /**
   * WebP copies made by the media worker (card width about 400 px, full width about 1200 px),
   * for srcset, and the link preview (1200×630 JPEG, og:image) of those made since it exists;
   * null until made, and for images that are not ours.
   */
  variants?: {
    card: string;
    full: string;
    width: number;
    height: number;
    social?: string;
  } | null;
}

/**
 * A listing (docs/product.md §3 'Model (listing)'). Also the shape of the pending-models list,
 * which is a subset of it.
 */
export interface ListingDto {
  id: string;
  slug: string;
  title: string;
  shortDescription: string;
  longDescriptionMd: string | null;
  /** longDescriptionMd rendered and sanitised; safe to insert as HTML. */
  longDescriptionHtml: string;
  categoryId: string | null;
  categoryName: string | null;
  tags: string[];
  priceCents: number;
  currency: string;
  isFree: boolean;
  printDifficulty: PrintDifficulty;
  supportsRequired: boolean;
  infillHintPercent: number;
  /** The filaments the seller prints it in (Print Settings); [] when not said. */
  materials: PrintMaterial[];
  /** Where the part mounts in the car (its heat zone); null when the seller did not say. */
  mountLocation: MountLocation | null;
  allowPersonalUse: boolean;
  allowCommercialUse: boolean;
  sellerId: string;
  seller: PersonDto;
  downloadCount: number;
  likeCount: number;
  ratingAvg: number;
  /** Same as ratingAvg; the original client reads both names. */
  averageRating: number;
  ratingCount: number;
  /**
   * Filled by the orders issue (seller earnings); 0 until then. Shown only to the seller and
   * admins: 0 for everyone else and in events.
   */
  totalEarnings: number;
  isDraft: boolean;
  visibility: ListingVisibility;
  approvalStatus: ApprovalStatus;
  isUniversalFit: boolean;
  vehicleFitment: VehicleFitmentDto | null;
  /**
   * A paid listing's files are shown only to the seller and admins: [] for everyone else and
   * in events (buyers get them through their purchase). A free listing's are shown to all.
   */
  fileUrls: string[];
  imageUrls: string[];
  previews: PreviewDto[];
  /**
   * Filament and print time for all its files printed one after another (docs/print-facts.md):
   * null until a file is analysed; not closed (no figures) when a mesh is open or not yet read.
   */
  printFacts?: PrintFacts | null;
  /** Whether the signed-in viewer likes it; false for visitors and in events. */
  likedByMe: boolean;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /** Increases with every change; event consumers keep the highest they have seen. */
  version: number;
  /**
   * Why and when an admin took the listing down (approvalStatus taken_down): shown to the seller
   * and admins only; null for everyone else, in events, and for listings not taken down.
   */
  takedown?: ListingTakedownDto | null;
}

export interface ListingTakedownDto {
  /** What the seller is told. */
  reason: string;
  /** ISO 8601. */
  at: string;
}

/** Who asks: the gateway passes the signed-in user, or null for a visitor. */
export interface Viewer {
  id: string;
  role: UserRole;
}

/**
 * The signed-in user acting, with the names the catalog keeps for cards (seller, review and
 * comment authors) until users events update them.
 */
export interface Actor extends Viewer, PersonDto {
  /** ISO 8601: when the account was created (the creator card's join year). */
  createdAt: string;
}

export interface VehicleFitmentInput {
  makeId: string;
  modelId: string;
  generationId: string;
  trimId?: string | null;
}

/** Fields a seller sets (POST /api/models3d). Omitted fields take docs/product.md §9's defaults. */
export interface ListingInput {
  title: string;
  shortDescription: string;
  longDescriptionMd?: string | null;
  categoryId?: string | null;
  tags?: string[];
  priceCents?: number;
  currency?: string;
  isFree?: boolean;
  printDifficulty?: PrintDifficulty;
  supportsRequired?: boolean;
  infillHintPercent?: number;
  materials?: PrintMaterial[];
  mountLocation?: MountLocation | null;
  allowPersonalUse?: boolean;
  allowCommercialUse?: boolean;
  isDraft?: boolean;
  visibility?: ListingVisibility;
  isUniversalFit?: boolean;
  vehicleFitment?: VehicleFitmentInput | null;
  fileUrls?: string[];
  imageUrls?: string[];
}

export interface CreateListingPayload {
  actor: Actor;
  listing: ListingInput;
}

/** PUT /api/models3d/{id}: only the fields given change. */
export interface UpdateListingPayload {
  actor: Actor;
  listingId: string;
  changes: Partial<ListingInput>;
  /**
   * The seller's address when it is not confirmed yet (set by the gateway; never for an admin):
   * an edit that would send the listing to review is refused (Forbidden) instead.
   */
  unverifiedEmail?: string;
}

/** GET /api/models3d's query (the original client's names); limit 1–100, default 20. */
export interface ListingListQuery extends ListingFilters, ListingPageQuery<ListingSort> {
  search?: string;
  /** With the viewer's own id (or as an admin): every listing of theirs, drafts included. */
  sellerId?: string;
}

export interface ListListingsPayload extends ListingListQuery {
  viewer: Viewer | null;
}

export interface ListingPage {
  items: ListingDto[];
  total: number;
}

/** One listing by id or by slug (exactly one of them). */
export interface GetListingPayload {
  viewer: Viewer | null;
  id?: string;
  slug?: string;
}

export interface ApprovalPayload {
  actor: Actor;
  listingId: string;
  approved: boolean;
}

/** GET reviews or comments: one page, counted from the newest. */
export interface FeedbackPagePayload {
  viewer: Viewer | null;
  listingId: string;
  /** 1–100, default 100. */
  limit?: number;
  /** How many of the newest to skip; default 0. */
  offset?: number;
}

export interface ReviewDto {
  id: string;
  listingId: string;
  rating: number;
  title: string;
  bodyMd: string;
  bodyHtml: string;
  author: PersonDto;
  createdAt: string;
  updatedAt: string;
  /** Set when an admin removed it: the text reads MODERATED_TEXT and it no longer counts. */
  moderation: FeedbackModeration | null;
}

export interface PostReviewPayload {
  actor: Actor;
  listingId: string;
  rating: number;
  title?: string;
  bodyMd: string;
}

export interface CommentDto {
  id: string;
  listingId: string;
  bodyMd: string;
  bodyHtml: string;
  author: PersonDto;
  createdAt: string;
  /** Set when an admin removed it: the text reads MODERATED_TEXT. */
  moderation: FeedbackModeration | null;
}

/**
 * A person's own reviews or comments, newest first, on whichever listing ('Download my data').
 * Those on listings deleted since are kept too: they are still the person's words.
 */
export interface AuthorFeedbackPayload {
  viewer: Viewer;
  /** 1–100, default 100. */
  limit?: number;
  offset?: number;
}

/** The listing a review or comment was written on, as the author's data names it. */
export interface FeedbackListingRef {
  id: string;
  slug: string;
  title: string;
}

export type AuthoredReviewDto = ReviewDto & { listing: FeedbackListingRef };
export type AuthoredCommentDto = CommentDto & { listing: FeedbackListingRef };

/** What a review or comment an admin removed shows in place of its text. */
export const MODERATED_TEXT = 'Removed by a moderator';

/** An admin's removal of a review or comment: kept in place, its text withheld. */
export interface FeedbackModeration {
  removedAt: string;
  /** The admin's reason: shown to admins and to the author only (null for anyone else). */
  reason: string | null;
}

/**
 * DELETE /api/models3d/{id}/reviews/{reviewId} or …/comments/{commentId}: the author deletes
 * their own (gone); an admin removes anyone's with a reason (shown as MODERATED_TEXT).
 */
export interface RemoveFeedbackPayload {
  actor: Actor;
  listingId: string;
  /** The review's or the comment's id. */
  id: string;
  /** Required when an admin removes someone else's. */
  reason?: string;
}

export interface FeedbackRemovalDto {
  id: string;
  /** deleted: the author's own, gone; moderated: an admin's removal, kept as MODERATED_TEXT. */
  outcome: 'deleted' | 'moderated';
}

export interface PostCommentPayload {
  actor: Actor;
  listingId: string;
  bodyMd: string;
}

export interface ToggleLikePayload {
  actor: Actor;
  listingId: string;
  /** Set explicitly (idempotent); omitted = toggle, as the original client's bare POST. */
  liked?: boolean;
}

export interface LikeStateDto {
  liked: boolean;
  likeCount: number;
}

/** What a report is about besides the listing: one of its reviews or comments. */
export const REPORT_TARGET_TYPES = ['review', 'comment', 'fit_confirmation'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export interface ReportPayload {
  actor: Actor;
  listingId: string;
  reason: ReportReason;
  details?: string;
  /** Set when the report is about one of the listing's reviews or comments, not the listing. */
  target?: { type: ReportTargetType; id: string };
}

/** The review or comment a report names, as the Reports tab quotes it. */
export interface ReportTargetDto {
  type: ReportTargetType;
  id: string;
  /** The reported text (a review's title and body); null once its author deleted it. */
  text: string | null;
  /** ISO 8601: when an admin removed it ('Removed by a moderator'); null while shown. */
  removedAt: string | null;
}

export interface ReportDto {
  id: string;
  listing: { id: string; slug: string; title: string };
  reporter: PersonDto;
  reason: ReportReason;
  details: string;
  /** The review or comment reported; null for a report of the listing itself. */
  target: ReportTargetDto | null;
  /** ISO 8601: the last time this person reported it. */
  createdAt: string;
  status: ReportStatus;
  /** Who settled it and when (the audit): null while open. */
  resolvedBy: PersonDto | null;
  resolvedAt: string | null;
}

/** The admins' list: the open queue (default) or every report, settled ones included. */
export interface ListReportsPayload extends AdminPageQuery {
  actor: Actor;
  status?: 'open' | 'all';
}

/** The admins' Approvals tab: a page of the queue, oldest first; words of a title. */
export interface ListPendingPayload extends AdminPageQuery {
  actor: Actor;
  q?: string;
}

export interface DismissReportPayload {
  actor: Actor;
  reportId: string;
}

export interface TakeDownPayload {
  actor: Actor;
  reportId: string;
  /** What the seller is told; defaults to the report's reason. */
  reason?: string;
}

/** A take-down: the report (settled) and the listing as the admin now sees it. */
export interface TakeDownResult {
  report: ReportDto;
  listing: ListingDto;
}

/** The creator card and page: a seller's public face, as far as the catalog knows it. */
export interface SellerDto extends PersonDto {
  /** ISO 8601 account creation time, null when the catalog has not learned it. */
  joinedAt: string | null;
  /** Approved, public listings. */
  listingCount: number;
  /** Downloads of those listings, summed. */
  totalDownloads: number;
  /** Their reviews' average over all those listings (0 with none), to two places. */
  ratingAvg: number;
  /** Reviews of those listings. */
  ratingCount: number;
  /** One page of those listings, newest first (listingCount is the total). */
  listings: ListingDto[];
}

export interface GetSellerPayload {
  sellerId: string;
  /** Who asks (likedByMe on the listings); null for a visitor. */
  viewer?: Viewer | null;
  /** 0–sellerPageMax, default sellerPageDefault; 0 for the card, which shows no listings. */
  limit?: number;
  offset?: number;
}

/**
 * GET /api/sellers/{id}: the catalog's SellerDto with the person as the users service holds
 * them (names, bio, join date), composed by the gateway.
 */
export interface SellerProfileDto extends SellerDto {
  bio: string | null;
}

/** Limits checked by the gateway and again by the catalog. */
export const LISTING_LIMITS = {
  titleMax: 120,
  shortDescriptionMax: 300,
  longDescriptionMax: 20_000,
  tagsMax: 12,
  tagMax: 30,
  /** $0.50: the smallest card payment worth taking. */
  minPaidPriceCents: 50,
  maxPriceCents: 1_000_000,
  urlsMax: 20,
  urlMax: 2048,
  reviewTitleMax: 120,
  reviewBodyMax: 5000,
  commentBodyMax: 2000,
  reportDetailsMax: 1000,
  takedownReasonMax: 500,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Deep enough for any real catalogue; keeps offsets within what the database can count. */
  offsetMax: 1_000_000,
  searchMax: 200,
  relatedDefault: 4,
  relatedMax: 8,
  /** Reviews and comments per page (the default and the most). */
  feedbackPageMax: 100,
  /** A creator page's listings per page (the default and the most). */
  sellerPageDefault: 12,
  sellerPageMax: 48,
  /** Listings per page of the search index's export (each carries its long description). */
  exportPageMax: 500,
} as const;

/** docs/product.md §5's texts, plus the limits it leaves open. */
export const ListingMessages = {
  titleRequired: 'Please provide a title for your model.',
  shortDescriptionRequired: 'Please provide a short description for your model.',
  fitmentRequired: 'Please select make, model, and generation for vehicle fitment.',
  fitmentUnknown: 'That vehicle fitment does not exist. Pick the make, model and generation again.',
  categoryUnknown: 'That category does not exist.',
  titleTooLong: `Title must be at most ${LISTING_LIMITS.titleMax} characters`,
  shortDescriptionTooLong: `Short description must be at most ${LISTING_LIMITS.shortDescriptionMax} characters`,
  longDescriptionTooLong: `Description must be at most ${LISTING_LIMITS.longDescriptionMax} characters`,
  priceInvalid: 'Price must be a whole number of cents, 0 or more.',
  priceTooLow: 'Paid models cost at least $0.50. Tick Free to give it away.',
  priceTooHigh: 'Price must be at most $10,000.00.',
  infillInvalid: 'Infill must be a number from 0 to 100.',
  mountLocationInvalid: `mountLocation must be one of ${MOUNT_LOCATIONS.join(', ')}`,
  materialsInvalid: `materials must be a list of ${PRINT_MATERIALS.join(', ')}`,
  notOwner: 'You can only edit your own models.',
  notFound: 'Model not found',
  reviewBodyRequired: 'Please write your review.',
  reviewRatingInvalid: 'Rating must be a whole number from 1 to 5.',
  reviewOwnListing: 'You cannot review your own model.',
  commentBodyRequired: 'Please write a comment.',
  markdownTooDeep: 'This text nests quotes or lists too deeply to show. Flatten it and try again.',
  imageUrlInvalid: `imageUrls must be https:// or http:// addresses, or paths on this site under ${SITE_IMAGE_PATHS.join(' or ')}`,
  fileUrlInvalid: `fileUrls must be https:// or http:// addresses, or paths on this site under ${SITE_FILE_PATHS.join(' or ')}`,
  reportReasonInvalid: `Reason must be one of: ${REPORT_REASONS.join(', ')}.`,
  sellerNotFound: 'Seller not found',
  tagsInvalid: `tags must be a list of at most ${LISTING_LIMITS.tagsMax} words`,
  tagTooLong: `Each tag must be at most ${LISTING_LIMITS.tagMax} characters`,
  currencyInvalid: 'currency must be a three-letter code such as USD',
  reviewTitleTooLong: `Review title must be at most ${LISTING_LIMITS.reviewTitleMax} characters`,
  reviewBodyTooLong: `Review must be at most ${LISTING_LIMITS.reviewBodyMax} characters`,
  commentBodyTooLong: `Comment must be at most ${LISTING_LIMITS.commentBodyMax} characters`,
  reportDetailsTooLong: `Details must be at most ${LISTING_LIMITS.reportDetailsMax} characters`,
  reportNotFound: 'Report not found',
  takedownReasonTooLong: `The reason must be at most ${LISTING_LIMITS.takedownReasonMax} characters`,
  reportAlreadyTakenDown: 'This report already led to a take-down.',
  reviewNotFound: 'Review not found',
  commentNotFound: 'Comment not found',
  feedbackNotYours: 'You can only delete your own reviews and comments.',
  reportOwnFeedback: 'You cannot report your own review or comment.',
  removalReasonRequired: 'Please give a reason for removing it.',
  removalReasonTooLong: `The reason must be at most ${LISTING_LIMITS.takedownReasonMax} characters`,
} as const;

/**
 * A listing's two lists of addresses (previews and files): which addresses each takes, and the
 * refusals, for the gateway's DTOs and the catalog alike.
 */
export const LISTING_ADDRESS_RULES = {
  imageUrls: addressRule('imageUrls', isAllowedImageUrl, ListingMessages.imageUrlInvalid),
  fileUrls: addressRule('fileUrls', isAllowedFileUrl, ListingMessages.fileUrlInvalid),
} as const;

function addressRule(field: string, allowed: (url: string) => boolean, message: string) {
  return {
    allowed,
    /** An address this list does not take. */
    message,
    tooMany: `${field} must be a list of at most ${LISTING_LIMITS.urlsMax} addresses`,
    tooLong: `Each of ${field} must be at most ${LISTING_LIMITS.urlMax} characters`,
  };
}

export const CatalogListings = {
  /** Visible listings (approved, public, not draft), plus the viewer's own when sellerId is theirs. */
  list: defineRequest<ListListingsPayload, ListingPage>('catalog.listing.list'),
  /** NotFound unless visible to the viewer (the seller and admins see their unpublished ones). */
  get: defineRequest<GetListingPayload, ListingDto>('catalog.listing.get'),
  /** Creates a listing pending approval; the slug comes from the title, made unique. */
  create: defineRequest<CreateListingPayload, ListingDto>('catalog.listing.create'),
  /** Forbidden unless the actor is the seller or an admin. */
  update: defineRequest<UpdateListingPayload, ListingDto>('catalog.listing.update'),
  delete: defineRequest<{ actor: Actor; listingId: string }, { id: string }>(
    'catalog.listing.delete',
  ),
  /** Same vehicle, else same category, else popular: visible listings other than this one. */
  related: defineRequest<
    { viewer: Viewer | null; listingId: string; limit?: number },
    ListingDto[]
  >('catalog.listing.related'),
  /** Admin: a page of the listings waiting for approval, oldest first. */
  listPending: defineRequest<ListPendingPayload, Page<ListingDto>>('catalog.listing.list-pending'),
  /** Admin: approve (published) or reject; Conflict if no longer pending. */
  decide: defineRequest<ApprovalPayload, ListingDto>('catalog.listing.decide'),
  /** Newest first; at most feedbackPageMax. */
  listReviews: defineRequest<FeedbackPagePayload, ReviewDto[]>('catalog.review.list'),
  /** One review per user per listing: posting again updates it. */
  postReview: defineRequest<PostReviewPayload, ReviewDto>('catalog.review.post'),
  /** The newest page (offset counts from the newest), in the order they were written. */
  listComments: defineRequest<FeedbackPagePayload, CommentDto[]>('catalog.comment.list'),
  postComment: defineRequest<PostCommentPayload, CommentDto>('catalog.comment.post'),
  /** The viewer's own reviews, newest first, with the listing each is on. */
  listReviewsByAuthor: defineRequest<AuthorFeedbackPayload, AuthoredReviewDto[]>(
    'catalog.review.list-by-author',
  ),
  /** The viewer's own comments, newest first, with the listing each is on. */
  listCommentsByAuthor: defineRequest<AuthorFeedbackPayload, AuthoredCommentDto[]>(
    'catalog.comment.list-by-author',
  ),
  /** The author's own (deleted), or an admin's removal with a reason; NotFound when none such. */
  removeReview: defineRequest<RemoveFeedbackPayload, FeedbackRemovalDto>('catalog.review.remove'),
  removeComment: defineRequest<RemoveFeedbackPayload, FeedbackRemovalDto>('catalog.comment.remove'),
  toggleLike: defineRequest<ToggleLikePayload, LikeStateDto>('catalog.like.toggle'),
  /** One open report per user per listing: reporting again updates it. */
  report: defineRequest<ReportPayload, ReportDto>('catalog.report.create'),
  /** Admin: a page of the open reports (or all), newest first. */
  listReports: defineRequest<ListReportsPayload, Page<ReportDto>>('catalog.report.list'),
  /**
   * Admin: settles an open report without action (kept, with who and when). Idempotent: a
   * dismissed one is answered as it is; Conflict for one that led to a take-down.
   */
  dismissReport: defineRequest<DismissReportPayload, ReportDto>('catalog.report.dismiss'),
  /**
   * Admin: takes the reported listing down (out of search and every list, the seller told why)
   * and settles every open report of it. Idempotent: again answers the same take-down.
   */
  takeDown: defineRequest<TakeDownPayload, TakeDownResult>('catalog.report.take-down'),
  /** NotFound until the catalog has heard of the seller (their first listing, review, …). */
  getSeller: defineRequest<GetSellerPayload, SellerDto>('catalog.seller.get'),
  /**
   * Every listing (deleted ones too, as not visible), in id order after `afterId`, with its
   * owners' confirmed fits: what the search index rebuilds from. At most exportPageMax per page.
   */
  exportPage: defineRequest<{ afterId?: string; limit?: number }, ExportedListing[]>(
    'catalog.listing.export',
  ),
  /**
   * These listings (at most exportPageMax ids) as their events would carry them, with their
   * confirmed fits, those that still exist: what the search index reads an imported batch from.
   */
  exportByIds: defineRequest<{ ids: string[] }, ExportedListing[]>('catalog.listing.export-ids'),
  /** Which of these listings the user likes (search results come without likedByMe). */
  likedAmong: defineRequest<{ userId: string; listingIds: string[] }, string[]>(
    'catalog.like.among',
  ),
} as const;

/** A listing as it now is (every change of content or state). */
export interface ListingChangedEvent {
  listing: ListingDto;
  /** Whether everyone may see it: approved, public and not a draft. */
  visible: boolean;
}

/**
 * A listing as the search index (re)indexes it from the catalog: its content, and the summary
 * of its owners' confirmations as catalog.listing.fits-changed would carry it now.
 */
export interface ExportedListing extends ListingChangedEvent {
  fits: ListingFitsChangedEvent;
}

export interface ListingDeletedEvent {
  id: string;
  version: number;
}

export interface ListingCountsChangedEvent {
  id: string;
  version: number;
  downloadCount: number;
  likeCount: number;
  ratingAvg: number;
  ratingCount: number;
}

/** Published through the catalog's outbox; consumers keep the highest version per listing. */
export const CatalogEvents = {
  listingCreated: defineEvent<ListingChangedEvent>('catalog.listing.created'),
  listingUpdated: defineEvent<ListingChangedEvent>('catalog.listing.updated'),
  listingApproved: defineEvent<ListingChangedEvent>('catalog.listing.approved'),
  listingRejected: defineEvent<ListingChangedEvent>('catalog.listing.rejected'),
  listingDeleted: defineEvent<ListingDeletedEvent>('catalog.listing.deleted'),
  listingCountsChanged: defineEvent<ListingCountsChangedEvent>('catalog.listing.counts-changed'),
} as const;
