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
import { CONTENT_TYPES, sniffFileType } from '../domain/file-type.js';
import { jobIdFor, nameOfKey, newVerifiedKey } from '../domain/object-keys.js';
import { inspectZip } from '../domain/zip-inspect.js';
import { AnalysisRepository } from '../repositories/analysis.repository.js';
import { ObjectRepository, type ObjectRow } from '../repositories/object.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { storageRandomAccess } from '../storage/storage-random-access.js';
import { MEDIA_CONFIG } from '../storage/storage.provider.js';

/** Enough of the head to tell every type apart (binary STL's count sits at byte 80). */
const HEAD_BYTES = 8 * 1024;
const PROCESSING_DELAY_MS = 500;

/**
 * One claimed item once checked: the answer for an address that needs nothing more, or (for a
 * new upload, copied and checked) handing it over, which answers, and dropping the copy when
 * another item of the claim is refused.
 */
interface Checked {
  answer?: ClaimedAddress;
  accept?: () => Promise<ClaimedAddress>;
  discard?: () => Promise<void>;
}

/**
 * Before any listing refers to an object, media checks it: issued to this caller, arrived,
 * within its size limit, and its first bytes of a type its purpose allows (a zip or 3MF must
 * not expand past the configured ratio or size). What is checked is not the upload itself but
 * its copy at a key no upload address was issued for (verified/…, stored with the type media
 * recorded): a PUT to the upload address afterwards changes nothing a listing serves. A refused
 * object is deleted; the first refusal fails the request with a message naming the file.
 * Accepted objects are handed over and queued for processing (mesh analysis, image variants).
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
    try {
      for (const item of payload.items) checked.push(await this.check(ownerId, item));
    } catch (err) {
      for (const { discard } of checked) await discard?.();
      throw err;
    }
    const answers: ClaimedAddress[] = [];
    for (const { answer, accept } of checked) answers.push(accept ? await accept() : answer!);
    return answers;
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
    if (row.state === 'copied') return { answer: await this.copyOf(item.url, row, item, name) };

    if (new Date(row.expiresAt).getTime() <= Date.now())
      throw new BadRequestError(MediaMessages.uploadExpired(name));
    const uploaded = await this.storage.head(key);
    if (!uploaded) throw new BadRequestError(MediaMessages.uploadMissing(name));
    let copyKey: string | null = null;
    const refuse = async (message: string, tooLarge = false): Promise<never> => {
      await this.storage.delete(copyKey ? [key, copyKey] : [key]);
      await this.objects.forget([key]);
      this.logger.log(`refused ${key}: ${message}`);
      throw tooLarge ? new PayloadTooLargeError(message) : new BadRequestError(message);
    };
    const allowed: readonly string[] =
      item.purpose === 'image' ? IMAGE_FILE_TYPES : MODEL_FILE_TYPES;
    const limit =
      item.purpose === 'image'
        ? this.config.MEDIA_IMAGE_MAX_BYTES
        : this.config.MEDIA_MODEL_MAX_BYTES;
    // A size declared at upload (or with the file) that the bytes do not match is a lie.
    const declared =
      Number.isSafeInteger(item.sizeBytes) && item.sizeBytes! > 0 ? item.sizeBytes! : row.sizeBytes;
    const checkSize = (size: number) => {
      if (size === 0) return refuse(MediaMessages.empty(name));
      if (size > limit) return refuse(MediaMessages.tooLarge(name, limit), true);
      if (declared !== null && declared !== size)
        return refuse(`${name}: the upload has ${size} bytes, not the ${declared} declared.`);
    };
    const typeOf = async (objectKey: string, size: number) => {
      const head = await this.storage.readRange(objectKey, 0, HEAD_BYTES);
      const sniffed = sniffFileType(head, size, name);
      if (!sniffed || !allowed.includes(sniffed))
        return refuse(MediaMessages.wrongType(name, item.purpose));
      return sniffed;
    };

    // The upload first, to refuse what is plainly wrong without copying it.
    await checkSize(uploaded.size);
    const expected = await typeOf(key, uploaded.size);
    // Then its copy, which nobody but media can write: everything is checked again there, as
    // the upload may have been written again in between (its address is valid for a while).
    copyKey = newVerifiedKey(ownerId, key);
    const stored = await this.storage.copy(key, copyKey, CONTENT_TYPES[expected]);
    if (!stored) return refuse(MediaMessages.uploadMissing(name));
    await checkSize(stored.size);
    let fileType = await typeOf(copyKey, stored.size);
    if (fileType !== expected)
      return refuse(`${name} changed while it was being checked. Upload it again.`);
    if (fileType === 'zip' || fileType === '3mf') {
      try {
        const zip = await inspectZip(storageRandomAccess(this.storage, copyKey), stored.size, {
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
      // Stored under the type it turned out to have (a copy onto itself: metadata only).
      if (fileType !== expected) await this.storage.copy(copyKey, copyKey, CONTENT_TYPES[fileType]);
    }

    const verifiedKey = copyKey;
    const finalType = fileType;
    return {
      discard: () => this.storage.delete([verifiedKey]),
      accept: async () => {
        const handed = await this.objects.recordVerifiedCopy(key, {
          key: verifiedKey,
          purpose: item.purpose,
          sizeBytes: stored.size,
          fileType: finalType,
          filename: name,
          contentType: CONTENT_TYPES[finalType],
        });
        if (!handed) {
          // Another claim of the same upload copied it first (a retried request): its copy is
          // the one, this one goes.
          await this.storage.delete([verifiedKey]);
          const now = await this.objects.find(key);
          if (now?.state === 'copied') return this.copyOf(item.url, now, item, name);
          throw new BadRequestError(MediaMessages.uploadExpired(name));
        }
        // The upload's own key is not needed any more; the sweep deletes it again after its
        // claim window, in case it was written to since.
        await this.storage.delete([key]);
        await this.queueProcessing(verifiedKey, finalType, item.purpose);
        return this.describe(item.url, verifiedKey, name, stored.size, finalType, item.purpose);
      },
    };
  }

  /** An upload already verified and copied: its copy is what the listing gets. */
  private async copyOf(url: string, row: ObjectRow, item: ClaimItem, name: string) {
    const copy = row.verifiedKey ? await this.objects.find(row.verifiedKey) : null;
    if (!copy || copy.state !== 'verified')
      throw new BadRequestError(MediaMessages.uploadMissing(name));
    return this.handedOver(url, copy, item.purpose, name);
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
