import { Injectable, Logger } from '@nestjs/common';
import { BadRequestError } from '@pitstop/common';
import {
  MEDIA_LIMITS,
  MediaRequests,
  mayBeUploadAddress,
  type ClaimItem,
  type ClaimedAddress,
  type ModelFileDto,
  type PreviewDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { ListingFileRepository, type StoredFile } from '../repositories/listing-file.repository.js';
import type { FileRecord, PreviewRecord } from '../repositories/listing-sql.js';

/** Model types whose mesh the media worker reads (the others have no analysis). */
const MESH_TYPES = new Set(['stl', 'obj', '3mf']);

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
}

/** Where a stored file downloads from; an external one is its own link. */
export function fileAddress(
  listingId: string,
  file: Pick<StoredFile, 'id' | 'objectKey' | 'externalUrl'>,
) {
  return file.objectKey
    ? `/api/models3d/${listingId}/files/${file.id}/download`
    : file.externalUrl!;
}

/** This site's address of an uploaded image (a redirect to a signed URL). */
export const imageAddress = (key: string): string =>
  `/media/${key.split('/').map(encodeURIComponent).join('/')}`;

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
    for (const url of fileUrls ?? [])
      if (!byAddress.has(url))
        wanted.push({
          url,
          purpose: 'model',
          filename: hints[url]?.filename,
          sizeBytes: hints[url]?.sizeBytes,
        });
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
      return 'external' in object
        ? { storageUrl: url, objectKey: null, variants: null }
        : { storageUrl: imageAddress(object.key), objectKey: object.key, variants: null };
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

  toFileDto(listingId: string, file: StoredFile): ModelFileDto {
    const address = fileAddress(listingId, file);
    return {
      id: file.id,
      listingId,
      filename: file.filename,
      fileType: file.fileType,
      filesizeBytes: file.sizeBytes,
      fileSizeBytes: file.sizeBytes,
      storageUrl: address,
      downloadUrl: address,
      analysisState: file.analysisState,
      analysis: file.analysis,
      analysisError: file.analysisError,
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
  if ('external' in object) {
    const path = object.url.split(/[?#]/)[0]!;
    const name = decodeURIComponentSafe(path.slice(path.lastIndexOf('/') + 1));
    return {
      filename: hint?.filename || name || 'model.stl',
      fileType: /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? 'file',
      sizeBytes: hint?.sizeBytes ?? 0,
      objectKey: null,
      externalUrl: object.url,
      analysisState: 'none',
      analysis: null,
      analysisError: null,
    };
  }
  if (object.filename.length > MEDIA_LIMITS.filenameMax)
    throw new BadRequestError('filename is too long');
  return {
    filename: object.filename,
    fileType: object.fileType,
    sizeBytes: object.sizeBytes,
    objectKey: object.key,
    externalUrl: null,
    analysisState: MESH_TYPES.has(object.fileType) ? 'pending' : 'none',
    analysis: null,
    analysisError: null,
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
