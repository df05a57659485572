import type { DownloadDto, ListingDto, ListingVersionDto } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { decideListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { cubeStl, uploadObject } from '../../../test/support/uploads.js';
import {
  addToCart,
  createIntent,
  paidListing,
  payWithCard,
} from '../../orders/test/orders-harness.js';

/**
 * A listing's versions: the seller posts version 2 (a changelog and files), the Versions list
 * shows both, buyers download either version's files and see 'Updated' on Downloads, they are
 * mailed (once the version is visible to them: after the admins approve it, never for a rejected
 * one) unless they turned it off; strangers and bad input are refused with a message.
 */
describe('listing versions', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let quiet: SignedInUser;
  let stranger: SignedInUser;
  let listing: ListingDto;
  const http = () => request(stack.url);
  const as = (test: request.Test, who: SignedInUser) => test.set('Cookie', who.cookie);
  const versionsOf = async (who: SignedInUser) =>
    (await as(http().get(`/api/models3d/${listing.id}/versions`), who).expect(200))
      .body as ListingVersionDto[];
  const post = (who: SignedInUser, body: object, id = listing.id) =>
    as(http().post(`/api/models3d/${id}/versions`), who).send(body);
  const downloads = async (who: SignedInUser) =>
    (await as(http().get('/api/downloads'), who).expect(200)).body as DownloadDto[];
  const newVersionMails = (who: SignedInUser) =>
    stack.inbox.mailsTo(who.email).filter((m) => /new version/.test(m.subject));
  // Long enough for a mail the outbox had been given to arrive.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
  const buy = async (who: SignedInUser) => {
    await addToCart(stack, who, listing.id);
    await payWithCard(stack, who, await createIntent(stack, who), '4242424242424242').expect(200);
    await eventually(
      async () => (await as(http().get(`/api/models3d/${listing.id}/versions`), who)).body,
      (body: ListingVersionDto[]) => Boolean(body[0]?.files[0]?.downloadUrl),
      10_000,
    );
  };

  beforeAll(async () => {
    stack = await startStackWithAdmin({ privateDatabase: true, adminLabel: 'versions-admin' });
    [seller, buyer, quiet, stranger] = await Promise.all([
      registerUser(stack.url, { firstName: 'Sofia' }),
      registerUser(stack.url, { firstName: 'Ben' }),
      registerUser(stack.url, { firstName: 'Quinn' }),
      registerUser(stack.url, { firstName: 'Stan' }),
    ]);
    listing = await paidListing(stack, seller, stack.admin, 650);
    await buy(buyer);
    await buy(quiet);
    await as(http().put('/api/auth/notifications'), quiet)
      .send({ 'new-version': false })
      .expect(200);
  });
  afterAll(() => stack?.close());

  it('lists version 1, the files as published, before any new version', async () => {
    const [first, ...rest] = await versionsOf(buyer);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ number: 1, changelog: null, latest: true });
    expect(first!.files.map((f) => f.filename)).toEqual(['part.stl']);
    // A stranger sees the versions of a public listing, not their files' addresses.
    expect((await versionsOf(stranger))[0]!.files[0]!.downloadUrl).toBeNull();
  });

  it.each([
    [
      'no changelog',
      { fileUrls: ['/media/part.stl'] },
      'changelog: say what changed in this version',
    ],
    [
      'a blank changelog',
      { changelog: '   ', fileUrls: ['/media/part.stl'] },
      'changelog: say what changed in this version',
    ],
    ['no files', { changelog: 'Thicker walls' }, 'fileUrls: a new version needs at least one file'],
    [
      'an empty file list',
      { changelog: 'Thicker walls', fileUrls: [] },
      'fileUrls: a new version needs at least one file',
    ],
    [
      'a changelog of 2001 characters',
      { changelog: 'x'.repeat(2001), fileUrls: ['/media/part.stl'] },
      'changelog must be at most 2000 characters',
    ],
  ])('refuses %s with a 400 that says why', async (_case, body, message) => {
    const res = await post(seller, body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers malformed requests with a 4xx and a message, never a 5xx', async () => {
    const file = `/api/models3d/${listing.id}/files/00000000-0000-4000-8000-000000000000/download`;
    const cases: [request.Test, number][] = [
      [post(seller, ['not', 'an', 'object']), 400],
      [post(seller, { changelog: 42, fileUrls: ['/media/a.stl'] }), 400],
      [post(seller, { changelog: 'x', fileUrls: '/media/a.stl' }), 400],
      [post(seller, { changelog: 'x', fileUrls: [7] }), 400],
      [post(seller, { changelog: 'a\u0000b', fileUrls: ['/media/a.stl'] }), 400],
      // An id that cannot name a listing names none (as every listing route answers).
      [post(seller, { changelog: 'x', fileUrls: [] }, 'not-a-uuid'), 404],
      [as(http().get('/api/models3d/not-a-uuid/versions'), buyer), 404],
      [as(http().get(`${file}?version=0`), buyer), 400],
      [as(http().get(`${file}?version=1.5`), buyer), 400],
      [as(http().get(`${file}?version=99999999999`), buyer), 404],
    ];
    for (const [test, status] of cases) {
      const res = await test;
      expect([res.status, typeof res.body.message]).toEqual([status, 'string']);
    }
  });

  it('refuses a file from another site as the edit form does, and records nothing', async () => {
    const res = await post(seller, {
      changelog: 'Thicker walls',
      fileUrls: ['https://elsewhere.example/part.stl'],
    }).expect(400);
    expect(res.body.message).toMatch(/fileUrls/);
    expect(await versionsOf(seller)).toHaveLength(1);
  });

  it('refuses strangers (403), unknown listings (404) and visitors (401)', async () => {
    const file = await uploadObject(stack.url, stranger, cubeStl(), { filename: 'mine.stl' });
    const body = { changelog: 'Mine now', fileUrls: [file.storageUrl] };
    expect((await post(stranger, body).expect(403)).body.message).toBeTruthy();
    await post(seller, body, '00000000-0000-4000-8000-000000000000').expect(404);
    await http().post(`/api/models3d/${listing.id}/versions`).send(body).expect(401);
    expect(await versionsOf(seller)).toHaveLength(1);
  });

  it('publishes version 2: both listed, buyers download either, Downloads says Updated, buyers are mailed', async () => {
    // The buyer downloads version 1 first.
    const [v1] = await versionsOf(buyer);
    await as(http().get(v1!.files[0]!.downloadUrl!), buyer).expect(302);
    expect((await downloads(buyer))[0]).toMatchObject({ updated: false, latestVersion: 1 });

    const file = await uploadObject(stack.url, seller, cubeStl(), { filename: 'part-v2.stl' });
    const added = (
      await post(seller, {
        changelog: 'Thicker walls at the clip',
        fileUrls: [file.storageUrl],
      }).expect(201)
    ).body as ListingVersionDto;
    expect(added).toMatchObject({
      number: 2,
      changelog: 'Thicker walls at the clip',
      latest: true,
    });

    // New files of an approved listing go back to the admins, as the edit form's do.
    const edited = (await as(http().get(`/api/models3d/${listing.id}`), seller).expect(200))
      .body as ListingDto;
    expect(edited.approvalStatus).toBe('pending');
    // Buyers cannot reach the new files yet, so they are not mailed about them yet.
    await settle();
    expect(newVersionMails(buyer)).toEqual([]);
    await decideListing(stack.url, stack.admin, listing.id, true);

    const versions = await versionsOf(buyer);
    expect(versions.map((v) => [v.number, v.changelog, v.files.map((f) => f.filename)])).toEqual([
      [2, 'Thicker walls at the clip', ['part-v2.stl']],
      [1, null, ['part.stl']],
    ]);
    expect(Date.parse(versions[0]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(versions[1]!.createdAt),
    );

    // Downloads marks it until the buyer has the new version.
    expect((await downloads(buyer))[0]).toMatchObject({
      updated: true,
      downloadedVersion: 1,
      latestVersion: 2,
    });
    for (const version of versions) {
      const res = await as(http().get(version.files[0]!.downloadUrl!), buyer).expect(302);
      const bytes = await fetch(res.headers.location!);
      expect(bytes.status).toBe(200);
    }
    expect((await downloads(buyer))[0]).toMatchObject({ updated: false, downloadedVersion: 2 });

    // A stranger may not download either version; a version that does not exist is a 404.
    const old = versions[1]!.files[0]!;
    await as(
      http().get(`/api/models3d/${listing.id}/files/${old.id}/download?version=1`),
      stranger,
    ).expect(403);
    const none = await as(
      http().get(`/api/models3d/${listing.id}/files/${old.id}/download?version=7`),
      buyer,
    ).expect(404);
    expect(none.body.message).toBe('Version not found');
    const bad = await as(
      http().get(`/api/models3d/${listing.id}/files/${old.id}/download?version=first`),
      buyer,
    ).expect(400);
    expect(bad.body.message).toBe('version must be a whole number from 1');

    // The buyer is mailed; the one who turned those mails off is not; nor is the seller.
    const mail = await eventually(
      async () => stack.inbox.mailsTo(buyer.email).find((m) => /new version/.test(m.subject)),
      (found) => found !== undefined,
      20_000,
    );
    expect(mail!.subject).toBe(`${listing.title} has a new version`);
    expect(mail!.text).toContain('Thicker walls at the clip');
    await settle();
    expect(newVersionMails(buyer)).toHaveLength(1);
    expect(newVersionMails(quiet)).toEqual([]);
    expect(newVersionMails(seller)).toEqual([]);
  });

  it('mails nothing of a version the admins reject, nor when the listing is approved later', async () => {
    const file = await uploadObject(stack.url, seller, cubeStl(), { filename: 'part-v3.stl' });
    await post(seller, { changelog: 'Hollow core', fileUrls: [file.storageUrl] }).expect(201);
    await decideListing(stack.url, stack.admin, listing.id, false);
    await settle();
    expect(newVersionMails(buyer)).toHaveLength(1);

    // The seller submits it again with a new title; approving it then sends no mail for it.
    await as(http().put(`/api/models3d/${listing.id}`), seller)
      .send({ title: `${listing.title} (hollow)` })
      .expect(200);
    await decideListing(stack.url, stack.admin, listing.id, true);
    await settle();
    expect(newVersionMails(buyer).map((m) => m.text)).toEqual([
      expect.stringContaining('Thicker walls at the clip'),
    ]);
  });

  it("mails at once of a version that keeps the listing public (an admin's)", async () => {
    const file = await uploadObject(stack.url, stack.admin, cubeStl(), { filename: 'part-v4.stl' });
    await post(stack.admin, { changelog: 'Fixed the thread', fileUrls: [file.storageUrl] }).expect(
      201,
    );
    await eventually(
      async () => newVersionMails(buyer),
      (mails) => mails.length === 2,
      20_000,
    );
    expect(newVersionMails(buyer)[1]!.text).toContain('Fixed the thread');
  });
});
