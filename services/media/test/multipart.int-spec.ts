import {
  MediaMessages,
  type IssuedUpload,
  type MultipartUpload,
  type UploadedPart,
} from '@pitstop/contracts';
import { createLogger } from '@pitstop/common';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { createListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { cubeStl, readStored, uploadObject } from '../../../test/support/uploads.js';
import { loadMediaConfig } from '../src/config.js';
import { SweepUploadsJobHandler } from '../src/jobs/sweep-uploads.job.js';
import { S3Storage } from '../src/storage/s3/s3-storage.js';
import { startMediaWorker } from '../src/worker-app.js';

/** A bucket of these tests' own: the sweep below may clear all of it. */
const BUCKET = 'pitstop-test-multipart';

/** A binary STL of `copies` cubes, one after another: about 600 bytes per cube. */
function manyCubes(copies: number): Buffer {
  const cube = cubeStl();
  const body = cube.subarray(84);
  const out = Buffer.alloc(84 + body.length * copies);
  out.writeUInt32LE(12 * copies, 80);
  for (let i = 0; i < copies; i++) body.copy(out, 84 + i * body.length);
  return out;
}

/** S3's ETag of an object made of these parts: the MD5 of the parts' binary MD5s, -<parts>. */
function multipartEtag(parts: Buffer[]): string {
  const md5s = parts.map((part) => createHash('md5').update(part).digest());
  return `"${createHash('md5').update(Buffer.concat(md5s)).digest('hex')}-${parts.length}"`;
}

/**
 * Large files through S3 multipart, as the web uploader sends them: media starts the upload and
 * presigns each part, the bytes go straight to storage, the parts already there can be listed
 * (to resume after a reload), and media completes it. Stale uploads are swept.
 */
describe('multipart uploads', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let stranger: SignedInUser;
  // Two parts: one of 8 MiB and the rest.
  const big = manyCubes(15_000);

  beforeAll(async () => {
    // A database and a bucket of its own: the sweep below may clear all of them.
    stack = await startStackWithAdmin({
      adminLabel: 'multipart-admin',
      privateDatabase: true,
      env: { S3_BUCKET: BUCKET },
    });
    [seller, stranger] = await Promise.all([
      registerUser(stack.url, { firstName: 'Lena' }),
      registerUser(stack.url, { firstName: 'Stranger' }),
    ]);
  }, 60_000);
  afterAll(() => stack?.close());

  const api = (who: SignedInUser) => ({
    post: (path: string) => request(stack.url).post(path).set('Cookie', who.cookie),
    get: (path: string) => request(stack.url).get(path).set('Cookie', who.cookie),
    delete: (path: string) => request(stack.url).delete(path).set('Cookie', who.cookie),
  });

  async function start(who: SignedInUser, size = big.length): Promise<MultipartUpload> {
    const res = await api(who)
      .post('/api/objects/multipart')
      .send({ filename: 'wide-body-kit.stl', size, purpose: 'model' })
      .expect(200);
    return res.body as MultipartUpload;
  }

  async function sendPart(who: SignedInUser, upload: MultipartUpload, partNumber: number) {
    const { url } = (
      await api(who)
        .post(`/api/objects/multipart/${upload.uploadId}/parts/${partNumber}`)
        .expect(200)
    ).body as { url: string };
    const from = (partNumber - 1) * upload.partSize;
    const put = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(big.subarray(from, from + upload.partSize)),
    });
    expect(put.status).toBe(200);
    return { PartNumber: partNumber, ETag: put.headers.get('etag')! };
  }

  it('sends a file in parts, resumes from the parts storage holds, and completes it', async () => {
    const upload = await start(seller);
    expect(upload.partSize).toBe(8 * 1024 * 1024);
    const first = await sendPart(seller, upload, 1);

    // After a reload the browser asks which parts arrived, and sends only the rest.
    const held = (await api(seller).get(`/api/objects/multipart/${upload.uploadId}`).expect(200))
      .body as UploadedPart[];
    expect(held).toEqual([expect.objectContaining({ PartNumber: 1, Size: upload.partSize })]);
    const second = await sendPart(seller, upload, 2);

    const done = (
      await api(seller)
        .post(`/api/objects/multipart/${upload.uploadId}/complete`)
        .send({ parts: [first, second] })
        .expect(200)
    ).body as IssuedUpload;
    expect(done.storageUrl).toBe(upload.storageUrl);
    // Storage tags it as S3 tags a multipart object, not with the MD5 of the whole.
    const etag = (await readStored(done.key, { method: 'HEAD', bucket: BUCKET })).headers.get(
      'etag',
    );
    expect(etag).toMatch(/^"[0-9a-f]{32}-2"$/);
    expect(etag).toBe(
      multipartEtag([big.subarray(0, upload.partSize), big.subarray(upload.partSize)]),
    );

    // A listing takes it like any upload, and the download is the same bytes.
    const listing = await createListing(stack.url, seller, { fileUrls: [done.storageUrl] });
    const [file] = (await api(seller).get(`/api/models3d/${listing.id}/files`).expect(200))
      .body as { downloadUrl: string; fileSizeBytes: number }[];
    expect(file!.fileSizeBytes).toBe(big.length);
    const redirect = await api(seller).get(file!.downloadUrl).expect(302);
    const got = Buffer.from(await (await fetch(redirect.headers.location!)).arrayBuffer());
    expect(got.equals(big)).toBe(true);

    // Completed: the upload id is spent.
    await api(seller).get(`/api/objects/multipart/${upload.uploadId}`).expect(404);
  });

  it('completes an upload storage had completed already (its answer lost) as the first time', async () => {
    const upload = await start(seller);
    const parts = [await sendPart(seller, upload, 1), await sendPart(seller, upload, 2)];
    const { url } = (
      await api(seller).post(`/api/objects/multipart/${upload.uploadId}/parts/1`).expect(200)
    ).body as { url: string };
    const storageUploadId = new URL(url).searchParams.get('uploadId')!;
    const storage = new S3Storage(
      loadMediaConfig({
        ...process.env,
        DATABASE_URL: stack.databaseUrl,
        S3_BUCKET: BUCKET,
      }),
    );
    try {
      // Twice at once (the SDK retrying while the first still runs), then once more.
      await Promise.all([
        storage.completeMultipart(upload.key, storageUploadId, parts),
        storage.completeMultipart(upload.key, storageUploadId, parts),
      ]);
      await storage.completeMultipart(upload.key, storageUploadId, parts);
      // Another list of parts is not the same completion.
      await expect(
        storage.completeMultipart(upload.key, storageUploadId, parts.slice(0, 1)),
      ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    } finally {
      storage.close();
    }

    // Media never recorded it: the seller's completion asks storage again, and succeeds.
    const done = (
      await api(seller)
        .post(`/api/objects/multipart/${upload.uploadId}/complete`)
        .send({ parts })
        .expect(200)
    ).body as IssuedUpload;
    const object = await readStored(done.key, { bucket: BUCKET });
    expect(object.headers.get('etag')).toBe(
      multipartEtag([big.subarray(0, upload.partSize), big.subarray(upload.partSize)]),
    );
    expect(Buffer.from(await object.arrayBuffer()).equals(big)).toBe(true);
  });

  it("keeps one seller's upload from everyone else", async () => {
    const upload = await start(seller);
    for (const res of [
      await api(stranger).get(`/api/objects/multipart/${upload.uploadId}`),
      await api(stranger).post(`/api/objects/multipart/${upload.uploadId}/parts/1`),
      await api(stranger)
        .post(`/api/objects/multipart/${upload.uploadId}/complete`)
        .send({ parts: [{ PartNumber: 1, ETag: '"x"' }] }),
      await api(stranger).delete(`/api/objects/multipart/${upload.uploadId}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MediaMessages.uploadNotFound);
    }
    await request(stack.url).get(`/api/objects/multipart/${upload.uploadId}`).expect(401);
    // Still the seller's to finish.
    await api(seller).get(`/api/objects/multipart/${upload.uploadId}`).expect(200);
  });

  it('refuses bad part numbers, a completion with parts missing, and sizes over the limit', async () => {
    const upload = await start(seller);
    for (const part of ['0', '3', 'x', '1.5']) {
      const res = await api(seller).post(`/api/objects/multipart/${upload.uploadId}/parts/${part}`);
      expect(res.status).toBe(400);
    }
    const first = await sendPart(seller, upload, 1);
    // Each part's address takes exactly that part's bytes (the last: the rest of the file).
    const { url } = (
      await api(seller).post(`/api/objects/multipart/${upload.uploadId}/parts/2`).expect(200)
    ).body as { url: string };
    const rest = big.subarray(upload.partSize);
    for (const body of [Buffer.concat([rest, Buffer.alloc(1)]), rest.subarray(1)])
      expect((await fetch(url, { method: 'PUT', body: new Uint8Array(body) })).status).toBe(403);
    const incomplete = await api(seller)
      .post(`/api/objects/multipart/${upload.uploadId}/complete`)
      .send({ parts: [first, { PartNumber: 2, ETag: '"not-sent"' }] });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toMatch(/could not be completed/);
    const tooBig = await api(seller)
      .post('/api/objects/multipart')
      .send({ filename: 'huge.stl', size: 51 * 1024 * 1024, purpose: 'model' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/huge\.stl/);
  });

  it('aborts an upload: its parts are dropped and it cannot be completed', async () => {
    const upload = await start(seller);
    const first = await sendPart(seller, upload, 1);
    await api(seller).delete(`/api/objects/multipart/${upload.uploadId}`).expect(200);
    await api(seller)
      .post(`/api/objects/multipart/${upload.uploadId}/complete`)
      .send({ parts: [first] })
      .expect(404);
  });

  it('sweeps uploads left incomplete for a day and uploads nobody claimed', async () => {
    const stale = await start(seller);
    await sendPart(seller, stale, 1);
    const unclaimed = await uploadObject(stack.url, seller, cubeStl(), { filename: 'left.stl' });
    expect((await readStored(unclaimed.key, { bucket: BUCKET })).status).toBe(200);

    const config = loadMediaConfig({
      ...process.env,
      DATABASE_URL: stack.databaseUrl,
      BUS_NAMESPACE: stack.namespace,
      S3_BUCKET: BUCKET,
    });
    const worker = await startMediaWorker(config, createLogger('test', 'silent'), {
      healthPort: null,
    });
    try {
      const sweeper = worker.app.get(SweepUploadsJobHandler);
      // Nothing is a day old yet.
      expect(await sweeper.sweep(new Date())).toEqual({ aborted: 0, forgotten: 0 });
      const swept = await sweeper.sweep(new Date(Date.now() + 25 * 60 * 60 * 1000));
      expect(swept.aborted).toBeGreaterThanOrEqual(1);
      expect(swept.forgotten).toBeGreaterThanOrEqual(2);
    } finally {
      await worker.close();
    }
    await api(seller).get(`/api/objects/multipart/${stale.uploadId}`).expect(404);
    expect((await readStored(unclaimed.key, { bucket: BUCKET })).status).toBe(404);
    // Gone for good: a listing can no longer be given it.
    const late = await request(stack.url)
      .post('/api/models3d')
      .set('Cookie', seller.cookie)
      .send({ title: 'Late part', fileUrls: [unclaimed.storageUrl] });
    expect(late.status).toBe(400);
  });
});
