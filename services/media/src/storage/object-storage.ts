import type { Readable } from 'node:stream';

/** What storage says of one object. */
export interface StoredObject {
  size: number;
  contentType: string | null;
}

export interface PartInfo {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/**
 * Object storage as media uses it: one interface, one driver per backend (S3 protocol today:
 * AWS, MinIO, R2, the local server). Objects are private; browsers reach them only through the
 * signed addresses this hands out.
 */
export interface ObjectStorage {
  /** The address of an object without a signature: what listings are given after an upload. */
  addressOf(key: string): string;
  /** The key an address names, or null when it is not an address of this storage. */
  keyOf(address: string): string | null;
  /**
   * A presigned PUT. With `exact`, the address is signed for that Content-Type and that
   * Content-Length: storage refuses any other type, and a body longer or shorter.
   */
  signPut(
    key: string,
    expiresInSeconds: number,
    exact?: { contentType: string; contentLength: number },
  ): Promise<string>;
  signGet(
    key: string,
    expiresInSeconds: number,
    options?: { filename?: string; inline?: boolean; contentType?: string },
  ): Promise<string>;
  head(key: string): Promise<StoredObject | null>;
  /** Bytes [offset, offset + length) (fewer at the end of the object). */
  readRange(key: string, offset: number, length: number): Promise<Uint8Array>;
  /** The whole object as a stream, read as it is consumed. */
  stream(key: string): Promise<Readable>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * A copy inside storage (no bytes through media), stored with the given type, not the
   * source's; null when the source is missing.
   */
  copy(from: string, to: string, contentType: string): Promise<StoredObject | null>;
  delete(keys: string[]): Promise<void>;
  createMultipart(key: string, contentType: string | undefined): Promise<string>;
  /** A presigned PUT of one part, signed for exactly `contentLength` bytes. */
  signPart(
    key: string,
    storageUploadId: string,
    partNumber: number,
    expiresInSeconds: number,
    contentLength: number,
  ): Promise<string>;
  listParts(key: string, storageUploadId: string): Promise<PartInfo[]>;
  completeMultipart(
    key: string,
    storageUploadId: string,
    parts: { PartNumber: number; ETag: string }[],
  ): Promise<void>;
  abortMultipart(key: string, storageUploadId: string): Promise<void>;
  /** Incomplete multipart uploads started before the given time. */
  listStaleMultipart(before: Date): Promise<{ key: string; storageUploadId: string }[]>;
  /** Creates the bucket when missing (local and test storage; production buckets exist). */
  ensureBucket(): Promise<void>;
  close(): void;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
