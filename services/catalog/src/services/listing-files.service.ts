import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '@pitstop/common';
import {
  FileMessages,
  LISTING_LIMITS,
  ListingMessages,
  MODEL_UNITS,
  MediaRequests,
  ModelUnitMessages,
  UNITLESS_MESH_TYPES,
  type Actor,
  type DownloadDto,
  type DownloadGrant,
  type DownloadRequest,
  type ImageAccess,
  type ImageProcessedEvent,
  type ModelFileDto,
  type ModelUnit,
  type NewModelFile,
  type ObjectAnalysedEvent,
  type PreviewDto,
  type PreviewRenderedEvent,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { fileAccess, filesFor, mayDownload } from '../domain/download-access.js';
import {
  assertEditable,
  assertViewable,
  canView,
  requireListingId,
} from '../domain/listing-access.js';
import { toListingDto } from '../domain/listing-dto.js';
import { optionalViewer, requireActor } from '../domain/people.js';
import { ListingFileRepository } from '../repositories/listing-file.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import {
  ListingMediaService,
  fileAddress,
  imageAddress,
  siteVariants,
} from './listing-media.service.js';
import { BuyerEntitlementsService } from './buyer-entitlements.service.js';
import { ListingsService, StaleEditError } from './listings.service.js';
import { ListingVersionsService, requireVersionNumber } from './listing-versions.service.js';

const DOWNLOADS_LISTED = 100;
/** Tries of a one-file edit that other edits keep overtaking (the editor saves 5 at once). */
const EDIT_ATTEMPTS = 10;

function requireStorageUrl(url: unknown): string {
  if (typeof url !== 'string' || !url) throw new BadRequestError(FileMessages.storageUrlRequired);
  return url;
}

/**
 * A listing's files and previews one at a time (the edit screen), downloads, and what the media
 * worker reports about them. Adding and removing go through the listing's own edit, so the
 * same checks, review rules and events apply as to any edit.
 */
@Injectable()
export class ListingFilesService {
  constructor(
    private readonly listings: ListingRepository,
    private readonly files: ListingFileRepository,
    private readonly media: ListingMediaService,
    private readonly edits: ListingsService,
    private readonly entitlements: BuyerEntitlementsService,
    private readonly versions: ListingVersionsService,
    private readonly bus: MessagingClient,
  ) {}

  /**
   * The listing's files as the viewer may see them: its buyers also see those removed since
   * their purchase, and keep seeing the list when the listing is no longer public.
   */
  async listFiles(payload: { viewer: Viewer | null; listingId: string }): Promise<ModelFileDto[]> {
    const viewer = optionalViewer(payload?.viewer);
    const id = requireListingId(payload?.listingId);
    const listing = await this.listings.findKept(id, viewer?.id ?? null);
    if (!listing) throw new NotFoundError(ListingMessages.notFound);
    const access = await this.entitlements.listAccess(listing, viewer);
    const files = filesFor(await this.files.keptFiles(id), access);
    return files.map((file) =>
      this.media.toFileDto(id, file, mayDownload(access), listing.infillHintPercent),
    );
  }

  async listPreviews(payload: { viewer: Viewer | null; listingId: string }): Promise<PreviewDto[]> {
    const { id } = await this.viewable(payload?.viewer, payload?.listingId);
    return (await this.files.previews(id)).map((preview) => this.media.toPreviewDto(preview));
  }

  async addFile(payload: {
    actor: Actor;
    listingId: string;
    file: NewModelFile;
  }): Promise<ModelFileDto> {
    const url = requireStorageUrl(payload?.file?.storageUrl);
    const size = payload.file.fileSizeBytes;
    const hint = {
      id: randomUUID(),
      filename: payload.file.filename || undefined,
      sizeBytes: typeof size === 'number' && size > 0 ? size : undefined,
    };
    const id = await this.editFromCurrent(payload, async (actor, id, version) => {
      const current = (await this.files.files(id)).map((file) => fileAddress(id, file));
      if (current.length >= LISTING_LIMITS.urlsMax)
        throw new ConflictError(`A model has at most ${LISTING_LIMITS.urlsMax} files.`);
      await this.edits.update(
        { actor, listingId: id, changes: { fileUrls: [...current, url] } },
        { hints: { [url]: hint }, basedOnVersion: version },
      );
    });
    const added = (await this.files.files(id)).find((file) => file.id === hint.id)!;
    const listing = await this.listings.findKept(id, payload.actor.id);
    return this.media.toFileDto(id, added, true, listing!.infillHintPercent);
  }

  async removeFile(payload: {
    actor: Actor;
    listingId: string;
    fileId: string;
  }): Promise<{ id: string }> {
    await this.editFromCurrent(payload, async (actor, id, version) => {
      const files = await this.files.files(id);
      const target = files.find((file) => file.id === payload.fileId);
      if (!target) throw new NotFoundError(FileMessages.fileNotFound);
      if (files.length <= 1) throw new ConflictError(FileMessages.keepOneFile);
      const fileUrls = files.filter((f) => f !== target).map((f) => fileAddress(id, f));
      await this.edits.update(
        { actor, listingId: id, changes: { fileUrls } },
        { basedOnVersion: version },
      );
    });
    return { id: payload.fileId };
  }

  /**
   * The unit a listed STL or OBJ was exported in, as the wizard asks it of an upload: media keeps
   * it and measures the file again; the new analysis arrives as the first did (its print facts
   * and bed fit follow). The file as it is until then.
   */
  async setFileUnit(payload: {
    actor: Actor;
    listingId: string;
    fileId: string;
    unit: ModelUnit;
  }): Promise<ModelFileDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload.listingId);
    if (!(MODEL_UNITS as readonly unknown[]).includes(payload.unit))
      throw new BadRequestError(ModelUnitMessages.unknownUnit);
    const listing = await this.listings.findById(id, actor.id);
    assertEditable(listing, actor);
    const file = (await this.files.files(id)).find((f) => f.id === payload.fileId);
    if (!file) throw new NotFoundError(FileMessages.fileNotFound);
    if (!file.objectKey || !(UNITLESS_MESH_TYPES as readonly string[]).includes(file.fileType))
      throw new BadRequestError(ModelUnitMessages.noUnitToChoose);
    await this.bus.request(MediaRequests.remeasure, { key: file.objectKey, unit: payload.unit });
    return this.media.toFileDto(id, file, true, listing.infillHintPercent);
  }

  async addPreview(payload: {
    actor: Actor;
    listingId: string;
    storageUrl: string;
  }): Promise<PreviewDto> {
    const url = requireStorageUrl(payload?.storageUrl);
    const hint = { id: randomUUID() };
    const id = await this.editFromCurrent(payload, async (actor, id, version) => {
      const current = (await this.files.previews(id)).map((p) => p.storageUrl);
      if (current.length >= LISTING_LIMITS.urlsMax)
        throw new ConflictError(`A model has at most ${LISTING_LIMITS.urlsMax} preview images.`);
      await this.edits.update(
        { actor, listingId: id, changes: { imageUrls: [...current, url] } },
        { hints: { [url]: hint }, basedOnVersion: version },
      );
    });
    const added = (await this.files.previews(id)).find((p) => p.id === hint.id)!;
    return this.media.toPreviewDto(added);
  }

  async removePreview(payload: {
    actor: Actor;
    listingId: string;
    previewId: string;
  }): Promise<{ id: string }> {
    await this.editFromCurrent(payload, async (actor, id, version) => {
      const previews = await this.files.previews(id);
      const target = previews.find((p) => p.id === payload.previewId);
      if (!target) throw new NotFoundError(FileMessages.previewNotFound);
      if (previews.length <= 1) throw new ConflictError(FileMessages.keepOnePreview);
      const imageUrls = previews.filter((p) => p !== target).map((p) => p.storageUrl);
      await this.edits.update(
        { actor, listingId: id, changes: { imageUrls } },
        { basedOnVersion: version },
      );
    });
    return { id: payload.previewId };
  }

  /**
   * Whether the person may download (or view) the listing's files, and which; counts downloads.
   * A buyer keeps what they bought whatever became of the listing (docs/security.md).
   */
  async grantDownload(payload: DownloadRequest): Promise<DownloadGrant> {
    if (payload?.record && !optionalViewer(payload.actor))
      throw new UnauthorizedError(FileMessages.signInToDownload);
    const viewer = optionalViewer(payload?.actor);
    const id = requireListingId(payload?.listingId);
    const listing = await this.listings.findKept(id, viewer?.id ?? null);
    if (!listing) throw new NotFoundError(ListingMessages.notFound);
    // Orders says who bought it (unreachable is a 503).
    const access = fileAccess(listing, viewer, await this.entitlements.purchase(listing, viewer));
    if (access.kind === 'hidden') throw new NotFoundError(ListingMessages.notFound);
    if (!mayDownload(access)) throw new ForbiddenError(FileMessages.notAllowedToDownload);
    // A version's files: every version's for whoever may download the listing's files.
    const version =
      payload.version === undefined || payload.version === null
        ? undefined
        : requireVersionNumber(payload.version);
    let files =
      version === undefined
        ? filesFor(await this.files.keptFiles(id), access, payload.fileId)
        : (await this.versions.filesOf(id, version)).filter(
            (file) => payload.fileId === undefined || file.id === payload.fileId,
          );
    if (payload.fileId !== undefined && files.length === 0)
      throw new NotFoundError(FileMessages.fileNotFound);
    if (payload.storedOnly) files = files.filter((file) => file.objectKey);
    if (files.length === 0) throw new NotFoundError(FileMessages.noFiles);
    if (payload.record)
      await this.files.recordDownload(
        viewer!.id,
        id,
        version ?? (await this.versions.latestNumber(id)),
      );
    return {
      listingId: id,
      slug: listing.slug,
      files: files.map((file) => ({
        id: file.id,
        filename: file.filename,
        key: file.objectKey,
        externalUrl: file.externalUrl,
        sizeBytes: file.sizeBytes,
      })),
    };
  }

  async listDownloads(payload: { actor: Actor }): Promise<DownloadDto[]> {
    const actor = requireActor(payload?.actor);
    const rows = await this.files.downloads(actor.id, DOWNLOADS_LISTED);
    const listings = new Map(
      (
        await this.listings.findByIds(
          rows.map((row) => row.listingId),
          actor.id,
        )
      ).map((l) => [l.id, l]),
    );
    // A listing made private or taken down since is no longer shown.
    return rows.flatMap((row) => {
      const listing = listings.get(row.listingId);
      if (!listing || !canView(listing, actor)) return [];
      return [
        {
          listing: toListingDto(listing, actor),
          firstDownloadedAt: new Date(row.firstAt).toISOString(),
          lastDownloadedAt: new Date(row.lastAt).toISOString(),
          times: row.times,
          downloadedVersion: row.downloadedVersion,
          latestVersion: row.latestVersion,
          updated: row.latestVersion > row.downloadedVersion,
        },
      ];
    });
  }

  /** Who may see the image at /media/{key} (docs/security.md, 'Listing images'). */
  async imageAccess(payload: { key: string }): Promise<ImageAccess> {
    const key = payload?.key;
    if (typeof key !== 'string' || !key) throw new BadRequestError('key is required');
    const holders = await this.files.imageHolders(key, imageAddress(key));
    return {
      public: holders.some((holder) => holder.public),
      sellerIds: [...new Set(holders.map((holder) => holder.sellerId))],
    };
  }

  /** The worker's analysis of a file; an event ahead of the listing's commit fails and comes again. */
  async onAnalysed(event: ObjectAnalysedEvent): Promise<void> {
    if (!(await this.files.applyAnalysis(event)))
      throw new Error(`no listing file has ${event.key} yet`);
  }

  async onImageProcessed(event: ImageProcessedEvent): Promise<void> {
    if (!(await this.files.applyVariants(event.key, siteVariants(event.variants))))
      throw new Error(`no listing preview has ${event.key} yet`);
  }

  /** A picture rendered from a model file, for the listings holding it that have none. */
  async onPreviewRendered(event: PreviewRenderedEvent): Promise<void> {
    const image = { key: event.imageKey, address: imageAddress(event.imageKey) };
    if ((await this.files.applyRenderedPreview(event.sourceKey, image)) === null)
      throw new Error(`no listing file has ${event.sourceKey} yet`);
  }

  private async viewable(viewerValue: Viewer | null, listingId: unknown) {
    const viewer = optionalViewer(viewerValue);
    const id = requireListingId(listingId);
    const listing = await this.listings.findById(id, viewer?.id ?? null);
    assertViewable(listing, viewer);
    return { id, listing, viewer };
  }

  /**
   * One file or preview added or removed: `edit` computes the new list from the listing as it
   * reads it and saves it based on that version. When another edit committed in between (two
   * uploads saved at once), it reads again, so neither is lost.
   */
  private async editFromCurrent(
    payload: { actor: Actor; listingId: string },
    edit: (actor: Actor, id: string, version: number) => Promise<void>,
  ): Promise<string> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload?.listingId);
    for (let attempt = 1; ; attempt++) {
      const listing = await this.listings.findById(id, actor.id);
      assertEditable(listing, actor);
      try {
        await edit(actor, id, listing.version);
        return id;
      } catch (err) {
        if (!(err instanceof StaleEditError)) throw err;
        if (attempt === EDIT_ATTEMPTS) throw new ConflictError(FileMessages.editRaced);
        // A moment apart, so edits that met do not meet again.
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
      }
    }
  }
}
