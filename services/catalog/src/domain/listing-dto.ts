import type {
  ListingChangedEvent,
  ListingDto,
  MeshAnalysis,
  PersonDto,
  PreviewDto,
  Viewer,
} from '@pitstop/contracts';
import { listingPrintFacts } from './file-print-facts.js';
import { canEdit, isPubliclyVisible, type ListingAccess } from './listing-access.js';
import type { ListingFields } from './listing-input.js';
import { unknownPerson } from './people.js';

/** A person's names as the catalog holds them (null when it has not heard of them). */
export interface MemberNames {
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
}

/** A listing as read with everything its DTO shows (names joined, previews in order). */
export interface ListingRow extends ListingFields, ListingAccess {
  slug: string;
  categoryName: string | null;
  downloadCount: number;
  likeCount: number;
  ratingAvg: number;
  ratingCount: number;
  totalEarningsCents: number;
  makeName: string | null;
  makeSlug: string | null;
  modelName: string | null;
  modelSlug: string | null;
  generationName: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  trimName: string | null;
  seller: MemberNames;
  previews: PreviewDto[];
  /** The live files' analyses, for the listing's print facts (absent: none given). */
  fileAnalyses?: { analysisState: string; analysis: MeshAnalysis | null }[];
  likedByMe: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** Set when an admin took it down (absent = not taken down). */
  takedownReason?: string | null;
  takenDownAt?: Date | null;
}

export function toPersonDto(id: string, names: MemberNames): PersonDto {
  if (names.firstName === null) return unknownPerson(id);
  return {
    id,
    firstName: names.firstName,
    lastName: names.lastName ?? '',
    displayName: names.displayName,
  };
}

/**
 * The listing as `viewer` may see it. Earnings, and a paid listing's files (what buyers pay
 * for), are shown to the seller and admins only; everyone else gets 0 and [].
 */
export function toListingDto(row: ListingRow, viewer: Viewer | null): ListingDto {
  const privateShown = canEdit(row, viewer);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.shortDescription,
    longDescriptionMd: row.longDescriptionMd,
    longDescriptionHtml: row.longDescriptionHtml,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    tags: row.tags,
    priceCents: row.priceCents,
    currency: row.currency,
    isFree: row.priceCents === 0,
    printDifficulty: row.printDifficulty,
    supportsRequired: row.supportsRequired,
    infillHintPercent: row.infillHintPercent,
    materials: row.materials,
    mountLocation: row.mountLocation,
    allowPersonalUse: row.allowPersonalUse,
    allowCommercialUse: row.allowCommercialUse,
    sellerId: row.sellerId,
    seller: toPersonDto(row.sellerId, row.seller),
    downloadCount: row.downloadCount,
    likeCount: row.likeCount,
    ratingAvg: row.ratingAvg,
    averageRating: row.ratingAvg,
    ratingCount: row.ratingCount,
    totalEarnings: privateShown ? row.totalEarningsCents : 0,
    isDraft: row.isDraft,
    visibility: row.visibility,
    approvalStatus: row.approvalStatus,
    isUniversalFit: row.isUniversalFit,
    vehicleFitment:
      row.isUniversalFit || !row.makeId || !row.modelId || !row.generationId
        ? null
        : {
            makeId: row.makeId,
            modelId: row.modelId,
            generationId: row.generationId,
            trimId: row.trimId,
            makeName: row.makeName ?? '',
            makeSlug: row.makeSlug ?? '',
            modelName: row.modelName ?? '',
            modelSlug: row.modelSlug ?? '',
            generationName: row.generationName ?? '',
            yearStart: row.yearStart ?? 0,
            yearEnd: row.yearEnd,
            trimName: row.trimName,
          },
    fileUrls: privateShown || row.priceCents === 0 ? row.fileUrls : [],
    imageUrls: row.previews.map((p) => p.storageUrl),
    previews: row.previews,
    printFacts: listingPrintFacts(row.fileAnalyses ?? [], row.infillHintPercent),
    likedByMe: row.likedByMe,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    takedown:
      privateShown && row.approvalStatus === 'taken_down' && row.takedownReason
        ? { reason: row.takedownReason, at: (row.takenDownAt ?? row.updatedAt).toISOString() }
        : null,
  };
}

/**
 * A listing as its events carry it: as everyone sees it (no earnings, no paid files), since
 * events reach every subscriber and what they index (search) may be shown to anyone. Nobody's
 * like either.
 */
export function toListingEvent(row: ListingRow): ListingDto {
  return { ...toListingDto(row, null), likedByMe: false };
}

/** What every created, updated, approved and rejected event says of the listing. */
export function toListingChangedEvent(row: ListingRow): ListingChangedEvent {
  return { listing: toListingEvent(row), visible: isPubliclyVisible(row) };
}
