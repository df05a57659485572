import {
  TEST_CARDS,
  type ListingDto,
  type ModelFileDto,
  type ReportDto,
  type SearchResult,
} from '@pitstop/contracts';
import pg from 'pg';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { decideListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { cubeStl, uploadObject } from '../../../test/support/uploads.js';
import {
  TEST_SECRET,
  addToCart,
  createIntent,
  paidListing,
  payWithCard,
} from '../../orders/test/orders-harness.js';

/**
 * A buyer keeps the files they paid for whatever happens to the listing afterwards (hidden,
 * taken down, deleted, its files replaced), and nobody else gains anything from it
 * (docs/security.md, 'Purchased files'). Through the gateway, with the real services and the
 * local test payments.
 */
describe('purchased files outlive the listing', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let stranger: SignedInUser;
  const http = () => request(stack.url);
  const as = (test: request.Test, who: SignedInUser | null) =>
    who ? test.set('Cookie', who.cookie) : test;

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'purchased-admin',
      env: { TEST_PAYMENTS_SECRET: TEST_SECRET },
    });
    [seller, stranger] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya', displayName: 'BoostedMaya' }),
      registerUser(stack.url, { firstName: 'Stranger' }),
    ]);
  }, 60_000);
  afterAll(() => stack?.close());

  const newBuyer = () => registerUser(stack.url, { firstName: 'Buyer' });

  /** The listing's visibility as the catalog stores it. */
  async function visibilityOf(listingId: string): Promise<{ visibility: string }[]> {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      return (
        await client.query('SELECT visibility FROM catalog.listing WHERE id = $1', [listingId])
      ).rows as { visibility: string }[];
    } finally {
      await client.end();
    }
  }

  async function buy(who: SignedInUser, listingId: string): Promise<void> {
    await addToCart(stack, who, listingId);
    const intent = await createIntent(stack, who);
    await payWithCard(stack, who, intent, TEST_CARDS.succeeds).expect(200);
  }

  const filesAs = (listingId: string, who: SignedInUser | null) =>
    as(http().get(`/api/models3d/${listingId}/files`), who);

  /** The bytes `who` gets from a file's download address (302 to storage), or the status. */
  async function downloaded(path: string, who: SignedInUser | null): Promise<Buffer | number> {
    const res = await as(http().get(path), who);
    if (res.status !== 302) return res.status;
    const file = await fetch(res.headers.location!);
    if (!file.ok) throw new Error(`storage answered ${file.status} for ${path}`);
    return Buffer.from(await file.arrayBuffer());
  }

  /** A paid listing (one STL) that `buyer` bought, with that file's download address. */
  async function bought(buyer: SignedInUser) {
    const listing = await paidListing(stack, seller, stack.admin, 700);
    await buy(buyer, listing.id);
    const [file] = (await filesAs(listing.id, seller).expect(200)).body as ModelFileDto[];
    expect(await downloaded(file!.downloadUrl, buyer)).toEqual(cubeStl());
    return { listing, download: file!.downloadUrl };
  }

  /** What the buyer keeps and what nobody else gets, once the listing left the public. */
  async function buyerKeepsIt(listing: ListingDto, download: string, buyer: SignedInUser) {
    expect(await downloaded(download, buyer)).toEqual(cubeStl());
    const listed = (await filesAs(listing.id, buyer).expect(200)).body as ModelFileDto[];
    expect(listed.map((f) => f.downloadUrl)).toEqual([download]);
    const zip = await as(http().get(`/api/models3d/${listing.id}/download.zip`), buyer);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    // Anyone else: as if there were no such model.
    for (const who of [stranger, null]) {
      expect(await downloaded(download, who)).toBe(who ? 404 : 401);
      expect((await filesAs(listing.id, who)).status).toBe(404);
      expect((await as(http().get(download.replace(/download$/, 'view')), who)).status).toBe(404);
    }
    // The seller and admins still reach it.
    expect(await downloaded(download, seller)).toEqual(cubeStl());
    expect(await downloaded(download, stack.admin)).toEqual(cubeStl());
  }

  it('the seller hides the listing: the buyer still downloads it, a stranger gets 404', async () => {
    const buyer = await newBuyer();
    const { listing, download } = await bought(buyer);
    await as(http().put(`/api/models3d/${listing.id}`), seller)
      .send({ visibility: 'private' })
      .expect(200);
    expect((await as(http().get(`/api/models3d/${listing.id}`), stranger)).status).toBe(404);
    await buyerKeepsIt(listing, download, buyer);
  });

  it('an admin takes the listing down: the buyer still downloads it, a stranger gets 404', async () => {
    const buyer = await newBuyer();
    const { listing, download } = await bought(buyer);
    const report = (
      await as(http().post(`/api/models3d/${listing.id}/reports`), stranger)
        .send({ reason: 'infringement', details: 'My design' })
        .expect(201)
    ).body as ReportDto;
    await as(http().post(`/api/admin/reports/${report.id}/take-down`), stack.admin)
      .send({ reason: 'Copied from another designer' })
      .expect(200);
    await buyerKeepsIt(listing, download, buyer);
  });

  it('the seller deletes the listing: the buyer still downloads it, a stranger gets 404', async () => {
    const buyer = await newBuyer();
    const { listing, download } = await bought(buyer);
    await as(http().delete(`/api/models3d/${listing.id}`), seller).expect(204);
    expect((await as(http().get(`/api/models3d/${listing.id}`), seller)).status).toBe(404);
    await buyerKeepsIt(listing, download, buyer);
  });

  it('the seller replaces the file: the buyer keeps the one they bought, later buyers get the new one', async () => {
    const buyer = await newBuyer();
    const { listing, download } = await bought(buyer);
    const upload = await uploadObject(stack.url, seller, cubeStl(25), { filename: 'v2.stl' });
    const added = (
      await as(http().post(`/api/models3d/${listing.id}/files`), seller)
        .send({ filename: 'v2.stl', storageUrl: upload.storageUrl })
        .expect(201)
    ).body as ModelFileDto;
    const oldId = download.split('/').at(-2)!;
    await as(http().delete(`/api/models3d/${listing.id}/files/${oldId}`), seller).expect(200);
    await decideListing(stack.url, stack.admin, listing.id, true);

    // The buyer: what they bought, and the new file too.
    expect(await downloaded(download, buyer)).toEqual(cubeStl());
    expect(await downloaded(added.downloadUrl, buyer)).toEqual(cubeStl(25));
    const theirs = (await filesAs(listing.id, buyer).expect(200)).body as ModelFileDto[];
    expect(theirs.map((f) => f.downloadUrl).sort()).toEqual([download, added.downloadUrl].sort());
    // Everyone else sees only the listing's file now; nobody else gets the old one.
    const publicFiles = (await filesAs(listing.id, null).expect(200)).body as ModelFileDto[];
    expect(publicFiles.map((f) => f.id)).toEqual([added.id]);
    expect(await downloaded(download, stranger)).toBe(403);
    const later = await newBuyer();
    await buy(later, listing.id);
    expect(await downloaded(added.downloadUrl, later)).toEqual(cubeStl(25));
    expect(await downloaded(download, later)).toBe(404);
    const laterFiles = (await filesAs(listing.id, later).expect(200)).body as ModelFileDto[];
    expect(laterFiles.map((f) => f.id)).toEqual([added.id]);
    // The seller's edit screen lists the live file only.
    const sellers = (await filesAs(listing.id, seller).expect(200)).body as ModelFileDto[];
    expect(sellers.map((f) => f.id)).toEqual([added.id]);
  });

  it('the seller deletes their account: the listings leave search and pages, the buyer still downloads', async () => {
    const leaving = await registerUser(stack.url, { firstName: 'Leaving' });
    const buyer = await newBuyer();
    const listing = await paidListing(stack, leaving, stack.admin, 800);
    const other = await paidListing(stack, leaving, stack.admin, 300);
    await buy(buyer, listing.id);
    const [file] = (await filesAs(listing.id, leaving).expect(200)).body as ModelFileDto[];
    const download = file!.downloadUrl;
    const found = (title: string) =>
      http()
        .get(`/api/search?q=${encodeURIComponent(title)}`)
        .expect(200)
        .then((res) => (res.body as SearchResult).items.map((item) => item.id));
    expect(
      await eventually(
        () => found(listing.title),
        (ids) => ids.includes(listing.id),
      ),
    ).toContain(listing.id);

    await as(http().delete('/api/auth/user'), leaving)
      .send({ password: leaving.password })
      .expect(200);

    // The catalog unpublished them (private), hearing users.user.updated.
    const [row] = (await eventually(
      () => visibilityOf(listing.id),
      (rows) => rows[0]?.visibility === 'private',
    )) as { visibility: string }[];
    expect(row!.visibility).toBe('private');
    // Gone from search, its page and the creator page, for everyone.
    // (A search by title also finds other tests' listings with like titles: only these count.)
    for (const gone of [listing, other])
      expect(
        await eventually(
          () => found(gone.title),
          (ids) => !ids.includes(gone.id),
          15_000,
        ),
      ).not.toContain(gone.id);
    for (const who of [stranger, null]) {
      for (const gone of [listing, other])
        expect((await as(http().get(`/api/models3d/${gone.id}`), who)).status).toBe(404);
      const card = await as(http().get(`/api/sellers/${leaving.user.id}?limit=24`), who);
      if (card.status === 200) expect(card.body.listings).toEqual([]);
      else expect(card.status).toBe(404);
    }

    // The buyer keeps what they paid for; nobody else gets it.
    expect(await downloaded(download, buyer)).toEqual(cubeStl());
    const listed = (await filesAs(listing.id, buyer).expect(200)).body as ModelFileDto[];
    expect(listed.map((f) => f.downloadUrl)).toEqual([download]);
    expect(await downloaded(download, stranger)).toBe(404);
    expect((await filesAs(other.id, buyer)).status).toBe(404);
  });

  it('a file nobody bought is gone once the seller removes it', async () => {
    const listing = await paidListing(stack, seller, stack.admin, 900);
    const [old] = (await filesAs(listing.id, seller).expect(200)).body as ModelFileDto[];
    const upload = await uploadObject(stack.url, seller, cubeStl(12), { filename: 'v2.stl' });
    await as(http().post(`/api/models3d/${listing.id}/files`), seller)
      .send({ filename: 'v2.stl', storageUrl: upload.storageUrl })
      .expect(201);
    await as(http().delete(`/api/models3d/${listing.id}/files/${old!.id}`), seller).expect(200);
    expect(await downloaded(old!.downloadUrl, seller)).toBe(404);
  });
});
