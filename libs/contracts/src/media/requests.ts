import { defineRequest } from '../definitions.js';
import type { ObjectPurpose } from './limits.js';
import type { ModelUnit } from './model-units.js';
import type {
  ClaimItem,
  ClaimedAddress,
  IssuedUpload,
  MultipartUpload,
  UploadedPart,
} from './types.js';

/** Who uploads: the signed-in user's id (the gateway passes it; media records it as the owner). */
interface Owned {
  ownerId: string;
}

export interface IssueUploadPayload extends Owned {
  purpose?: ObjectPurpose;
  filename?: string;
  /** Signed into the address: the PUT must send it as Content-Type (default application/octet-stream). */
  contentType?: string;
  /** Required: the address is signed for exactly this many bytes. */
  size: number;
}

export interface CreateMultipartPayload extends Owned {
  purpose?: ObjectPurpose;
  filename: string;
  contentType?: string;
  size: number;
}

export interface MultipartRef extends Owned {
  uploadId: string;
}

export const MediaRequests = {
  /** A presigned PUT for one new object, recorded as issued to the owner until it expires. */
  issueUpload: defineRequest<IssueUploadPayload, IssuedUpload>('media.upload.issue'),
  createMultipart: defineRequest<CreateMultipartPayload, MultipartUpload>('media.multipart.create'),
  /** A presigned PUT for one part (1-based). */
  signPart: defineRequest<MultipartRef & { partNumber: number }, { url: string }>(
    'media.multipart.sign-part',
  ),
  /** The parts storage holds already: a reloaded page resumes after them. */
  listParts: defineRequest<MultipartRef, UploadedPart[]>('media.multipart.list-parts'),
  complete: defineRequest<MultipartRef & { parts: UploadedPart[] }, IssuedUpload>(
    'media.multipart.complete',
  ),
  abort: defineRequest<MultipartRef, { aborted: boolean }>('media.multipart.abort'),
  /**
   * Before a listing refers to addresses: each of ours is verified (issued to this owner, there,
   * within its size limit, its first bytes of an allowed type) and handed over; any refusal
   * deletes that object and fails the whole request with a message naming the file. Addresses
   * that are not our storage's come back as external.
   */
  claim: defineRequest<Owned & { items: ClaimItem[] }, ClaimedAddress[]>('media.object.claim'),
  /** A short-lived signed GET for a handed-over object (the caller has checked who may). */
  signDownload: defineRequest<
    { key: string; filename?: string; inline?: boolean },
    { url: string; expiresInSeconds: number }
  >('media.object.sign-download'),
  /**
   * A signed GET for a listing image (or one of its variants) that is served at /media/{key}:
   * NotFound for anything that is not a handed-over image.
   */
  signImage: defineRequest<{ key: string }, { url: string; expiresInSeconds: number }>(
    'media.image.sign',
  ),
  /**
   * The unit the owner says a model file they uploaded is in (the wizard asks when it reads
   * implausibly small); its analysis is scaled by it. NotFound for someone else's object.
   */
  setUnit: defineRequest<
    Owned & { storageUrl: string; unit: ModelUnit },
    { storageUrl: string; unit: ModelUnit }
  >('media.object.set-unit'),
  /**
   * A listed model file's unit changed (the edit form; the catalog checked the seller may): the
   * object keeps it and is measured again, and the catalog hears the new analysis as it hears
   * the first. NotFound for a key media does not hold.
   */
  remeasure: defineRequest<{ key: string; unit: ModelUnit }, { key: string; unit: ModelUnit }>(
    'media.object.remeasure',
  ),
  /** Objects a listing no longer refers to are deleted (idempotent). */
  release: defineRequest<{ keys: string[] }, { deleted: number }>('media.object.release'),
} as const;
