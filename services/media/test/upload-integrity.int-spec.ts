import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { IssuedUpload, ModelFileDto } from '@pitstop/contracts';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import pg from 'pg';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { createListing, decideListing, listingInput } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import {
  cubeStl,
  readStored,
  testStorage,
  TINY_PNG,
  uploadObject,
} from '../../../test/support/uploads.js';

/** A page that would run script if a browser took it for HTML. */
const html = (bytes: number) =>
  Buffer.from(`<html><script>alert(document.cookie)</script>`.padEnd(bytes, ' '));

/** POST /api/objects/upload only: the address and what it was signed for. */
async function issue(url: string, who: SignedInUser, body: Record<string, unknown>) {
  const res = await request(url).post('/api/objects/upload').set('Cookie', who.cookie).send(body);
  expect(res.status).toBe(200);
  return res.body as IssuedUpload;
}

const put = (address: string, body: Buffer, contentType: string) =>
  fetch(address, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });

/**
 * What a seller can do to a file after it was checked, and what storage takes from anyone: the
 * upload address takes only the declared type and size; a listing serves media's verified copy,
 * which no upload address can write, under the type media recorded; storage answers nothing
 * unsigned.
 */
describe('upload integrity', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'integrity-admin' });
    [seller, buyer] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya' }),
      registerUser(stack.url, { firstName: 'Buyer' }),
    ]);
  }, 60_000);
  afterAll(() => stack?.close());

  it('needs the size of the file for an upload address (it is signed into it)', async () => {
    const res = await request(stack.url)
      .post('/api/objects/upload')
      .set('Cookie', seller.cookie)
      .send({ filename: 'x.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/size/);
  });

  it('storage refuses a body longer or shorter than declared, or of another type', async () => {
    const issued = await issue(stack.url, seller, {
      filename: 'shot.png',
      contentType: 'image/png',
      size: TINY_PNG.length,
      purpose: 'image',
    });
    const longer = Buffer.concat([TINY_PNG, Buffer.alloc(11 * 1024 * 1024)]);
    expect((await put(issued.uploadURL, longer, 'image/png')).status).toBe(403);
    expect((await put(issued.uploadURL, TINY_PNG.subarray(1), 'image/png')).status).toBe(403);
    expect((await put(issued.uploadURL, TINY_PNG, 'text/html')).status).toBe(403);
    expect((await readStored(issued.key, { method: 'HEAD' })).status).toBe(404);
    // The declared type and size, exactly: taken.
    expect((await put(issued.uploadURL, TINY_PNG, 'image/png')).status).toBe(200);
  });

  it('refuses HTML uploaded as an image, whatever type the uploader declared', async () => {
    for (const contentType of ['image/png', 'text/html']) {
      const page = html(300);
      const issued = await uploadObject(stack.url, seller, page, {
        filename: 'photo.png',
        contentType,
        purpose: 'image',
      });
      const res = await request(stack.url)
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send(listingInput({ imageUrls: [issued.storageUrl] }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/photo\.png is not a supported file format/);
      expect((await readStored(issued.key, { method: 'HEAD' })).status).toBe(404);
    }
  });

  it('serves a preview as the image type media recorded, never the uploader’s, with nosniff', async () => {
    // A real PNG the uploader called text/html.
    const issued = await uploadObject(stack.url, seller, TINY_PNG, {
      filename: 'shot.png',
      contentType: 'text/html',
      purpose: 'image',
    });
    const listing = await createListing(stack.url, seller, { imageUrls: [issued.storageUrl] });
    // Not approved yet: its images are its seller's (and admins') only.
    const redirect = await request(stack.url)
      .get(listing.previews[0]!.storageUrl)
      .set('Cookie', seller.cookie)
      .expect(302);
    expect(redirect.headers['x-content-type-options']).toBe('nosniff');
    const served = await fetch(redirect.headers.location!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('a PUT to the upload address after verification changes nothing a listing serves', async () => {
    const stl = cubeStl();
    const file = await uploadObject(stack.url, seller, stl, {
      filename: 'bracket.stl',
      contentType: 'model/stl',
      purpose: 'model',
    });
    const image = await uploadObject(stack.url, seller, TINY_PNG, {
      filename: 'bracket.png',
      contentType: 'image/png',
      purpose: 'image',
    });
    const created = await createListing(stack.url, seller, {
      fileUrls: [file.storageUrl],
      imageUrls: [image.storageUrl],
    });
    const listing = await decideListing(stack.url, stack.admin, created.id);
    // The listing refers to neither upload key.
    expect(listing.previews[0]!.storageUrl).not.toContain(image.key);

    // Within the addresses' 15 minutes, the seller sends other bytes of the declared type and
    // size: a page instead of the picture, another mesh instead of the part.
    expect((await put(image.uploadURL, html(TINY_PNG.length), 'image/png')).status).toBe(200);
    const other = cubeStl(99);
    expect(other.length).toBe(stl.length);
    expect((await put(file.uploadURL, other, 'model/stl')).status).toBe(200);

    const preview = await request(stack.url).get(listing.previews[0]!.storageUrl).expect(302);
    const shown = await fetch(preview.headers.location!);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(TINY_PNG);

    const [listed] = (await request(stack.url).get(`/api/models3d/${listing.id}/files`).expect(200))
      .body as ModelFileDto[];
    const download = await request(stack.url)
      .get(listed!.downloadUrl)
      .set('Cookie', buyer.cookie)
      .expect(302);
    expect(Buffer.from(await (await fetch(download.headers.location!)).arrayBuffer())).toEqual(stl);

    // Handing the upload address to another listing gives the verified copy, not the new bytes.
    const again = await createListing(stack.url, seller, { imageUrls: [image.storageUrl] });
    expect(again.previews[0]!.storageUrl).toBe(listing.previews[0]!.storageUrl);
  });

  it('serves model files as attachments under their name, with the recorded type and nosniff', async () => {
    const stl = cubeStl();
    const file = await uploadObject(stack.url, seller, stl, {
      filename: 'gauge pod.stl',
      contentType: 'text/html',
      purpose: 'model',
    });
    const listing = await decideListing(
      stack.url,
      stack.admin,
      (await createListing(stack.url, seller, { fileUrls: [file.storageUrl] })).id,
    );
    const [listed] = (await request(stack.url).get(`/api/models3d/${listing.id}/files`).expect(200))
      .body as ModelFileDto[];
    for (const [route, who] of [
      [listed!.downloadUrl, buyer],
      [listed!.downloadUrl.replace(/\/download$/, '/view'), null],
    ] as const) {
      const req = request(stack.url).get(route);
      if (who) void req.set('Cookie', who.cookie);
      const redirect = await req.expect(302);
      expect(redirect.headers['x-content-type-options']).toBe('nosniff');
      const served = await fetch(redirect.headers.location!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('model/stl');
      expect(served.headers.get('content-disposition')).toMatch(
        /^attachment; filename="gauge pod\.stl"/,
      );
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(stl);
    }
  });

  describe('the local S3 server', () => {
    let key: string;
    const bucket = () => process.env.S3_BUCKET!;
    beforeAll(async () => {
      key = (await uploadObject(stack.url, seller, TINY_PNG, { filename: 'private.png' })).key;
    });

    it('refuses an unsigned read', async () => {
      const res = await fetch(`${process.env.S3_ENDPOINT}/${bucket()}/${key}`);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<Code>AccessDenied</Code>');
      const head = await fetch(`${process.env.S3_ENDPOINT}/${bucket()}/${key}`, { method: 'HEAD' });
      expect(head.status).toBe(403);
    });

    it('refuses a wrongly signed, tampered or expired read, and serves a rightly signed one', async () => {
      const signed = await getSignedUrl(
        testStorage(),
        new GetObjectCommand({ Bucket: bucket(), Key: key }),
        { expiresIn: 60 },
      );
      expect((await fetch(signed)).status).toBe(200);

      const wrong = new URL(signed);
      wrong.searchParams.set('X-Amz-Signature', '0'.repeat(64));
      const refused = await fetch(wrong);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

      // A signed read with an override it was not signed for (serve it as HTML).
      const tampered = new URL(signed);
      tampered.searchParams.set('response-content-type', 'text/html');
      expect((await fetch(tampered)).status).toBe(403);

      // Signed with another secret.
      const guessed = new S3Client({
        region: 'us-east-1',
        endpoint: process.env.S3_ENDPOINT,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'guessed' },
      });
      const forged = await getSignedUrl(
        guessed,
        new GetObjectCommand({ Bucket: bucket(), Key: key }),
        { expiresIn: 60 },
      );
      guessed.destroy();
      expect((await fetch(forged)).status).toBe(403);

      const expired = await getSignedUrl(
        testStorage(),
        new GetObjectCommand({ Bucket: bucket(), Key: key }),
        { expiresIn: 1, signingDate: new Date(Date.now() - 10_000) },
      );
      const late = await fetch(expired);
      expect(late.status).toBe(403);
      expect(await late.text()).toContain('Request has expired');
    });

    it('refuses an unsigned write, and still answers a browser’s CORS preflight', async () => {
      const write = await fetch(`${process.env.S3_ENDPOINT}/${bucket()}/${key}`, {
        method: 'PUT',
        body: 'not a picture',
      });
      expect(write.status).toBe(403);
      const address = await getSignedUrl(
        testStorage(),
        new PutObjectCommand({ Bucket: bucket(), Key: 'uploads/preflight-check' }),
        { expiresIn: 60 },
      );
      const preflight = await fetch(address, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
      expect((await readStored(key)).status).toBe(200);
    });
  });

  describe('files are only what media stored and verified', () => {
    it('never redirects to a link recorded as a file before links were refused (404)', async () => {
      const file = await uploadObject(stack.url, seller, cubeStl(), { filename: 'real.stl' });
      const listing = await decideListing(
        stack.url,
        stack.admin,
        (await createListing(stack.url, seller, { fileUrls: [file.storageUrl] })).id,
      );
      // A row as older code wrote for a link a seller typed.
      const db = new pg.Client({ connectionString: stack.databaseUrl ?? process.env.DATABASE_URL });
      await db.connect();
      let fileId: string;
      try {
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO catalog.listing_file (listing_id, position, filename, file_type, external_url)
           VALUES ($1, 2, 'evil.stl', 'stl', 'https://evil.example/evil.stl') RETURNING id`,
          [listing.id],
        );
        fileId = rows[0]!.id;
      } finally {
        await db.end();
      }
      for (const route of ['download', 'view']) {
        const res = await request(stack.url)
          .get(`/api/models3d/${listing.id}/files/${fileId}/${route}`)
          .set('Cookie', buyer.cookie);
        expect(res.status).toBe(404);
        expect(res.headers.location).toBeUndefined();
        expect(res.body.message).toMatch(/link to another site/);
      }
    });
  });
});
