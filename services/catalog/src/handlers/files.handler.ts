import { Controller } from '@nestjs/common';
import {
  CatalogFiles,
  MediaEvents,
  type Actor,
  type DownloadRequest,
  type ImageProcessedEvent,
  type ModelUnit,
  type NewModelFile,
  type ObjectAnalysedEvent,
  type PreviewRenderedEvent,
  type Viewer,
} from '@pitstop/contracts';
import { Handles, OnEvent } from '@pitstop/messaging';
import { ListingFilesService } from '../services/listing-files.service.js';

/** A listing's files and previews, downloads, and what media's worker found. */
@Controller()
export class FilesHandler {
  constructor(private readonly files: ListingFilesService) {}

  @Handles(CatalogFiles.listFiles)
  listFiles(payload: { viewer: Viewer | null; listingId: string }) {
    return this.files.listFiles(payload);
  }

  @Handles(CatalogFiles.addFile)
  addFile(payload: { actor: Actor; listingId: string; file: NewModelFile }) {
    return this.files.addFile(payload);
  }

  @Handles(CatalogFiles.removeFile)
  removeFile(payload: { actor: Actor; listingId: string; fileId: string }) {
    return this.files.removeFile(payload);
  }

  @Handles(CatalogFiles.setFileUnit)
  setFileUnit(payload: { actor: Actor; listingId: string; fileId: string; unit: ModelUnit }) {
    return this.files.setFileUnit(payload);
  }

  @Handles(CatalogFiles.listPreviews)
  listPreviews(payload: { viewer: Viewer | null; listingId: string }) {
    return this.files.listPreviews(payload);
  }

  @Handles(CatalogFiles.addPreview)
  addPreview(payload: { actor: Actor; listingId: string; storageUrl: string }) {
    return this.files.addPreview(payload);
  }

  @Handles(CatalogFiles.removePreview)
  removePreview(payload: { actor: Actor; listingId: string; previewId: string }) {
    return this.files.removePreview(payload);
  }

  @Handles(CatalogFiles.grantDownload)
  grantDownload(payload: DownloadRequest) {
    return this.files.grantDownload(payload);
  }

  @Handles(CatalogFiles.listDownloads)
  listDownloads(payload: { actor: Actor }) {
    return this.files.listDownloads(payload);
  }

  @Handles(CatalogFiles.imageAccess)
  imageAccess(payload: { key: string }) {
    return this.files.imageAccess(payload);
  }

  @OnEvent(MediaEvents.objectAnalysed)
  onAnalysed(event: ObjectAnalysedEvent) {
    return this.files.onAnalysed(event);
  }

  @OnEvent(MediaEvents.imageProcessed)
  onImageProcessed(event: ImageProcessedEvent) {
    return this.files.onImageProcessed(event);
  }

  @OnEvent(MediaEvents.previewRendered)
  onPreviewRendered(event: PreviewRenderedEvent) {
    return this.files.onPreviewRendered(event);
  }
}
