import { type ListingDto, type ReportDto } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { createApprovedListing, listingInput } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { cubeStl, uploadObject } from '../../../test/support/uploads.js';

const LIMIT = 4;
const UPLOAD_LIMIT = 3;
const ZIP_LIMIT = 2;

/** The per-user limit on listing writes, with a gateway configured to allow only a few. */
describe('write rate limit', () => {
  let stack: AdminStack;
  let admin: SignedInUser;
  let seller: SignedInUser;
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'write-limit-admin',
      gateway: {
        WRITE_RATE_LIMIT: LIMIT,
        WRITE_RATE_WINDOW_SECONDS: 60,
        UPLOAD_RATE_LIMIT: UPLOAD_LIMIT,
        UPLOAD_RATE_WINDOW_SECONDS: 60,
        ZIP_DOWNLOAD_RATE_LIMIT: ZIP_LIMIT,
        ZIP_DOWNLOAD_RATE_WINDOW_SECONDS: 60,
      },
    });
    admin = stack.admin;
    seller = await registerUser(stack.url);
  }, 60_000);
  afterAll(() => stack?.close());

  it('counts every kind of write together and answers 429 with Retry-After beyond the limit, writing nothing', async () => {
    const listing = await createApprovedListing(stack.url, seller, admin);
    const writer = await registerUser(stack.url);
    const as = (test: request.Test) => test.set('Cookie', writer.cookie);
    const base = `/api/models3d/${listing.id}`;

    await as(http().post(`${base}/like`)).expect(200);
    await as(http().post(`${base}/comments`))
      .send({ bodyMd: 'Fits a 2015?' })
      .expect(201);
    await as(http().post(`${base}/reviews`))
      .send({ rating: 5, bodyMd: 'Great.' })
      .expect(201);
    await as(http().post('/api/models3d')).send(listingInput()).expect(201);

    const refused = [
      await as(http().post(`${base}/reports`)).send({ reason: 'spam' }),
      await as(http().post(`${base}/comments`)).send({ bodyMd: 'One more thing' }),
      await as(http().post(`${base}/like`)),
      await as(http().post('/api/models3d')).send(listingInput({ title: 'Over The Limit' })),
    ];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(
        /^You are making changes too quickly\. Please try again in \d+ (seconds?|minute)\.$/,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }

    // Nothing of the refused writes happened.
    const reports = (await http().get('/api/admin/reports').set('Cookie', admin.cookie))
      .body as ReportDto[];
    expect(reports.filter((r) => r.listing.id === listing.id)).toEqual([]);
    const comments = (await http().get(`${base}/comments`).expect(200)).body as unknown[];
    expect(comments).toHaveLength(1);
    const seen = (await as(http().get(base)).expect(200)).body as ListingDto;
    expect(seen).toMatchObject({ likeCount: 1, likedByMe: true });
    const own = await as(http().get(`/api/models3d?sellerId=${writer.user.id}`)).expect(200);
    expect(own.headers['x-total-count']).toBe('1');

    // Reading is not limited, and the limit is per person.
    await as(http().get(base)).expect(200);
    const someoneElse = await registerUser(stack.url);
    await http().post(`${base}/like`).set('Cookie', someoneElse.cookie).expect(200);
  });

  it('counts edits and deletes of listings too', async () => {
    const maker = await registerUser(stack.url);
    const created = await http()
      .post('/api/models3d')
      .set('Cookie', maker.cookie)
      .send(listingInput())
      .expect(201);
    const id = (created.body as ListingDto).id;
    for (let i = 1; i < LIMIT; i++)
      await http()
        .put(`/api/models3d/${id}`)
        .set('Cookie', maker.cookie)
        .send({ priceCents: 100 * i })
        .expect(200);
    const edit = await http()
      .put(`/api/models3d/${id}`)
      .set('Cookie', maker.cookie)
      .send({ priceCents: 999 });
    expect(edit.status).toBe(429);
    await http().delete(`/api/models3d/${id}`).set('Cookie', maker.cookie).expect(429);
    const now = (await http().get(`/api/models3d/${id}`).set('Cookie', maker.cookie).expect(200))
      .body as ListingDto;
    expect(now.priceCents).toBe(100 * (LIMIT - 1));
  });

  const expectRefused = (res: request.Response, message: RegExp) => {
    expect({ status: res.status, message: (res.body as { message?: string }).message }).toEqual({
      status: 429,
      message: expect.stringMatching(message),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  };

  it('limits upload requests per person (addresses, multipart uploads, part addresses) with 429 and Retry-After', async () => {
    const uploader = await registerUser(stack.url);
    const as = (test: request.Test) => test.set('Cookie', uploader.cookie);
    const address = () =>
      as(http().post('/api/objects/upload')).send({
        purpose: 'model',
        filename: 'bracket.stl',
        contentType: 'model/stl',
        size: 2_000,
      });

    await address().expect(200);
    const multipart = await as(http().post('/api/objects/multipart'))
      .send({ filename: 'intake.stl', contentType: 'model/stl', size: 20_000_000 })
      .expect(200);
    const { uploadId } = multipart.body as { uploadId: string };
    await as(http().post(`/api/objects/multipart/${uploadId}/parts/1`)).expect(200);

    const UPLOADING =
      /^You are uploading too quickly\. Please try again in \d+ (seconds?|minute)\.$/;
    expectRefused(await address(), UPLOADING);
    expectRefused(await as(http().post(`/api/objects/multipart/${uploadId}/parts/2`)), UPLOADING);
    expectRefused(
      await as(http().post('/api/objects/multipart')).send({
        filename: 'intake.stl',
        contentType: 'model/stl',
        size: 20_000_000,
      }),
      UPLOADING,
    );

    // What storage already holds can still be listed and the upload abandoned; other people upload.
    await as(http().get(`/api/objects/multipart/${uploadId}`)).expect(200);
    await as(http().delete(`/api/objects/multipart/${uploadId}`)).expect(200);
    const someoneElse = await registerUser(stack.url);
    await http()
      .post('/api/objects/upload')
      .set('Cookie', someoneElse.cookie)
      .send({ purpose: 'model', filename: 'bracket.stl', contentType: 'model/stl', size: 2_000 })
      .expect(200);
  });

  it('limits ZIP downloads per person with 429 and Retry-After', async () => {
    const maker = await registerUser(stack.url);
    const file = await uploadObject(stack.url, maker, cubeStl(), {
      filename: 'cube.stl',
      contentType: 'model/stl',
    });
    const listing = await createApprovedListing(stack.url, maker, admin, {
      fileUrls: [file.storageUrl],
    });
    const downloader = await registerUser(stack.url);
    const zip = (who: SignedInUser) =>
      http().get(`/api/models3d/${listing.id}/download.zip`).set('Cookie', who.cookie);

    for (let i = 0; i < ZIP_LIMIT; i++) await zip(downloader).expect(200);
    expectRefused(
      await zip(downloader),
      /^You are downloading too quickly\. Please try again in \d+ (seconds?|minute)\.$/,
    );
    // The limit is per person.
    await zip(await registerUser(stack.url)).expect(200);
  });

  it('documents the 429 on the limited routes', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, method] of [
      ['/api/models3d', 'post'],
      ['/api/models3d/{id}', 'put'],
      ['/api/models3d/{id}', 'delete'],
      ['/api/models3d/{id}/reviews', 'post'],
      ['/api/models3d/{id}/comments', 'post'],
      ['/api/models3d/{id}/like', 'post'],
      ['/api/models3d/{id}/reports', 'post'],
      ['/api/objects/upload', 'post'],
      ['/api/objects/multipart', 'post'],
      ['/api/objects/multipart/{uploadId}/parts/{partNumber}', 'post'],
      ['/api/objects/multipart/{uploadId}/complete', 'post'],
      ['/api/models3d/{id}/download.zip', 'get'],
    ] as const)
      expect([path, method, doc.paths[path]![method]!.responses]).toEqual([
        path,
        method,
        expect.objectContaining({ '429': expect.anything() }),
      ]);
  });
});
