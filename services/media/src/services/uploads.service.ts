import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  BadRequestError,
  NotFoundError,
  PayloadTooLargeError,
  isUuid,
  requireUuid,
} from '@pitstop/common';
import {
  MEDIA_LIMITS,
  MODEL_UNITS,
  MediaMessages,
  ModelUnitMessages,
  OBJECT_PURPOSES,
  type ModelUnit,
  type CreateMultipartPayload,
  type IssueUploadPayload,
  type IssuedUpload,
  type MultipartRef,
  type MultipartUpload,
  type ObjectPurpose,
  type UploadedPart,
} from '@pitstop/contracts';
import type { MediaConfig } from '../config.js';
import { FilenameError, checkFilename, newUploadKey } from '../domain/object-keys.js';
import { ObjectRepository, type MultipartRow } from '../repositories/object.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { MEDIA_CONFIG } from '../storage/storage.provider.js';

/** What a PUT is signed for when the uploader declares no type (browsers' for unknown files). */
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** An issued upload may be handed to a listing for a day (a seller takes time over the wizard). */
export const CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Upload addresses: a presigned PUT for one object, or a multipart upload with presigned parts
 * for large files. Each object is recorded as issued to the caller, so that only they can hand
 * it to a listing. No file bytes pass through the services.
 */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    private readonly objects: ObjectRepository,
  ) {}

  /** The unit the owner says their uploaded model file is in; its analysis is scaled by it. */
  async setUnit(payload: {
    ownerId: string;
    storageUrl: string;
    unit: ModelUnit;
  }): Promise<{ storageUrl: string; unit: ModelUnit }> {
    const ownerId = requireUuid(payload?.ownerId, 'ownerId');
    const { storageUrl, unit } = payload;
    if (!(MODEL_UNITS as readonly unknown[]).includes(unit))
      throw new BadRequestError(ModelUnitMessages.unknownUnit);
    const key = typeof storageUrl === 'string' ? this.storage.keyOf(storageUrl) : null;
    if (key === null || !(await this.objects.setUnit(key, ownerId, unit)))
      throw new NotFoundError(ModelUnitMessages.notYourUpload);
    return { storageUrl, unit };
  }

  /**
   * The address is signed for the declared type and exactly the declared size: storage refuses a
   * PUT of any other Content-Type or Content-Length (so a file past the limit cannot be sent to
   * an address issued for a small one). Verification checks the bytes again either way.
   */
  async issue(payload: IssueUploadPayload): Promise<IssuedUpload> {
    const ownerId = requireUuid(payload?.ownerId, 'ownerId');
    const filename = this.filename(payload.filename);
    const purpose = this.purpose(payload.purpose);
    const size = this.optionalSize(payload.size);
    if (size === null) throw new BadRequestError(MediaMessages.sizeRequired);
    this.checkSize(filename ?? 'This file', size, purpose);
    const contentType = this.contentType(payload.contentType) ?? DEFAULT_CONTENT_TYPE;
    const key = newUploadKey(ownerId, filename);
    await this.objects.recordIssued({
      key,
      ownerId,
      purpose,
      filename,
      contentType,
      sizeBytes: size,
      expiresAt: new Date(Date.now() + CLAIM_WINDOW_MS),
    });
    return {
      uploadURL: await this.storage.signPut(key, MEDIA_LIMITS.uploadUrlSeconds, {
        contentType,
        contentLength: size,
      }),
      storageUrl: this.storage.addressOf(key),
      key,
    };
  }

  async createMultipart(payload: CreateMultipartPayload): Promise<MultipartUpload> {
    const ownerId = requireUuid(payload?.ownerId, 'ownerId');
    const filename = this.filename(payload.filename) ?? 'file';
    const purpose = this.purpose(payload.purpose);
    const size = this.optionalSize(payload.size);
    if (size === null) throw new BadRequestError(MediaMessages.sizeInvalid);
    this.checkSize(filename, size, purpose);
    // Parts of at least partBytes, fewer than S3's 10,000 however large the file.
    const partSize = Math.max(
      MEDIA_LIMITS.partBytes,
      Math.ceil(size / (MEDIA_LIMITS.partsMax - 1)),
    );
    const key = newUploadKey(ownerId, filename);
    const contentType = this.contentType(payload.contentType);
    const storageUploadId = await this.storage.createMultipart(key, contentType ?? undefined);
    await this.objects.recordIssued({
      key,
      ownerId,
      purpose,
      filename,
      contentType,
      sizeBytes: size,
      expiresAt: new Date(Date.now() + CLAIM_WINDOW_MS),
    });
    const uploadId = await this.objects.recordMultipart({
      key,
      storageUploadId,
      ownerId,
      sizeBytes: size,
      partSize,
    });
    return { uploadId, key, storageUrl: this.storage.addressOf(key), partSize };
  }

  async signPart(payload: MultipartRef & { partNumber: number }): Promise<{ url: string }> {
    const upload = await this.ownUpload(payload);
    const parts = Math.max(1, Math.ceil(upload.sizeBytes / upload.partSize));
    const partNumber = payload.partNumber;
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > parts)
      throw new BadRequestError(MediaMessages.partNumberInvalid);
    // Every part but the last has partSize bytes; each address takes exactly its part's.
    const partBytes =
      partNumber < parts ? upload.partSize : upload.sizeBytes - upload.partSize * (parts - 1);
    const url = await this.storage.signPart(
      upload.key,
      upload.storageUploadId,
      partNumber,
      MEDIA_LIMITS.uploadUrlSeconds,
      partBytes,
    );
    return { url };
  }

  async listParts(payload: MultipartRef): Promise<UploadedPart[]> {
    const upload = await this.ownUpload(payload);
    return this.storage.listParts(upload.key, upload.storageUploadId);
  }

  async complete(payload: MultipartRef & { parts: UploadedPart[] }): Promise<IssuedUpload> {
    const upload = await this.ownUpload(payload, { completed: true });
    const done = { uploadURL: '', storageUrl: this.storage.addressOf(upload.key), key: upload.key };
    // Completed already: the answer to a retry after a lost response is the same.
    if (upload.completedAt) return done;
    const parts = payload.parts;
    if (
      !Array.isArray(parts) ||
      parts.length === 0 ||
      parts.length > MEDIA_LIMITS.partsMax ||
      !parts.every(
        (part) =>
          Number.isInteger(part?.PartNumber) &&
          part.PartNumber >= 1 &&
          typeof part.ETag === 'string' &&
          part.ETag.length > 0 &&
          part.ETag.length < 200,
      )
    )
      throw new BadRequestError(MediaMessages.partsInvalid);
    try {
      await this.storage.completeMultipart(
        upload.key,
        upload.storageUploadId,
        parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })),
      );
    } catch (err) {
      // Storage away is a 503 (UnavailableError); what S3 refuses (parts missing, too small) is
      // the upload's fault.
      if (err instanceof AppError) throw err;
      throw new BadRequestError(
        `The upload could not be completed: ${(err as Error).message}. Upload the file again.`,
      );
    }
    await this.objects.finishMultipart(upload.id);
    return done;
  }

  async abort(payload: MultipartRef): Promise<{ aborted: boolean }> {
    const upload = await this.ownUpload(payload);
    await this.storage.abortMultipart(upload.key, upload.storageUploadId);
    await this.objects.forgetMultipart([upload.id]);
    await this.objects.forget([upload.key]);
    return { aborted: true };
  }

  /** The caller's own multipart upload (a completed one only if asked); anyone else's is as good as absent. */
  private async ownUpload(
    payload: MultipartRef,
    options: { completed?: boolean } = {},
  ): Promise<MultipartRow> {
    const ownerId = requireUuid(payload?.ownerId, 'ownerId');
    const upload = isUuid(payload.uploadId)
      ? await this.objects.findMultipart(payload.uploadId)
      : null;
    if (!upload || upload.ownerId !== ownerId || (upload.completedAt && !options.completed))
      throw new NotFoundError(MediaMessages.uploadNotFound);
    return upload;
  }

  private checkSize(name: string, size: number, purpose: ObjectPurpose | null): void {
    const limit =
      purpose === 'image'
        ? this.config.MEDIA_IMAGE_MAX_BYTES
        : Math.max(
            this.config.MEDIA_MODEL_MAX_BYTES,
            purpose ? 0 : this.config.MEDIA_IMAGE_MAX_BYTES,
          );
    if (size > limit) throw new PayloadTooLargeError(MediaMessages.tooLarge(name, limit));
  }

  private filename(value: unknown): string | null {
    try {
      return checkFilename(value);
    } catch (err) {
      if (err instanceof FilenameError) throw new BadRequestError(err.message);
      throw err;
    }
  }

  private purpose(value: unknown): ObjectPurpose | null {
    if (value === undefined || value === null) return null;
    if (!(OBJECT_PURPOSES as readonly unknown[]).includes(value))
      throw new BadRequestError(`purpose must be one of: ${OBJECT_PURPOSES.join(', ')}`);
    return value as ObjectPurpose;
  }

  private optionalSize(value: unknown): number | null {
    if (value === undefined || value === null) return null;
    if (!Number.isSafeInteger(value) || (value as number) < 1)
      throw new BadRequestError(MediaMessages.sizeInvalid);
    return value as number;
  }

  /** A media type as browsers give a file's (no parameters); absent: none declared. */
  private contentType(value: unknown): string | null {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !/^[\w.+-]+\/[\w.+-]+$/.test(value) || value.length > 100)
      throw new BadRequestError(MediaMessages.contentTypeInvalid);
    return value;
  }
}
