import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { IssuedUpload, ModelFileDto } from '@pitstop/contracts';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import request from 'supertest';
import type { SignedInUser } from './accounts.js';
import { eventually } from './eventually.js';

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A cube of side `size` mm as a binary STL: 12 triangles, wound outwards. `withoutTop` leaves
 * the top face out (10 triangles: an open box, not watertight); `poison` writes NaN into one
 * coordinate.
 */
export function cubeStl(
  size = 10,
  options: { withoutTop?: boolean; poison?: boolean } = {},
): Buffer {
  const v = (x: number, y: number, z: number) => [x * size, y * size, z * size];
  const quads = [
    [v(0, 0, 0), v(0, 1, 0), v(1, 1, 0), v(1, 0, 0)],
    ...(options.withoutTop ? [] : [[v(0, 0, 1), v(1, 0, 1), v(1, 1, 1), v(0, 1, 1)]]),
    [v(0, 0, 0), v(1, 0, 0), v(1, 0, 1), v(0, 0, 1)],
    [v(0, 1, 0), v(0, 1, 1), v(1, 1, 1), v(1, 1, 0)],
    [v(0, 0, 0), v(0, 0, 1), v(0, 1, 1), v(0, 1, 0)],
    [v(1, 0, 0), v(1, 1, 0), v(1, 1, 1), v(1, 0, 1)],
  ];
  const triangles = quads.flatMap(([a, b, c, d]) => [
    [a!, b!, c!],
    [a!, c!, d!],
  ]);
  const buffer = Buffer.alloc(84 + 50 * triangles.length);
  buffer.writeUInt32LE(triangles.length, 80);
  triangles.forEach((triangle, i) => {
    const at = 84 + i * 50 + 12;
    triangle.forEach((vertex, j) =>
      vertex.forEach((value, k) => buffer.writeFloatLE(value, at + j * 12 + k * 4)),
    );
  });
  if (options.poison) buffer.writeFloatLE(Number.NaN, 84 + 12 + 4);
  return buffer;
}

/**
 * POST /api/objects/upload, then the bytes straight to storage, as the browser does: the issued
 * upload, whose storageUrl a listing is then given.
 */
export async function uploadObject(
  url: string,
  who: SignedInUser,
  bytes: Buffer,
  body: Record<string, unknown> = {},
): Promise<IssuedUpload> {
  const res = await request(url)
    .post('/api/objects/upload')
    .set('Cookie', who.cookie)
    .send({ size: bytes.length, ...body });
  if (res.status !== 200)
    throw new Error(`upload address answered ${res.status}: ${JSON.stringify(res.body)}`);
  const issued = res.body as IssuedUpload;
  const put = await fetch(issued.uploadURL, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': String(body.contentType ?? 'application/octet-stream') },
  });
  if (!put.ok) throw new Error(`PUT to storage answered ${put.status}`);
  return issued;
}

let storageClient: S3Client | undefined;

/**
 * The run's storage as media sees it (its endpoint and credentials): storage refuses unsigned
 * reads, so a test that looks at an object straight in storage signs its request like media.
 */
export function testStorage(): S3Client {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  storageClient ??= new S3Client({
    region: process.env.S3_REGION ?? 'us-east-1',
    endpoint: process.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: {
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'S3RVER',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'S3RVER',
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return storageClient;
}

/** A signed GET (or HEAD) of an object straight from storage, as a fetch answer. */
export async function readStored(
  key: string,
  options: { method?: 'GET' | 'HEAD'; bucket?: string } = {},
): Promise<Response> {
  const input = { Bucket: options.bucket ?? process.env.S3_BUCKET!, Key: key };
  const method = options.method ?? 'GET';
  const url = await getSignedUrl(
    testStorage(),
    method === 'HEAD' ? new HeadObjectCommand(input) : new GetObjectCommand(input),
    { expiresIn: 60 },
  );
  return fetch(url, { method });
}

/**
 * The listing's files once the media worker has read every mesh (none still pending), as
 * `viewer` sees them (the seller, for a listing not yet approved).
 */
export async function analysedFiles(
  url: string,
  listingId: string,
  viewer?: SignedInUser,
): Promise<ModelFileDto[]> {
  const pending = (files: ModelFileDto[]) =>
    files.length === 0 || files.some((file) => file.analysisState === 'pending');
  const files = await eventually(
    async () => {
      const req = request(url).get(`/api/models3d/${listingId}/files`);
      if (viewer) void req.set('Cookie', viewer.cookie);
      return (await req.expect(200)).body as ModelFileDto[];
    },
    (read) => !pending(read),
    30_000,
  );
  if (pending(files)) throw new Error(`files still pending: ${JSON.stringify(files)}`);
  return files;
}
