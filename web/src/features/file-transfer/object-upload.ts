/**
 * Sends one file to storage and gives back the address a listing is then given (storageUrl).
 *
 * A small file is one presigned PUT (POST /api/objects/upload). A large one goes in parts
 * (S3 multipart): media starts it, presigns each part, and completes it, so it always knows whose
 * upload it is; the browser only PUTs the bytes of each part straight to storage. The upload's id
 * is remembered (resume-store) until it completes, so the same file added again after a reload
 * sends only the parts storage does not hold yet.
 *
 * Why not @uppy/aws-s3: v6 dropped the createMultipartUpload / signPart / listParts /
 * completeMultipartUpload hooks. Its browser-side client now speaks S3's XML protocol itself for
 * every step, given presigned URLs (signRequest), while our API starts, lists and completes
 * multipart uploads on the server and answers JSON; its Companion client expects other routes
 * and bodies. Neither fits the contract, so the transfer is written here, and stays testable:
 * the API calls and the PUT are passed in.
 */
import type {
  CreateMultipartPayload,
  IssuedUpload,
  IssueUploadPayload,
  MultipartUpload,
  ObjectPurpose,
  UploadedPart,
} from '@pitstop/contracts';
import {
  dropRecord,
  findRecord,
  saveRecord,
  type FileIdentity,
  type ResumeRecord,
} from './resume-store';
import type { KeyValueStorage } from '../../app/browser-storage';
import { contentTypeOf, usesMultipart } from './upload-rules';

export type IssueUploadBody = Omit<IssueUploadPayload, 'ownerId'>;
export type CreateMultipartBody = Omit<CreateMultipartPayload, 'ownerId'>;
export type CompletedPart = Pick<UploadedPart, 'PartNumber' | 'ETag'>;

/** The API's upload routes (uploadsApi), as the transfer uses them. */
export interface ObjectUploadClient {
  issueUpload(body: IssueUploadBody): Promise<IssuedUpload>;
  createMultipart(body: CreateMultipartBody): Promise<MultipartUpload>;
  signPart(uploadId: string, partNumber: number): Promise<string>;
  listParts(uploadId: string): Promise<UploadedPart[]>;
  completeMultipart(uploadId: string, parts: CompletedPart[]): Promise<IssuedUpload>;
  abortMultipart(uploadId: string): Promise<void>;
}

export interface PutRequest {
  url: string;
  body: Blob;
  /** Sent as Content-Type (the single PUT was signed for it); parts send none. */
  contentType?: string;
  signal: AbortSignal;
  /** Bytes of this body sent so far. */
  onProgress: (loaded: number) => void;
}

/** One PUT straight to storage (xhr-put in the browser); resolves with the ETag header. */
export type PutFn = (request: PutRequest) => Promise<{ etag: string | null }>;

export interface UploadDeps {
  client: ObjectUploadClient;
  put: PutFn;
  /** Where multipart uploads are remembered (localStorage); null: they can't resume. */
  storage: KeyValueStorage | null;
  now: () => number;
  /** Waits before a retry; rejects when the signal aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The File fields the transfer reads (a File, or a stand-in in tests). */
export interface UploadableFile {
  name: string;
  size: number;
  type: string;
  lastModified: number;
  slice(start: number, end: number): Blob;
}

export interface UploadRequest {
  file: UploadableFile;
  purpose: ObjectPurpose;
  /** Who uploads (the signed-in user): whose interrupted upload a file may resume. */
  ownerId: string;
  signal: AbortSignal;
  /** Bytes of the file in storage or on their way, out of its size. */
  onProgress: (bytesSent: number, bytesTotal: number) => void;
}

export interface UploadedObject {
  storageUrl: string;
  key: string;
}

/** A file in storage, as a page keeps it until a listing is given its address. */
export interface UploadedFile {
  name: string;
  size: number;
  storageUrl: string;
  contentType: string;
}

/** A PUT to storage that failed: status 0 when no answer came (network, CORS). */
export class TransferError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TransferError';
  }
}

/**
 * Why an upload failed: 'address' when the API refused or failed to give an upload address (its
 * own toast, 'Failed to get upload URL', has been shown), 'transfer' for anything after that.
 */
export class UploadError extends Error {
  constructor(
    readonly stage: 'address' | 'transfer',
    readonly cause: unknown,
  ) {
    super(stage === 'address' ? 'Failed to get upload URL' : 'Upload failed');
    this.name = 'UploadError';
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError'
  );
}

export function abortError(): Error {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/** Parts in flight at once for one file. */
const PART_CONCURRENCY = 3;
/** Waits before the second and third try of a PUT that got no answer or a 5xx/429. */
const RETRY_DELAYS_MS = [1_000, 3_000];

function isRetryable(error: unknown): boolean {
  return (
    error instanceof TransferError &&
    (error.status === 0 || error.status === 429 || error.status >= 500)
  );
}

async function withRetries<T>(
  attempt: () => Promise<T>,
  signal: AbortSignal,
  sleep: UploadDeps['sleep'],
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (signal.aborted || !isRetryable(error) || tries >= RETRY_DELAYS_MS.length) throw error;
      await sleep(RETRY_DELAYS_MS[tries], signal);
    }
  }
}

export interface PartRange {
  partNumber: number;
  start: number;
  end: number;
}

/** The parts of a file of this size: every one partSize bytes but the last. */
export function partRanges(size: number, partSize: number): PartRange[] {
  const parts: PartRange[] = [];
  for (let start = 0, partNumber = 1; start < size; start += partSize, partNumber++)
    parts.push({ partNumber, start, end: Math.min(size, start + partSize) });
  return parts;
}

/**
 * The parts storage holds already that this plan can keep: same number, and the same size when
 * storage says (a part cut differently can't be reused).
 */
export function reusableParts(
  plan: readonly PartRange[],
  stored: readonly UploadedPart[],
): Map<number, string> {
  const byNumber = new Map(plan.map((part) => [part.partNumber, part]));
  const reusable = new Map<number, string>();
  for (const part of stored) {
    const range = byNumber.get(part.PartNumber);
    if (!range || !part.ETag) continue;
    if (part.Size !== undefined && part.Size !== range.end - range.start) continue;
    reusable.set(part.PartNumber, part.ETag);
  }
  return reusable;
}

function identityOf(request: UploadRequest): FileIdentity {
  const { file, purpose, ownerId } = request;
  return { ownerId, purpose, name: file.name, size: file.size, lastModified: file.lastModified };
}

/** Sends the file; rejects with an UploadError, or an AbortError when the signal aborts. */
export async function uploadObject(
  request: UploadRequest,
  deps: UploadDeps,
): Promise<UploadedObject> {
  try {
    return usesMultipart(request.file.size)
      ? await uploadInParts(request, deps)
      : await uploadWhole(request, deps);
  } catch (error) {
    if (isAbortError(error) || error instanceof UploadError) throw error;
    if (request.signal.aborted) throw abortError();
    throw new UploadError('transfer', error);
  }
}

async function askForAddress<T>(ask: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (signal.aborted) throw abortError();
    throw new UploadError('address', error);
  }
}

async function uploadWhole(request: UploadRequest, deps: UploadDeps): Promise<UploadedObject> {
  const { file, purpose, signal, onProgress } = request;
  const contentType = contentTypeOf(file);
  const issued = await askForAddress(
    () => deps.client.issueUpload({ filename: file.name, contentType, size: file.size, purpose }),
    signal,
  );
  signal.throwIfAborted();
  onProgress(0, file.size);
  await withRetries(
    () =>
      deps.put({
        url: issued.uploadURL,
        body: file.slice(0, file.size),
        contentType,
        signal,
        onProgress: (loaded) => onProgress(Math.min(loaded, file.size), file.size),
      }),
    signal,
    deps.sleep,
  );
  onProgress(file.size, file.size);
  return { storageUrl: issued.storageUrl, key: issued.key };
}

/** The upload this file had started (and what storage holds of it), or a new one. */
async function startOrResume(
  request: UploadRequest,
  deps: UploadDeps,
): Promise<{ record: ResumeRecord; stored: UploadedPart[] }> {
  const { file, purpose, signal } = request;
  const identity = identityOf(request);
  const known = deps.storage ? findRecord(deps.storage, identity, deps.now()) : null;
  if (known) {
    try {
      return { record: known, stored: await deps.client.listParts(known.uploadId) };
    } catch {
      // Gone (completed, aborted, swept) or not this person's: start again.
      signal.throwIfAborted();
      if (deps.storage) dropRecord(deps.storage, identity, deps.now());
    }
  }
  const started = await askForAddress(
    () =>
      deps.client.createMultipart({
        filename: file.name,
        contentType: contentTypeOf(file),
        size: file.size,
        purpose,
      }),
    signal,
  );
  if (signal.aborted) {
    // Cancelled while it was being started: nothing will ever resume it.
    void deps.client.abortMultipart(started.uploadId).catch(() => undefined);
    throw abortError();
  }
  const record: ResumeRecord = {
    ...identity,
    uploadId: started.uploadId,
    key: started.key,
    storageUrl: started.storageUrl,
    partSize: started.partSize,
    bytesDone: 0,
    startedAt: deps.now(),
  };
  if (deps.storage) saveRecord(deps.storage, record, deps.now());
  return { record, stored: [] };
}

async function uploadInParts(request: UploadRequest, deps: UploadDeps): Promise<UploadedObject> {
  const { file, signal, onProgress } = request;
  const { record, stored } = await startOrResume(request, deps);
  const plan = partRanges(file.size, record.partSize);
  const etags = reusableParts(plan, stored);
  const sizeOf = (part: PartRange) => part.end - part.start;

  let bytesDone = plan.filter((p) => etags.has(p.partNumber)).reduce((n, p) => n + sizeOf(p), 0);
  const inFlight = new Map<number, number>();
  const report = () => {
    let sent = bytesDone;
    for (const loaded of inFlight.values()) sent += loaded;
    onProgress(Math.min(sent, file.size), file.size);
  };
  report();

  const queue = plan.filter((part) => !etags.has(part.partNumber));
  // One part failing for good stops the others: the file's upload has failed.
  const parts = new AbortController();
  const stopParts = () => parts.abort(signal.reason);
  signal.addEventListener('abort', stopParts, { once: true });
  const sendPart = async (part: PartRange) => {
    const { etag } = await withRetries(
      async () => {
        inFlight.set(part.partNumber, 0);
        const url = await deps.client.signPart(record.uploadId, part.partNumber);
        parts.signal.throwIfAborted();
        return deps.put({
          url,
          body: file.slice(part.start, part.end),
          signal: parts.signal,
          onProgress: (loaded) => {
            inFlight.set(part.partNumber, Math.min(loaded, sizeOf(part)));
            report();
          },
        });
      },
      parts.signal,
      deps.sleep,
    );
    if (!etag) throw new TransferError(0, 'Storage did not expose the part’s ETag (CORS)');
    inFlight.delete(part.partNumber);
    etags.set(part.partNumber, etag);
    bytesDone += sizeOf(part);
    report();
    if (deps.storage) saveRecord(deps.storage, { ...record, bytesDone }, deps.now());
  };
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      parts.signal.throwIfAborted();
      await sendPart(part);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PART_CONCURRENCY, queue.length) }, worker));
  } catch (error) {
    parts.abort(error);
    throw error;
  } finally {
    signal.removeEventListener('abort', stopParts);
  }
  signal.throwIfAborted();

  const completed = await deps.client.completeMultipart(
    record.uploadId,
    plan.map((part) => ({ PartNumber: part.partNumber, ETag: etags.get(part.partNumber)! })),
  );
  if (deps.storage) dropRecord(deps.storage, identityOf(request), deps.now());
  return {
    storageUrl: completed.storageUrl || record.storageUrl,
    key: completed.key || record.key,
  };
}

/**
 * Gives up a file's upload for good (its cancel button): a multipart upload it had started is
 * aborted on the server and forgotten, so adding the file again starts afresh.
 */
export function discardUpload(
  identity: FileIdentity,
  deps: Pick<UploadDeps, 'client' | 'storage' | 'now'>,
): void {
  if (!deps.storage) return;
  const record = findRecord(deps.storage, identity, deps.now());
  if (!record) return;
  dropRecord(deps.storage, identity, deps.now());
  void deps.client.abortMultipart(record.uploadId).catch(() => undefined);
}
