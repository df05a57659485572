import type { IssuedUpload, ListingDto, ModelFileDto } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { createListing, decideListing, listingInput } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { cubeStl, readStored, TINY_PNG, uploadObject } from '../../../test/support/uploads.js';

const PNG = TINY_PNG;

async function upload(
  url: string,
  who: SignedInUser,
  bytes: Buffer,
  body: Record<string, unknown> = {},
): Promise<IssuedUpload> {
  const issued = await uploadObject(url, who, bytes, body);
  expect(issued.uploadURL.startsWith(issued.storageUrl)).toBe(true);
  return issued;
}

/** Whether storage holds the object (asked as media asks: signed). */
const storageStatus = async (key: string) => (await readStored(key, { method: 'HEAD' })).status;

describe('uploads through media', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'media-admin' });
    [seller, stranger] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya' }),
      registerUser(stack.url, { firstName: 'Stranger' }),
    ]);
  }, 60_000);
  afterAll(() => stack?.close());

  it('needs a signed-in user for an upload address', async () => {
    await request(stack.url).post('/api/objects/upload').expect(401);
  });

  it('publishes a listing with an uploaded STL and image, and the file downloads as uploaded', async () => {
    const stl = cubeStl();
    const file = await upload(stack.url, seller, stl, { filename: 'cube.stl' });
    const image = await upload(stack.url, seller, PNG, { filename: 'cube.png' });
    const created = await createListing(stack.url, seller, {
      fileUrls: [file.storageUrl],
      imageUrls: [image.storageUrl],
    });
    // Served from media's verified copy, not from the key the upload address wrote.
    expect(created.previews[0]!.storageUrl).toMatch(/^\/media\/verified\//);
    const listing = await decideListing(stack.url, stack.admin, created.id);

    const files = (await request(stack.url).get(`/api/models3d/${listing.id}/files`).expect(200))
      .body as ModelFileDto[];
    expect(files).toEqual([
      expect.objectContaining({ filename: 'cube.stl', fileType: 'stl', fileSizeBytes: stl.length }),
    ]);

    // The preview image is served through a short-lived signed address.
    const preview = await request(stack.url).get(listing.previews[0]!.storageUrl).expect(302);
    const img = await fetch(preview.headers.location!);
    expect(Buffer.from(await img.arrayBuffer())).toEqual(PNG);

    // Signed out: no download.
    await request(stack.url).get(files[0]!.downloadUrl).expect(401);
    const download = await request(stack.url)
      .get(files[0]!.downloadUrl)
      .set('Cookie', stranger.cookie)
      .expect(302);
    const got = await fetch(download.headers.location!);
    expect(got.headers.get('content-disposition')).toContain('cube.stl');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(stl);

    // Counted once per user, and listed on the downloader's Downloads tab.
    await request(stack.url).get(files[0]!.downloadUrl).set('Cookie', stranger.cookie).expect(302);
    const again = (await request(stack.url).get(`/api/models3d/${listing.id}`).expect(200))
      .body as ListingDto;
    expect(again.downloadCount).toBe(1);
    const downloads = await request(stack.url)
      .get('/api/downloads')
      .set('Cookie', stranger.cookie)
      .expect(200);
    expect(downloads.body).toEqual([
      expect.objectContaining({ times: 2, listing: expect.objectContaining({ id: listing.id }) }),
    ]);

    // Download all: one ZIP holding the file.
    const zip = await request(stack.url)
      .get(`/api/models3d/${listing.id}/download.zip`)
      .set('Cookie', stranger.cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect((zip.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    expect((zip.body as Buffer).includes(Buffer.from('cube.stl'))).toBe(true);
  });

  it("refuses a paid listing's files to a stranger (403) and gives them to the seller", async () => {
    const file = await upload(stack.url, seller, cubeStl(), { filename: 'paid.stl' });
    const created = await createListing(stack.url, seller, {
      priceCents: 499,
      isFree: false,
      fileUrls: [file.storageUrl],
    });
    await decideListing(stack.url, stack.admin, created.id);
    const files = (
      await request(stack.url)
        .get(`/api/models3d/${created.id}/files`)
        .set('Cookie', seller.cookie)
        .expect(200)
    ).body as ModelFileDto[];
    const refused = await request(stack.url)
      .get(files[0]!.downloadUrl)
      .set('Cookie', stranger.cookie)
      .expect(403);
    expect(refused.body.message).toBe('Buy this model to download its files.');
    await request(stack.url).get(files[0]!.downloadUrl).set('Cookie', seller.cookie).expect(302);
    await request(stack.url)
      .get(files[0]!.downloadUrl)
      .set('Cookie', stack.admin.cookie)
      .expect(302);
  });

  describe('refusals leave nothing stored and nothing referring to the object', () => {
    const refused = async (
      bytes: Buffer,
      body: Record<string, unknown>,
      purpose: 'file' | 'image',
    ) => {
      const issued = await upload(stack.url, seller, bytes, body);
      const res = await request(stack.url)
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send(
          listingInput(
            purpose === 'file'
              ? { fileUrls: [issued.storageUrl] }
              : { imageUrls: [issued.storageUrl] },
          ),
        );
      return { res, issued };
    };

    it.each([
      [
        'a PNG named .stl',
        PNG,
        { filename: 'part.stl' },
        'file',
        /part\.stl is not a supported file format/,
      ],
      [
        'an STL given as an image',
        cubeStl(),
        { filename: 'photo.png' },
        'image',
        /photo\.png is not a supported file format\. Allowed types: PNG/,
      ],
      [
        'a truncated STL',
        cubeStl().subarray(0, 300),
        { filename: 'cut.stl' },
        'file',
        /cut\.stl is not a supported file format/,
      ],
    ] as const)(
      'refuses %s with a message naming the file',
      async (_name, bytes, body, purpose, message) => {
        const { res, issued } = await refused(bytes, body, purpose);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(message);
        expect(await storageStatus(issued.key)).toBe(404);
      },
    );

    it("refuses someone else's upload and leaves it to them", async () => {
      const theirs = await upload(stack.url, stranger, cubeStl(), { filename: 'theirs.stl' });
      const res = await request(stack.url)
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send(listingInput({ fileUrls: [theirs.storageUrl] }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /theirs\.stl: this file was not uploaded through this site by you/,
      );
      expect(await storageStatus(theirs.key)).toBe(200);
    });

    it('refuses a model file above the limit with 413', async () => {
      const big = Buffer.alloc(50 * 1024 * 1024 + 1);
      await request(stack.url)
        .post('/api/objects/upload')
        .set('Cookie', seller.cookie)
        .send({ filename: 'huge.stl', size: big.length, purpose: 'model' })
        .expect(413, { message: 'huge.stl must be smaller than 50MB' });
    });
  });

  describe('edit screen: files and previews one at a time', () => {
    it('adds and removes files and previews, keeping at least one of each', async () => {
      const first = await upload(stack.url, seller, cubeStl(), { filename: 'one.stl' });
      const image = await upload(stack.url, seller, PNG, { filename: 'one.png' });
      const listing = await createListing(stack.url, seller, {
        fileUrls: [first.storageUrl],
        imageUrls: [image.storageUrl],
      });
      const base = `/api/models3d/${listing.id}`;
      await request(stack.url)
        .delete(
          `${base}/files/${(await request(stack.url).get(`${base}/files`).set('Cookie', seller.cookie)).body[0].id}`,
        )
        .set('Cookie', seller.cookie)
        .expect(409);

      const second = await upload(stack.url, seller, cubeStl(20));
      const added = await request(stack.url)
        .post(`${base}/files`)
        .set('Cookie', seller.cookie)
        .send({
          filename: 'two.stl',
          fileSizeBytes: cubeStl(20).length,
          storageUrl: second.storageUrl,
        });
      expect(added.body).toMatchObject({ filename: 'two.stl' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ filename: 'two.stl', fileType: 'stl' });
      // The worker analyses an upload as soon as it lands, so by the time the file is added its
      // analysis may be in already (a clean-clone CI run saw 'ready'); it is never missing.
      expect(['pending', 'ready']).toContain((added.body as ModelFileDto).analysisState);
      await request(stack.url)
        .post(`${base}/files`)
        .set('Cookie', stranger.cookie)
        .send({ storageUrl: second.storageUrl })
        .expect(403);

      const files = (await request(stack.url).get(`${base}/files`).set('Cookie', seller.cookie))
        .body as ModelFileDto[];
      expect(files.map((f) => f.filename)).toEqual(['one.stl', 'two.stl']);
      const signed = (
        await request(stack.url).get(files[0]!.downloadUrl).set('Cookie', seller.cookie).expect(302)
      ).headers.location!;
      expect((await fetch(signed)).status).toBe(200);
      await request(stack.url)
        .delete(`${base}/files/${files[0]!.id}`)
        .set('Cookie', seller.cookie)
        .expect(200);
      // The object the file was is deleted with it (its signed address still valid).
      expect((await fetch(signed)).status).toBe(404);

      const image2 = await upload(stack.url, seller, PNG);
      const preview = await request(stack.url)
        .post(`${base}/previews`)
        .set('Cookie', seller.cookie)
        .send({ storageUrl: image2.storageUrl })
        .expect(201);
      const previews = (
        await request(stack.url).get(`${base}/previews`).set('Cookie', seller.cookie)
      ).body;
      expect(previews).toHaveLength(2);
      await request(stack.url)
        .delete(`${base}/previews/${preview.body.id}`)
        .set('Cookie', seller.cookie)
        .expect(200);
      await request(stack.url)
        .delete(`${base}/previews/${previews[0].id}`)
        .set('Cookie', seller.cookie)
        .expect(409);
    });
    it('keeps every file and preview saved at once (the editor saves uploads as they arrive)', async () => {
      const first = await upload(stack.url, seller, cubeStl(), { filename: 'base.stl' });
      const image = await upload(stack.url, seller, PNG, { filename: 'base.png' });
      const listing = await createListing(stack.url, seller, {
        fileUrls: [first.storageUrl],
        imageUrls: [image.storageUrl],
      });
      const base = `/api/models3d/${listing.id}`;
      const [a, b] = await Promise.all([
        upload(stack.url, seller, cubeStl(12), { filename: 'a.stl' }),
        upload(stack.url, seller, cubeStl(14), { filename: 'b.stl' }),
      ]);
      const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => upload(stack.url, seller, PNG)));
      const answers = await Promise.all([
        ...[a, b].map((file) =>
          request(stack.url)
            .post(`${base}/files`)
            .set('Cookie', seller.cookie)
            .send({ storageUrl: file.storageUrl }),
        ),
        ...[p1, p2, p3].map((preview) =>
          request(stack.url)
            .post(`${base}/previews`)
            .set('Cookie', seller.cookie)
            .send({ storageUrl: preview.storageUrl }),
        ),
      ]);
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
      // Each answer is the file it added, by the name it was uploaded with.
      expect(answers.slice(0, 2).map((res) => res.body.filename)).toEqual(['a.stl', 'b.stl']);
      const files = (await request(stack.url).get(`${base}/files`).set('Cookie', seller.cookie))
        .body as ModelFileDto[];
      expect(files.map((f) => f.filename).sort()).toEqual(['a.stl', 'b.stl', 'base.stl']);
      const previews = (
        await request(stack.url).get(`${base}/previews`).set('Cookie', seller.cookie)
      ).body as { id: string }[];
      expect(previews).toHaveLength(4);
    });

    it("refuses another model's download address as a file of this one", async () => {
      const file = await upload(stack.url, seller, cubeStl(), { filename: 'mine.stl' });
      const other = await createListing(stack.url, seller, { fileUrls: [file.storageUrl] });
      const [otherFile] = (
        await request(stack.url).get(`/api/models3d/${other.id}/files`).set('Cookie', seller.cookie)
      ).body as ModelFileDto[];
      const res = await request(stack.url)
        .post('/api/models3d')
        .set('Cookie', stranger.cookie)
        .send(listingInput({ fileUrls: [otherFile!.downloadUrl] }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/is not one of this model's files/);
    });
    it('refuses a link to another site as a file (400), when listing and when adding one', async () => {
      const link = 'https://files.example.com/paid/gauge-pod.stl';
      for (const fileUrls of [[link], ['https://files.example.com/uploads/u/x/gauge-pod.stl']]) {
        const res = await request(stack.url)
          .post('/api/models3d')
          .set('Cookie', seller.cookie)
          .send(listingInput({ fileUrls }));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(
          `fileUrls: ${fileUrls[0]} is not a file uploaded to this site. Upload the file and give the address the upload answered (storageUrl).`,
        );
      }
      const file = await upload(stack.url, seller, cubeStl(), { filename: 'real.stl' });
      const listing = await createListing(stack.url, seller, { fileUrls: [file.storageUrl] });
      const added = await request(stack.url)
        .post(`/api/models3d/${listing.id}/files`)
        .set('Cookie', seller.cookie)
        .send({ storageUrl: link, filename: 'gauge-pod.stl' });
      expect(added.status).toBe(400);
      expect(added.body.message).toMatch(/is not a file uploaded to this site/);
    });
  });
});
