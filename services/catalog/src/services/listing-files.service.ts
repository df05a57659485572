import { Injectable } from '@nestjs/common';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  isUuid,
} from '@pitstop/common';
import {
  FileMessages,
  LISTING_LIMITS,
  type Actor,
  type DownloadDto,
  type DownloadGrant,
  type ImageProcessedEvent,
  type ModelFileDto,
  type NewModelFile,
  type ObjectAnalysedEvent,
  type PreviewDto,
  type PreviewRenderedEvent,
  type Viewer,
} from '@pitstop/contracts';
import { mayDownload } from '../domain/download-access.js';
import { assertEditable, assertViewable, requireListingId } from '../domain/listing-access.js';
import { toListingDto } from '../domain/listing-dto.js';
import { optionalViewer, requireActor } from '../domain/people.js';
import { ListingFileRepository } from '../repositories/listing-file.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { ListingMediaService, fileAddress, imageAddress } from './listing-media.service.js';
import { ListingsService } from './listings.service.js';

const DOWNLOADS_LISTED = 100;

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
  ) {}

  async listFiles(payload: { viewer: Viewer | null; listingId: string }): Promise<ModelFileDto[]> {
    const { id } = await this.viewable(payload?.viewer, payload?.listingId);
    return (await this.files.files(id)).map((file) => this.media.toFileDto(id, file));
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
    const { actor, id } = await this.editable(payload);
    const url = payload.file?.storageUrl;
    if (typeof url !== 'string' || !url) throw new BadRequestError(FileMessages.storageUrlRequired);
    const current = (await this.files.files(id)).map((file) => fileAddress(id, file));
    if (current.length >= LISTING_LIMITS.urlsMax)
      throw new ConflictError(`A model has at most ${LISTING_LIMITS.urlsMax} files.`);
    const size = payload.file.fileSizeBytes;
    await this.edits.update(
      { actor, listingId: id, changes: { fileUrls: [...current, url] } },
      {
        [url]: {
          filename: payload.file.filename || 'model.stl',
          sizeBytes: typeof size === 'number' && size > 0 ? size : undefined,
        },
      },
    );
    const added = (await this.files.files(id)).at(-1)!;
    return this.media.toFileDto(id, added);
  }

  async removeFile(payload: {
    actor: Actor;
    listingId: string;
    fileId: string;
  }): Promise<{ id: string }> {
    const { actor, id } = await this.editable(payload);
    const files = await this.files.files(id);
    const target = files.find((file) => file.id === payload.fileId);
    if (!target) throw new NotFoundError(FileMessages.fileNotFound);
    if (files.length <= 1) throw new ConflictError(FileMessages.keepOneFile);
    await this.edits.update({
      actor,
      listingId: id,
      changes: { fileUrls: files.filter((f) => f !== target).map((f) => fileAddress(id, f)) },
    });
    return { id: target.id };
  }

  async addPreview(payload: {
    actor: Actor;
    listingId: string;
    storageUrl: string;
  }): Promise<PreviewDto> {
    const { actor, id } = await this.editable(payload);
    const url = payload.storageUrl;
    if (typeof url !== 'string' || !url) throw new BadRequestError(FileMessages.storageUrlRequired);
    const current = (await this.files.previews(id)).map((p) => p.storageUrl);
    if (current.length >= LISTING_LIMITS.urlsMax)
      throw new ConflictError(`A model has at most ${LISTING_LIMITS.urlsMax} preview images.`);
    await this.edits.update({ actor, listingId: id, changes: { imageUrls: [...current, url] } });
    return this.media.toPreviewDto((await this.files.previews(id)).at(-1)!);
  }

  async removePreview(payload: {
    actor: Actor;
    listingId: string;
    previewId: string;
  }): Promise<{ id: string }> {
    const { actor, id } = await this.editable(payload);
    const previews = await this.files.previews(id);
    const target = previews.find((p) => p.id === payload.previewId);
    if (!target) throw new NotFoundError(FileMessages.previewNotFound);
    if (previews.length <= 1) throw new ConflictError(FileMessages.keepOnePreview);
    await this.edits.update({
      actor,
      listingId: id,
      changes: { imageUrls: previews.filter((p) => p !== target).map((p) => p.storageUrl) },
    });
    return { id: target.id };
  }

  /** Whether the person may download (or view) the listing's files, and which; counts downloads. */
  async grantDownload(payload: {
    actor: Viewer | null;
    listingId: string;
    fileId?: string;
    record: boolean;
  }): Promise<DownloadGrant> {
    const viewer = optionalViewer(payload?.actor);
    if (payload?.record && !viewer) throw new UnauthorizedError(FileMessages.signInToDownload);
    const id = requireListingId(payload?.listingId);
    const listing = await this.listings.findById(id, viewer?.id ?? null);
    assertViewable(listing, viewer);
    if (!mayDownload(listing, viewer)) throw new ForbiddenError(FileMessages.notAllowedToDownload);
    let files = await this.files.files(id);
    if (payload.fileId !== undefined) {
      files = files.filter((file) => file.id === payload.fileId);
      if (!isUuid(payload.fileId) || files.length === 0)
        throw new NotFoundError(FileMessages.fileNotFound);
    }
    if (files.length === 0) throw new NotFoundError(FileMessages.noFiles);
    if (payload.record) await this.files.recordDownload(viewer!.id, id);
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
    const listings = await Promise.all(
      rows.map((row) => this.listings.findById(row.listingId, actor.id)),
    );
    return rows.flatMap((row, i) => {
      const listing = listings[i];
      if (!listing) return [];
      return [
        {
          listing: toListingDto(listing, actor),
          firstDownloadedAt: new Date(row.firstAt).toISOString(),
          lastDownloadedAt: new Date(row.lastAt).toISOString(),
          times: row.times,
        },
      ];
    });
  }

  /** The worker's analysis of a file; an event ahead of the listing's commit fails and comes again. */
  async onAnalysed(event: ObjectAnalysedEvent): Promise<void> {
    if (!(await this.files.applyAnalysis(event)))
      throw new Error(`no listing file has ${event.key} yet`);
  }

  async onImageProcessed(event: ImageProcessedEvent): Promise<void> {
    const variants = {
      ...event.variants,
      card: imageAddress(event.variants.card),
      full: imageAddress(event.variants.full),
    };
    if (!(await this.files.applyVariants(event.key, variants)))
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
    return { id, listing };
  }

  private async editable(payload: { actor: Actor; listingId: string }) {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload?.listingId);
    assertEditable(await this.listings.findById(id, actor.id), actor);
    return { actor, id };
  }
}
