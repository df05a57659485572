import { Inject, Injectable, Logger } from '@nestjs/common';
import { BadRequestError, JobQueue, PayloadTooLargeError, requireUuid } from '@pitstop/common';
import {
  IMAGE_FILE_TYPES,
  MODEL_FILE_TYPES,
  MediaJobs,
  isMeshFileType,
  MediaMessages,
  OBJECT_PURPOSES,
  type ClaimItem,
  type ClaimedAddress,
  type MediaFileType,
  type ObjectPurpose,
  type VerifiedObject,
} from '@pitstop/contracts';
import type { MediaConfig } from '../config.js';
import { ZipRefusedError, UnreadableFileError } from '../domain/errors.js';
import { sniffFileType } from '../domain/file-type.js';
import { jobIdFor, nameOfKey } from '../domain/object-keys.js';
import { inspectZip } from '../domain/zip-inspect.js';
import { AnalysisRepository } from '../repositories/analysis.repository.js';
import { ObjectRepository, type ObjectRow } from '../repositories/object.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { storageRandomAccess } from '../storage/storage-random-access.js';
import { MEDIA_CONFIG } from '../storage/storage.provider.js';

/** Enough of the head to tell every type apart (binary STL's count sits at byte 80). */
const HEAD_BYTES = 8 * 1024;
const CONTENT_TYPES: Record<MediaFileType, string> = {
  stl: 'model/stl',
  obj: 'model/obj',
  '3mf': 'model/3mf',
  zip: 'application/zip',
  step: 'model/step',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

const PROCESSING_DELAY_MS = 500;

/** One claimed item once checked: the answer, and (for a new upload) handing it over. */
interface Checked {
  answer: ClaimedAddress;
  accept?: () => Promise<void>;
}

/**
 * Before any listing refers to an object, media checks it: issued to this caller, arrived,
 * within its size limit, and its first bytes of a type its purpose allows (a zip or 3MF must
 * not expand past the configured ratio or size). A refused object is deleted; the first refusal
 * fails the request with a message naming the file. Accepted objects are handed over and queued
 * for processing (mesh analysis, image variants).
 */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger(VerificationService.name);

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    private readonly objects: ObjectRepository,
    private readonly analyses: AnalysisRepository,
    private readonly jobs: JobQueue,
  ) {}

  async claim(payload: { ownerId: string; items: ClaimItem[] }): Promise<ClaimedAddress[]> {
    const ownerId = requireUuid(payload?.ownerId, 'ownerId');
    if (!Array.isArray(payload.items)) throw new BadRequestError('items must be a list');
    // Every item is checked before any is handed over: one refusal leaves the others issued
    // (the seller may still use them), not verified with no listing to hold them.
    const checked: Checked[] = [];
    for (const item of payload.items) checked.push(await this.check(ownerId, item));
    for (const { accept } of checked) await accept?.();
    return checked.map(({ answer }) => answer);
  }

  private async check(ownerId: string, item: ClaimItem): Promise<Checked> {
    if (
      typeof item?.url !== 'string' ||
      !(OBJECT_PURPOSES as readonly unknown[]).includes(item.purpose)
    )
      throw new BadRequestError('Each item needs a url and a purpose (model or image)');
    const key = this.storage.keyOf(item.url) ?? siteMediaKey(item.url);
    if (key === null) return { answer: { url: item.url, external: true } };
    const row = await this.objects.find(key);
    const name =
      (typeof item.filename === 'string' && item.filename) || row?.filename || nameOfKey(key);
    // Someone else's object stays theirs: it is neither handed over nor deleted.
    if (!row || row.ownerId !== ownerId)
      throw new BadRequestError(MediaMessages.uploadNotIssued(name));
    if (row.state === 'verified')
      return { answer: await this.handedOver(item.url, row, item.purpose, name) };

    if (new Date(row.expiresAt).getTime() <= Date.now())
      throw new BadRequestError(MediaMessages.uploadExpired(name));
    const stored = await this.storage.head(key);
    if (!stored) throw new BadRequestError(MediaMessages.uploadMissing(name));
    const refuse = async (message: string, tooLarge = false): Promise<never> => {
      await this.storage.delete([key]);
      await this.objects.forget([key]);
      this.logger.log(`refused ${key}: ${message}`);
      throw tooLarge ? new PayloadTooLargeError(message) : new BadRequestError(message);
    };

    const limit =
      item.purpose === 'image'
        ? this.config.MEDIA_IMAGE_MAX_BYTES
        : this.config.MEDIA_MODEL_MAX_BYTES;
    if (stored.size === 0) return refuse(MediaMessages.empty(name));
    if (stored.size > limit) return refuse(MediaMessages.tooLarge(name, limit), true);
    // A size declared at upload (or with the file) that the bytes do not match is a lie.
    const declared =
      Number.isSafeInteger(item.sizeBytes) && item.sizeBytes! > 0 ? item.sizeBytes! : row.sizeBytes;
    if (declared !== null && declared !== stored.size)
      return refuse(`${name}: the upload has ${stored.size} bytes, not the ${declared} declared.`);

    const head = await this.storage.readRange(key, 0, HEAD_BYTES);
    let fileType = sniffFileType(head, stored.size, name);
    const allowed: readonly string[] =
      item.purpose === 'image' ? IMAGE_FILE_TYPES : MODEL_FILE_TYPES;
    if (!fileType || !allowed.includes(fileType))
      return refuse(MediaMessages.wrongType(name, item.purpose));
    if (fileType === 'zip' || fileType === '3mf') {
      try {
        const zip = await inspectZip(storageRandomAccess(this.storage, key), stored.size, {
          maxRatio: this.config.MEDIA_ZIP_MAX_RATIO,
          maxUncompressedBytes: this.config.MEDIA_ZIP_MAX_BYTES,
          maxEntries: this.config.MEDIA_ZIP_MAX_ENTRIES,
        });
        // What the archive holds decides, whatever its name says: a 3MF has its model part.
        fileType = zip.has3mfModel ? '3mf' : 'zip';
      } catch (err) {
        if (err instanceof ZipRefusedError)
          return refuse(`${MediaMessages.zipBomb(name)} (${err.message})`);
        if (err instanceof UnreadableFileError) return refuse(`${name}: ${err.message}`);
        throw err;
      }
    }

    return {
      answer: this.describe(item.url, key, name, stored.size, fileType, item.purpose),
      accept: async () => {
        const handed = await this.objects.markVerified(key, {
          purpose: item.purpose,
          sizeBytes: stored.size,
          fileType,
          filename: name,
        });
        if (!handed) throw new BadRequestError(MediaMessages.uploadExpired(name));
        await this.queueProcessing(key, fileType, item.purpose);
      },
    };
  }

  /** An object already handed over (another listing of the same owner, or a retried request). */
  private async handedOver(
    url: string,
    row: ObjectRow,
    purpose: ObjectPurpose,
    name: string,
  ): Promise<VerifiedObject> {
    const fileType = row.fileType as MediaFileType;
    const allowed: readonly string[] = purpose === 'image' ? IMAGE_FILE_TYPES : MODEL_FILE_TYPES;
    if (!allowed.includes(fileType))
      throw new BadRequestError(MediaMessages.wrongType(name, purpose));
    // Queued again in case it never ran (a no-op while its job is kept); what it found already
    // goes with the answer, as its event may have come before any listing held the object.
    await this.queueProcessing(row.key, fileType, purpose);
    const processed = await this.analyses.processed(row.key, purpose);
    return {
      ...this.describe(url, row.key, name, row.sizeBytes ?? 0, fileType, purpose),
      ...(processed ? { processed } : {}),
    };
  }

  private describe(
    url: string,
    key: string,
    filename: string,
    sizeBytes: number,
    fileType: MediaFileType,
    purpose: ObjectPurpose,
  ): VerifiedObject {
    return {
      url,
      key,
      filename,
      sizeBytes,
      fileType,
      contentType: CONTENT_TYPES[fileType],
      purpose,
    };
  }

  /**
   * Queues the worker's processing. The claim runs inside the listing's change, which commits
   * after this answers: a moment's delay lets the result find its listing row at once (an event
   * that comes too early still finds it, on redelivery, only later).
   */
  private async queueProcessing(key: string, fileType: MediaFileType, purpose: ObjectPurpose) {
    const delayMs = PROCESSING_DELAY_MS;
    if (purpose === 'image')
      await this.jobs.add(
        MediaJobs.imageVariants,
        { key },
        { jobId: jobIdFor('variants', key), delayMs },
      );
    else if (isMeshFileType(fileType))
      await this.jobs.add(
        MediaJobs.analyseMesh,
        { key, fileType },
        { jobId: jobIdFor('analyse', key), delayMs },
      );
  }
}

/** This site's own image address (/media/{key}), as listings show previews. */
export function siteMediaKey(url: string): string | null {
  if (!url.startsWith('/media/')) return null;
  try {
    const key = decodeURIComponent(url.slice('/media/'.length).split('?')[0]!);
    return key && !key.split('/').includes('..') ? key : null;
  } catch {
    return null;
  }
}
