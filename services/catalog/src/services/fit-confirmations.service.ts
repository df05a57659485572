import { Injectable, Logger } from '@nestjs/common';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  isUuid,
} from '@pitstop/common';
import {
  FIT_CONFIRMATION_LIMITS as L,
  FitConfirmationMessages as Msg,
  ListingMessages,
  MediaRequests,
  adminPage,
  mayBeUploadAddress,
  type DecideFitPhotoPayload,
  type FeedbackRemovalDto,
  type FitConfirmationDto,
  type FitConfirmationsDto,
  type FitPhotoCardDto,
  type Page,
  type PendingFitPhotoDto,
  type PostFitConfirmationPayload,
  type RemoveFeedbackPayload,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { decideRemoval } from '../domain/feedback-removal.js';
import {
  toFitConfirmationDto,
  toFitPhotoCardDto,
  toFitSummary,
  toPendingFitPhotoDto,
} from '../domain/fit-confirmation-dto.js';
import { assertViewable, requireListingId } from '../domain/listing-access.js';
import { optionalViewer, requireActor, requireAdmin } from '../domain/people.js';
import { boundedText } from '../domain/plain-text.js';
import {
  FitConfirmationRepository,
  type FitContent,
} from '../repositories/fit-confirmation.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { MemberRepository } from '../repositories/member.repository.js';
import { imageAddress } from './listing-media.service.js';

/**
 * Owners confirm the fit: someone who downloaded a part says it fits a car of their garage, or
 * does not (the seller is told). One per person, listing and car; a photo is checked by media as
 * a listing's images are, and shows once an admin approved it.
 */
@Injectable()
export class FitConfirmationsService {
  private readonly logger = new Logger(FitConfirmationsService.name);

  constructor(
    private readonly confirmations: FitConfirmationRepository,
    private readonly listings: ListingRepository,
    private readonly members: MemberRepository,
    private readonly bus: MessagingClient,
  ) {}

  async list(payload: { viewer: Viewer | null; listingId: string }): Promise<FitConfirmationsDto> {
    const viewer = optionalViewer(payload?.viewer);
    const id = requireListingId(payload?.listingId);
    assertViewable(await this.listings.findAccess(id), viewer);
    const [rows, counts] = await Promise.all([
      this.confirmations.list(id, L.pageMax),
      this.confirmations.counts(id),
    ]);
    return {
      summary: toFitSummary(counts),
      confirmations: rows.map((row) => toFitConfirmationDto(row, viewer)),
    };
  }

  async post(payload: PostFitConfirmationPayload): Promise<FitConfirmationDto> {
    const actor = requireActor(payload?.actor);
    const listingId = requireListingId(payload.listingId);
    if (typeof payload.fits !== 'boolean') throw new BadRequestError(Msg.fitsRequired);
    const note =
      boundedText(payload.note, 'The note', { max: L.noteMax, tooLong: Msg.noteTooLong }) || null;
    const photoUrl = payload.photoUrl ?? null;
    if (photoUrl !== null && (typeof photoUrl !== 'string' || !photoUrl.trim()))
      throw new BadRequestError(Msg.photoNotUploaded);
    if (!isUuid(payload.vehicleId)) throw new NotFoundError(Msg.vehicleNotFound);
    const vehicleId = payload.vehicleId.toLowerCase();

    const access = await this.listings.findAccess(listingId);
    assertViewable(access, actor);
    if (access.sellerId === actor.id) throw new ForbiddenError(Msg.ownListing);
    if (!(await this.confirmations.downloaded(actor.id, listingId)))
      throw new ForbiddenError(Msg.notDownloaded);
    const car = await this.confirmations.garageCar(actor.id, vehicleId);
    if (!car) throw new NotFoundError(Msg.vehicleNotFound);

    const content: FitContent = {
      fits: payload.fits,
      note,
      photo: await this.photo(actor.id, listingId, vehicleId, photoUrl?.trim() ?? null),
    };
    await this.members.remember(actor);
    const row = await this.confirmations.upsert(
      listingId,
      actor.id,
      vehicleId,
      car,
      content,
      (listing) => assertViewable(listing, actor),
    );
    return toFitConfirmationDto(row, actor);
  }

  /** The author deletes their own; an admin removes anyone's with a reason. */
  async remove(payload: RemoveFeedbackPayload): Promise<FeedbackRemovalDto> {
    const actor = requireActor(payload?.actor);
    const listingId = requireListingId(payload?.listingId);
    if (!isUuid(payload.id)) throw new NotFoundError(Msg.notFound);
    const id = payload.id.toLowerCase();
    await this.members.remember(actor);
    const outcome = await this.confirmations.remove(
      listingId,
      id,
      (listing) => {
        if (!listing) throw new NotFoundError(ListingMessages.notFound);
      },
      (item) => decideRemoval(actor, item, payload.reason),
      actor.id,
    );
    if (outcome === 'not-found') throw new NotFoundError(Msg.notFound);
    return { id, outcome: outcome === 'delete' ? 'deleted' : 'moderated' };
  }

  async sellerPhotos(payload: { sellerId: string }): Promise<FitPhotoCardDto[]> {
    if (!isUuid(payload?.sellerId)) throw new NotFoundError(ListingMessages.sellerNotFound);
    const rows = await this.confirmations.sellerPhotos(
      payload.sellerId.toLowerCase(),
      L.galleryMax,
    );
    return rows.map(toFitPhotoCardDto);
  }

  async pendingPhotos(payload: {
    actor: Viewer;
    limit?: number;
    offset?: number;
  }): Promise<Page<PendingFitPhotoDto>> {
    const actor = requireAdmin(payload?.actor);
    const { limit, offset } = adminPage(payload);
    const { rows, total } = await this.confirmations.pendingPhotos(limit, offset);
    return { items: rows.map((row) => toPendingFitPhotoDto(row, actor)), total };
  }

  async decidePhoto(payload: DecideFitPhotoPayload): Promise<FitConfirmationDto> {
    const actor = requireAdmin(payload?.actor);
    if (typeof payload.approved !== 'boolean')
      throw new BadRequestError('approved must be true or false');
    if (!isUuid(payload.confirmationId)) throw new NotFoundError(Msg.notFound);
    const row = await this.confirmations.decidePhoto(
      payload.confirmationId.toLowerCase(),
      payload.approved,
    );
    if (!row) throw new NotFoundError(Msg.notFound);
    this.logger.log(
      `fit photo ${row.id} ${payload.approved ? 'approved' : 'rejected'} by ${actor.id}`,
    );
    return toFitConfirmationDto(row, actor);
  }

  async confirmedFor(payload: {
    userId: string;
    vehicleId: string;
    listingIds: string[];
  }): Promise<string[]> {
    if (!isUuid(payload?.userId)) throw new UnauthorizedError();
    if (!isUuid(payload.vehicleId)) throw new NotFoundError(Msg.vehicleNotFound);
    const ids = (Array.isArray(payload.listingIds) ? payload.listingIds : []).filter(isUuid);
    if (ids.length > L.pageMax)
      throw new BadRequestError(`listingIds: at most ${L.pageMax} at a time`);
    const car = await this.confirmations.garageCar(payload.userId, payload.vehicleId);
    if (!car) throw new NotFoundError(Msg.vehicleNotFound);
    // No listings named: every listing confirmed for the car (the cards of any page ask once).
    return this.confirmations.confirmedFor(car, ids.length > 0 ? ids : null);
  }

  /**
   * The photo to store: the one there when sent again unchanged, none when null, else a new
   * upload that media checks and hands over (waiting for an admin's approval).
   */
  private async photo(
    ownerId: string,
    listingId: string,
    vehicleId: string,
    url: string | null,
  ): Promise<FitContent['photo']> {
    if (url === null) return null;
    const current = await this.confirmations.currentPhoto(listingId, ownerId, vehicleId);
    if (current?.url === url) return undefined;
    if (!mayBeUploadAddress(url)) throw new BadRequestError(Msg.photoNotUploaded);
    const [object] = await this.bus.request(MediaRequests.claim, {
      ownerId,
      items: [{ url, purpose: 'image' }],
    });
    if (!object || 'external' in object) throw new BadRequestError(Msg.photoNotUploaded);
    return { url: imageAddress(object.key), key: object.key, status: 'pending' };
  }
}
