import { Injectable } from '@nestjs/common';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  requireUuid,
  requireUuids,
} from '@pitstop/common';
import {
  AccountMessages,
  LISTING_LIMITS,
  ListingMessages as Msg,
  adminPage,
  containsPattern,
  controlCharactersMessage,
  hasControlCharacters,
  type ApprovalPayload,
  type CreateListingPayload,
  type GetListingPayload,
  type ListListingsPayload,
  type ListingDto,
  type ListingPage,
  type ListPendingPayload,
  type Page,
  type UpdateListingPayload,
  type Viewer,
  type ExportedListing,
} from '@pitstop/contracts';
import { assertEditable, assertViewable, requireListingId } from '../domain/listing-access.js';
import { toListingChangedEvent, toListingDto, type ListingRow } from '../domain/listing-dto.js';
import {
  checkListingChanges,
  checkNewListing,
  type ListingFields,
} from '../domain/listing-input.js';
import { approvalAfterEdit } from '../domain/listing-moderation.js';
import { checkListingQuery, wholeNumber } from '../domain/listing-query.js';
import { optionalViewer, requireActor, requireAdmin } from '../domain/people.js';
import { slugify } from '../domain/slug.js';
import { FitConfirmationRepository } from '../repositories/fit-confirmation.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { MemberRepository } from '../repositories/member.repository.js';
import type { NewVersion } from '../repositories/listing-version.repository.js';
import { ListingMediaService, type FileHint } from './listing-media.service.js';

/** How an edit is made beyond its changes. */
export interface EditOptions {
  /** What the caller knows of new files (by address): name, size, the record's id to use. */
  hints?: Record<string, FileHint>;
  /**
   * The listing's version the changes were computed from (a file added to the list as read):
   * when another edit committed since, nothing is written and StaleEditError is thrown.
   */
  basedOnVersion?: number;
  /** The new files are a new version of the listing (ListingVersionsService). */
  newVersion?: NewVersion;
}

/** The listing changed since the edit's caller read it; read again and retry. */
export class StaleEditError extends Error {
  constructor() {
    super('The model changed while this edit was being made.');
    this.name = 'StaleEditError';
  }
}

const ALREADY_DECIDED = 'This model has already been approved or rejected.';

/**
 * Listings: browsing, the model page, sellers' creates and edits, and admins' approvals. Every
 * rule is checked here as well as in the gateway: the bus has other callers.
 */
@Injectable()
export class ListingsService {
  constructor(
    private readonly listings: ListingRepository,
    private readonly members: MemberRepository,
    private readonly media: ListingMediaService,
    private readonly confirmations: FitConfirmationRepository,
  ) {}

  async list(payload: ListListingsPayload): Promise<ListingPage> {
    const viewer = optionalViewer(payload?.viewer);
    const filter = checkListingQuery(payload ?? { viewer: null }, viewer);
    const { rows, total } = await this.listings.list(filter, viewer?.id ?? null);
    return { items: rows.map((row) => toListingDto(row, viewer)), total };
  }

  async get(payload: GetListingPayload): Promise<ListingDto> {
    const viewer = optionalViewer(payload?.viewer);
    let row: ListingRow | null;
    if (payload?.id !== undefined && payload.id !== null)
      row = await this.listings.findById(requireListingId(payload.id), viewer?.id ?? null);
    else if (typeof payload?.slug === 'string' && payload.slug)
      row = await this.listings.findBySlug(payload.slug, viewer?.id ?? null);
    else throw new BadRequestError('Give the id or the slug of a model');
    assertViewable(row, viewer);
    return toListingDto(row, viewer);
  }

  /** A new listing, pending approval; the slug comes from the title (unique with -2, -3, …). */
  async create(payload: CreateListingPayload): Promise<ListingDto> {
    const actor = requireActor(payload?.actor);
    const { fields, imageUrls } = checkNewListing(payload.listing);
    await this.checkReferences(fields);
    const media = await this.media.resolve(actor.id, null, fields.fileUrls, imageUrls ?? []);
    await this.members.remember(actor);
    const row = await this.listings.create(
      fields,
      { files: media.files!, previews: media.previews! },
      actor.id,
      slugify(fields.title) || 'model',
    );
    return toListingDto(row, actor);
  }

  /**
   * The seller's (or an admin's) edit: only the given fields change, the slug never does. A
   * seller's edit of a rejected listing, or of what an admin approved, goes back to the admins
   * (see approvalAfterEdit).
   */
  async update(payload: UpdateListingPayload, options: EditOptions = {}): Promise<ListingDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload?.listingId);
    const changes = payload.changes;
    const current = await this.listings.findById(id, actor.id);
    assertEditable(current, actor);
    // References and uploads are checked before the lock; under it the same changes are applied
    // again to the listing as it then is (anything not changed there was valid already). Who
    // may edit needs no second look: a listing's seller never changes.
    const checked = checkListingChanges(current, changes);
    // An unconfirmed address cannot put a listing in front of the reviewers (checked here
    // before any upload is claimed, and again under the lock).
    const mayRequestReview = (approvalStatus: ReturnType<typeof approvalAfterEdit>) => {
      if (approvalStatus === 'pending' && payload.unverifiedEmail !== undefined)
        throw new ForbiddenError(AccountMessages.verifyBeforePublishing(payload.unverifiedEmail));
      return approvalStatus;
    };
    mayRequestReview(approvalAfterEdit(current, checked, actor));
    await this.checkReferences(checked.fields);
    const media = await this.media.resolve(
      actor.id,
      id,
      changes?.fileUrls !== undefined ? checked.fields.fileUrls : undefined,
      checked.imageUrls,
      options.hints,
    );
    await this.members.remember(actor);
    const updated = await this.listings.update(
      id,
      (locked) => {
        if (options.basedOnVersion !== undefined && locked.version !== options.basedOnVersion)
          throw new StaleEditError();
        const edited = checkListingChanges(locked, changes);
        return {
          fields: edited.fields,
          previews: media.previews,
          files: media.files,
          approvalStatus: mayRequestReview(approvalAfterEdit(locked, edited, actor)),
          event: 'updated',
          ...(options.newVersion && { newVersion: options.newVersion }),
        };
      },
      actor.id,
    );
    if (!updated) throw new NotFoundError(Msg.notFound);
    await this.media.release(media.dropped);
    return toListingDto(updated, actor);
  }

  async delete(payload: { actor: unknown; listingId: unknown }): Promise<{ id: string }> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload?.listingId);
    const deleted = await this.listings.softDelete(id, (listing) => assertEditable(listing, actor));
    return { id: deleted.id };
  }

  async related(payload: {
    viewer: Viewer | null;
    listingId: string;
    limit?: number;
  }): Promise<ListingDto[]> {
    const viewer = optionalViewer(payload?.viewer);
    const id = requireListingId(payload?.listingId);
    const limit = wholeNumber(
      payload.limit,
      LISTING_LIMITS.relatedDefault,
      1,
      LISTING_LIMITS.relatedMax,
      'limit',
    );
    const base = await this.listings.findById(id, viewer?.id ?? null);
    assertViewable(base, viewer);
    const rows = await this.listings.related(base, limit, viewer?.id ?? null);
    return rows.map((row) => toListingDto(row, viewer));
  }

  /** A page of every listing as its event would carry it, for the search index's rebuild. */
  async exportPage(payload: { afterId?: string; limit?: number }): Promise<ExportedListing[]> {
    const afterId =
      payload?.afterId === undefined || payload.afterId === null
        ? null
        : requireUuid(payload.afterId, 'afterId');
    const max = LISTING_LIMITS.exportPageMax;
    const limit = wholeNumber(payload?.limit, max, 1, max, 'limit');
    return this.exported(await this.listings.exportPage(afterId, limit));
  }

  /** These listings as their events would carry them (an imported batch, for the index). */
  async exportByIds(payload: { ids?: unknown }): Promise<ExportedListing[]> {
    const ids = requireUuids(payload?.ids, 'ids', LISTING_LIMITS.exportPageMax);
    return this.exported(await this.listings.exportByIds(ids));
  }

  /** The listings as their events carry them, with the confirmed fits the index ranks by. */
  private async exported(rows: ListingRow[]): Promise<ExportedListing[]> {
    const summaries = await this.confirmations.summaries(rows.map((row) => row.id));
    const fits = new Map(summaries.map((summary) => [summary.id, summary]));
    return rows.map((row) => ({ ...toListingChangedEvent(row), fits: fits.get(row.id)! }));
  }

  /** A page of the approval queue, oldest first; `q` searches titles. */
  async listPending(payload: ListPendingPayload): Promise<Page<ListingDto>> {
    const actor = requireAdmin(payload?.actor);
    if (
      payload.q !== undefined &&
      (typeof payload.q !== 'string' || hasControlCharacters(payload.q))
    )
      throw new BadRequestError(controlCharactersMessage('q'));
    const { rows, total } = await this.listings.listPending(actor.id, {
      titlePattern: containsPattern(payload.q),
      ...adminPage(payload),
    });
    return { items: rows.map((row) => toListingDto(row, actor)), total };
  }

  /** Approving publishes (approved, public, no longer a draft); only a pending listing is decided. */
  async decide(payload: ApprovalPayload): Promise<ListingDto> {
    const actor = requireAdmin(payload?.actor);
    const id = requireListingId(payload?.listingId);
    if (typeof payload.approved !== 'boolean')
      throw new BadRequestError('approved must be true or false');
    const approved = payload.approved;
    await this.members.remember(actor);
    const decided = await this.listings.update(
      id,
      (current) => {
        // A listing taken down on a report comes back only by an admin's approval (a mistaken
        // take-down): it is published again as it was.
        const restoring = approved && current.approvalStatus === 'taken_down';
        if (current.approvalStatus !== 'pending' && !restoring)
          throw new ConflictError(ALREADY_DECIDED);
        const details = { from: current.approvalStatus, to: approved ? 'approved' : 'rejected' };
        return approved
          ? {
              approvalStatus: 'approved',
              publish: true,
              event: 'approved',
              audit: { action: restoring ? 'listing.restored' : 'listing.approved', details },
            }
          : {
              approvalStatus: 'rejected',
              event: 'rejected',
              audit: { action: 'listing.rejected', details },
            };
      },
      actor.id,
    );
    if (!decided) throw new NotFoundError(Msg.notFound);
    return toListingDto(decided, actor);
  }

  /** The category and the vehicle (make → model → generation → trim chain) exist. */
  private async checkReferences(fields: ListingFields): Promise<void> {
    const [category, fitment] = await Promise.all([
      fields.categoryId ? this.listings.categoryExists(fields.categoryId) : true,
      fields.isUniversalFit ? true : this.listings.fitmentExists(fields),
    ]);
    if (!category) throw new BadRequestError(Msg.categoryUnknown);
    if (!fitment) throw new BadRequestError(Msg.fitmentUnknown);
  }
}
