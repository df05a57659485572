import { Injectable, Logger } from '@nestjs/common';
import { BadRequestError } from '@pitstop/common';
import {
  FileMessages,
  MEDIA_LIMITS,
  MediaRequests,
  isMeshFileType,
  mayBeUploadAddress,
  type ClaimItem,
  type ClaimedAddress,
  type ImageVariants,
  type ModelFileDto,
  type PreviewDto,
  type VerifiedObject,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { filePrintFacts } from '../domain/file-print-facts.js';
import { ListingFileRepository, type StoredFile } from '../repositories/listing-file.repository.js';
import type { FileRecord, PreviewRecord } from '../repositories/listing-sql.js';

/** What a listing's new lists of addresses come to. */
export interface ResolvedMedia {
  files?: FileRecord[];
  previews?: PreviewRecord[];
  /** Objects the listing no longer refers to: released after the change commits. */
  dropped: string[];
}

export interface FileHint {
  filename?: string;
  sizeBytes?: number;
  /** The id the new record gets (the caller adding one file or preview finds it by this). */
  id?: string;
}

const DOWNLOAD_PATH_PREFIX = '/api/models3d/';

/** The download route of a file (a 302 to a signed URL, or to an external file's link). */
export const downloadAddress = (listingId: string, fileId: string) =>
  `${DOWNLOAD_PATH_PREFIX}${listingId}/files/${fileId}/download`;

/**
 * A file as a listing's fileUrls name it (FILE_URLS_SQL builds the same): a stored file by its
 * download route, an external one by its own link.
 */
export function fileAddress(
  listingId: string,
  file: Pick<StoredFile, 'id' | 'objectKey' | 'externalUrl'>,
) {
  return file.objectKey ? downloadAddress(listingId, file.id) : file.externalUrl!;
}

/** This site's address of an uploaded image (a redirect to a signed URL). */
export const imageAddress = (key: string): string =>
  `/media/${key.split('/').map(encodeURIComponent).join('/')}`;

/** An image's variants as a listing shows them: this site's addresses of media's keys. */
export const siteVariants = (variants: ImageVariants): ImageVariants => ({
  ...variants,
  card: imageAddress(variants.card),
  full: imageAddress(variants.full),
  ...(variants.social ? { social: imageAddress(variants.social) } : {}),
});

/**
 * Turns the addresses a seller gives a listing into file and preview records: those it has
 * already are kept as they are (with their analysis and variants), new uploads are verified and
 * handed over by media (which refuses anything wrong, naming the file), other links are kept as
 * links.
 */
@Injectable()
export class ListingMediaService {
  private readonly logger = new Logger(ListingMediaService.name);

  constructor(
    private readonly bus: MessagingClient,
    private readonly files: ListingFileRepository,
  ) {}

  async resolve(
    ownerId: string,
    listingId: string | null,
    fileUrls: string[] | undefined,
    imageUrls: string[] | undefined,
    hints: Record<string, FileHint> = {},
  ): Promise<ResolvedMedia> {
    const currentFiles = listingId && fileUrls ? await this.files.files(listingId) : [];
    const currentPreviews = listingId && imageUrls ? await this.files.previews(listingId) : [];
    const byAddress = new Map(currentFiles.map((f) => [fileAddress(listingId!, f), f]));
    const previewByUrl = new Map(currentPreviews.map((p) => [p.storageUrl, p]));

    const wanted: ClaimItem[] = [];
    for (const url of fileUrls ?? []) {
      // This site's download addresses name files of a listing: only this one's may be kept.
      if (!byAddress.has(url) && url.startsWith(DOWNLOAD_PATH_PREFIX))
        throw new BadRequestError(`fileUrls: ${url} is not one of this model's files`);
      // A file is an object media stored and verified; a link elsewhere is refused (links kept
      // from before are kept, but never redirected to).
      if (!byAddress.has(url) && !mayBeUploadAddress(url))
        throw new BadRequestError(FileMessages.externalFile(url));
      if (!byAddress.has(url))
        wanted.push({
          url,
          purpose: 'model',
          filename: hints[url]?.filename,
          sizeBytes: hints[url]?.sizeBytes,
        });
    }
    for (const url of imageUrls ?? [])
      if (!previewByUrl.has(url)) wanted.push({ url, purpose: 'image' });
    const claimed = await this.claim(ownerId, wanted);

    const files = fileUrls?.map((url): FileRecord => {
      const kept = byAddress.get(url);
      if (kept) return kept;
      return fileRecord(claimed.get(`model ${url}`)!, hints[url]);
    });
    const previews = imageUrls?.map((url): PreviewRecord => {
      const kept = previewByUrl.get(url);
      if (kept) return kept;
      const object = claimed.get(`image ${url}`)!;
      const id = hints[url]?.id;
      if ('external' in object) return { id, storageUrl: url, objectKey: null, variants: null };
      const processed = object.processed;
      return {
        id,
        storageUrl: imageAddress(object.key),
        objectKey: object.key,
        variants: processed && 'variants' in processed ? siteVariants(processed.variants) : null,
      };
    });
    const keptKeys = new Set(
      [...(files ?? []), ...(previews ?? [])].map((r) => r.objectKey).filter(Boolean),
    );
    const dropped = [...(fileUrls ? currentFiles : []), ...(imageUrls ? currentPreviews : [])]
      .map((r) => r.objectKey)
      .filter((key): key is string => !!key && !keptKeys.has(key));
    return { files, previews, dropped };
  }

  /** Deletes objects nothing refers to any more (after the change that dropped them committed). */
  async release(keys: string[]): Promise<void> {
    const unused = await this.files.unreferenced(keys);
    if (unused.length === 0) return;
    try {
      await this.bus.request(MediaRequests.release, { keys: unused });
    } catch (err) {
      // Not fatal: unreferenced objects cost storage only, and a later release retries.
      this.logger.warn(`could not release ${unused.length} objects: ${(err as Error).message}`);
    }
  }

  /**
   * A file as the API shows it. Its download goes through the route that checks who may have
   * it; an external file's own link is shown only to those who may download it (as a listing's
   * fileUrls are). Print facts are estimated at the listing's infill hint.
   */
  toFileDto(
    listingId: string,
    file: StoredFile,
    mayDownload: boolean,
    infillPercent: number,
  ): ModelFileDto {
    const route = downloadAddress(listingId, file.id);
    return {
      id: file.id,
      listingId,
      filename: file.filename,
      fileType: file.fileType,
      filesizeBytes: file.sizeBytes,
      fileSizeBytes: file.sizeBytes,
      storageUrl: mayDownload ? fileAddress(listingId, file) : route,
      downloadUrl: route,
      analysisState: file.analysisState,
      analysis: file.analysis,
      analysisError: file.analysisError,
      printFacts: filePrintFacts(file, infillPercent),
      createdAt: new Date(file.createdAt).toISOString(),
    };
  }

  toPreviewDto(preview: Required<PreviewRecord>): PreviewDto {
    return { id: preview.id, storageUrl: preview.storageUrl, variants: preview.variants };
  }

  /** Media checks only what may be ours; the first refusal fails the whole change. */
  private async claim(ownerId: string, items: ClaimItem[]): Promise<Map<string, ClaimedAddress>> {
    const claimed = new Map<string, ClaimedAddress>();
    const ours = items.filter((item) => mayBeUploadAddress(item.url));
    for (const item of items)
      if (!mayBeUploadAddress(item.url))
        claimed.set(`${item.purpose} ${item.url}`, { url: item.url, external: true });
    if (ours.length > 0) {
      const answers = await this.bus.request(MediaRequests.claim, { ownerId, items: ours });
      ours.forEach((item, i) => claimed.set(`${item.purpose} ${item.url}`, answers[i]!));
    }
    return claimed;
  }
}

function fileRecord(object: ClaimedAddress, hint: FileHint | undefined): FileRecord {
  // An address that looked like one of ours but is not (another site's /uploads/ path).
  if ('external' in object) throw new BadRequestError(FileMessages.externalFile(object.url));
  if (object.filename.length > MEDIA_LIMITS.filenameMax)
    throw new BadRequestError('filename is too long');
  return {
    id: hint?.id,
    filename: object.filename,
    fileType: object.fileType,
    sizeBytes: object.sizeBytes,
    objectKey: object.key,
    externalUrl: null,
    ...analysisOf(object),
  };
}

/** A new file's analysis: what the worker found already, else pending for a mesh. */
function analysisOf(
  object: VerifiedObject,
): Pick<FileRecord, 'analysisState' | 'analysis' | 'analysisError'> {
  const processed = object.processed;
  if (processed && 'analysis' in processed)
    return {
      analysisState: processed.state,
      analysis: processed.analysis,
      analysisError: processed.error,
    };
  return {
    analysisState: isMeshFileType(object.fileType) ? 'pending' : 'none',
    analysis: null,
    analysisError: null,
  };
}
