import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UnavailableError } from '@pitstop/common';
import type { InitializeMiddleware, MetadataBearer } from '@smithy/types';
import { Readable } from 'node:stream';
import type { MediaConfig } from '../../config.js';
import type { ObjectStorage, PartInfo, StoredObject } from '../object-storage.js';

type S3Settings = Pick<
  MediaConfig,
  | 'S3_ENDPOINT'
  | 'S3_PUBLIC_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The S3 driver. Two clients: one for the services' own calls (the internal endpoint) and one
 * that signs the addresses browsers use (the public endpoint, when it differs). Checksums only
 * when required: otherwise presigned PUTs carry the CRC of an empty body, which S3 and MinIO
 * reject for the real bytes.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly signer: S3Client;
  private readonly bucket: string;
  private readonly publicBase: URL;

  constructor(settings: S3Settings) {
    // The SDK warns on stderr that its releases from 2027 need Node 22; ours pins a release
    // that supports Node 20 (package.json engines), so the warning says nothing actionable.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const common = {
      region: settings.S3_REGION,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      credentials: {
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
      },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    } as const;
    this.bucket = settings.S3_BUCKET;
    this.client = new S3Client({ ...common, endpoint: settings.S3_ENDPOINT });
    this.client.middlewareStack.add(unreachableAsUnavailable, {
      step: 'initialize',
      name: 'unreachableAsUnavailable',
    });
    const publicEndpoint = settings.S3_PUBLIC_ENDPOINT ?? settings.S3_ENDPOINT;
    this.signer =
      publicEndpoint === settings.S3_ENDPOINT
        ? this.client
        : new S3Client({ ...common, endpoint: publicEndpoint });
    this.publicBase = new URL(
      publicEndpoint
        ? settings.S3_FORCE_PATH_STYLE
          ? `${publicEndpoint.replace(/\/$/, '')}/${this.bucket}/`
          : `${publicEndpoint.replace(/\/\/([^/]+).*$/, `//${this.bucket}.$1`)}/`
        : `https://${this.bucket}.s3.${settings.S3_REGION}.amazonaws.com/`,
    );
  }

  addressOf(key: string): string {
    return new URL(key.split('/').map(encodeURIComponent).join('/'), this.publicBase).toString();
  }

  keyOf(address: string): string | null {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return null;
    }
    if (url.origin !== this.publicBase.origin || !url.pathname.startsWith(this.publicBase.pathname))
      return null;
    const rest = url.pathname.slice(this.publicBase.pathname.length);
    if (!rest) return null;
    try {
      return rest.split('/').map(decodeURIComponent).join('/');
    } catch {
      return null;
    }
  }

  signPut(
    key: string,
    expiresIn: number,
    exact?: { contentType: string; contentLength: number },
  ): Promise<string> {
    // The presigner signs Content-Length when the command has one, Content-Type only when asked.
    return getSignedUrl(
      this.signer,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ContentType: exact?.contentType,
        ContentLength: exact?.contentLength,
      }),
      { expiresIn, ...(exact ? { signableHeaders: new Set(['content-type']) } : {}) },
    );
  }

  signGet(
    key: string,
    expiresIn: number,
    options: { filename?: string; inline?: boolean; contentType?: string } = {},
  ): Promise<string> {
    const disposition = options.filename
      ? `${options.inline ? 'inline' : 'attachment'}; filename="${options.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(options.filename)}`
      : undefined;
    return getSignedUrl(
      this.signer,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentDisposition: disposition,
        ResponseContentType: options.contentType,
      }),
      { expiresIn },
    );
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async readRange(key: string, offset: number, length: number): Promise<Uint8Array> {
    if (length <= 0) return new Uint8Array(0);
    const got = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: `bytes=${offset}-${offset + length - 1}`,
      }),
    );
    return got.Body ? await got.Body.transformToByteArray() : new Uint8Array(0);
  }

  async stream(key: string): Promise<Readable> {
    const got = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!got.Body) return Readable.from([]);
    return got.Body as Readable;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async copy(from: string, to: string, contentType: string): Promise<StoredObject | null> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
        }),
      );
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return this.head(to);
  }

  async delete(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      if (batch.length === 0) continue;
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  async createMultipart(key: string, contentType: string | undefined): Promise<string> {
    const created = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!created.UploadId) throw new Error('storage gave no multipart upload id');
    return created.UploadId;
  }

  signPart(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresIn: number,
    contentLength: number,
  ): Promise<string> {
    return getSignedUrl(
      this.signer,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
        ContentLength: contentLength,
      }),
      { expiresIn },
    );
  }

  async listParts(key: string, uploadId: string): Promise<PartInfo[]> {
    const parts: PartInfo[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListPartsCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumberMarker: marker,
        }),
      );
      for (const part of page.Parts ?? [])
        parts.push({ PartNumber: part.PartNumber!, ETag: part.ETag!, Size: part.Size ?? 0 });
      if (!page.IsTruncated || !page.NextPartNumberMarker) return parts;
      marker = page.NextPartNumberMarker;
    }
  }

  async completeMultipart(
    key: string,
    uploadId: string,
    parts: { PartNumber: number; ETag: string }[],
  ): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: [...parts].sort((a, b) => a.PartNumber - b.PartNumber) },
      }),
    );
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async listStaleMultipart(before: Date): Promise<{ key: string; storageUploadId: string }[]> {
    const stale: { key: string; storageUploadId: string }[] = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? [])
        if (upload.Key && upload.UploadId && upload.Initiated && upload.Initiated < before)
          stale.push({ key: upload.Key, storageUploadId: upload.UploadId });
      if (!page.IsTruncated) return stale;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      if (!isMissing(err)) throw err;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  close(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }
}

/**
 * Storage that cannot be reached (no answer, or a 5xx after the SDK's retries) is a 503 for the
 * caller with a plain message, not an internal error; S3's own 4xx answers pass unchanged.
 */
const unreachableAsUnavailable: InitializeMiddleware<object, MetadataBearer> =
  (next) => async (args) => {
    try {
      return await next(args);
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } })?.$metadata
        ?.httpStatusCode;
      if (status === undefined || status >= 500)
        throw new UnavailableError('File storage cannot be reached right now. Please try again.');
      throw err;
    }
  };

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NotFound' ||
    e?.name === 'NoSuchKey' ||
    e?.name === 'NoSuchBucket' ||
    e?.name === 'NoSuchUpload' ||
    e?.$metadata?.httpStatusCode === 404
  );
}
