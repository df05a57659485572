import type { IssuedUpload, ModelFileDto } from '@pitstop/contracts';
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
