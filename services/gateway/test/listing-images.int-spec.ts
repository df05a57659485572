import type { ListingDto, PreviewDto, ReportDto } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createListing, decideListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { TINY_PNG, uploadObject } from '../../../test/support/uploads.js';

/**
 * /media/{key}: a public listing's images are public and cacheable; those of a listing that is
 * not public (pending, hidden, taken down, deleted) are its seller's and admins' only, never
 * kept, and a 404 for everyone else (docs/security.md, 'Listing images').
 */
describe('listing images at /media/{key}', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let stranger: SignedInUser;
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'images-admin' });
    [seller, stranger] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya' }),
      registerUser(stack.url, { firstName: 'Stranger' }),
    ]);
  }, 60_000);
  afterAll(() => stack?.close());

  /** A listing of the seller's with one uploaded preview, once media has made its variants. */
  async function listingWithPreview(): Promise<{ listing: ListingDto; preview: PreviewDto }> {
    const image = await uploadObject(stack.url, seller, TINY_PNG, {
      filename: 'shot.png',
      contentType: 'image/png',
      purpose: 'image',
    });
    const listing = await createListing(stack.url, seller, { imageUrls: [image.storageUrl] });
    const preview = await eventually(
      async () =>
        (await http().get(`/api/models3d/${listing.id}/previews`).set('Cookie', seller.cookie))
          .body[0] as PreviewDto,
      (p) => Boolean(p?.variants),
      30_000,
    );
    if (!preview.variants) throw new Error('no variants were made');
    return { listing, preview };
  }

  const addresses = (preview: PreviewDto) => [
    preview.storageUrl,
    preview.variants!.card,
    preview.variants!.full,
    preview.variants!.social!,
  ];

  async function statusAs(address: string, who: SignedInUser | null) {
    const test = http().get(address);
    const res = await (who ? test.set('Cookie', who.cookie) : test);
    return { status: res.status, cache: res.headers['cache-control'] as string | undefined };
  }

  /** Only the seller and admins see them, and nothing keeps them. */
  async function privateToSeller(preview: PreviewDto) {
    for (const address of addresses(preview)) {
      for (const who of [null, stranger])
        expect(await statusAs(address, who)).toEqual({
          status: 404,
          cache: 'private, no-store',
        });
      for (const who of [seller, stack.admin])
        expect(await statusAs(address, who)).toEqual({ status: 302, cache: 'private, no-store' });
    }
  }

  async function publicToAll(preview: PreviewDto) {
    for (const address of addresses(preview))
      for (const who of [null, stranger, seller]) {
        const { status, cache } = await statusAs(address, who);
        expect(status).toBe(302);
        expect(cache).toMatch(/^public, max-age=\d+$/);
      }
  }

  it('a pending listing’s images are its seller’s and admins’ only; approved, everyone’s', async () => {
    const { listing, preview } = await listingWithPreview();
    await privateToSeller(preview);
    await decideListing(stack.url, stack.admin, listing.id, true);
    await publicToAll(preview);
    // The redirect leads to the image itself.
    const redirect = await http().get(preview.storageUrl).expect(302);
    const served = await fetch(redirect.headers.location!);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('hidden by the seller: only the seller and admins see its images', async () => {
    const { listing, preview } = await listingWithPreview();
    await decideListing(stack.url, stack.admin, listing.id, true);
    await http()
      .put(`/api/models3d/${listing.id}`)
      .set('Cookie', seller.cookie)
      .send({ visibility: 'private' })
      .expect(200);
    await privateToSeller(preview);
  });

  it('taken down by an admin: only the seller and admins see its images', async () => {
    const { listing, preview } = await listingWithPreview();
    await decideListing(stack.url, stack.admin, listing.id, true);
    const report = (
      await http()
        .post(`/api/models3d/${listing.id}/reports`)
        .set('Cookie', stranger.cookie)
        .send({ reason: 'unsafe' })
        .expect(201)
    ).body as ReportDto;
    await http()
      .post(`/api/admin/reports/${report.id}/take-down`)
      .set('Cookie', stack.admin.cookie)
      .send({ reason: 'Unsafe part' })
      .expect(200);
    await privateToSeller(preview);
  });

  it('deleted: its images are gone for everyone but the seller and admins', async () => {
    const { listing, preview } = await listingWithPreview();
    await decideListing(stack.url, stack.admin, listing.id, true);
    await http().delete(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie).expect(204);
    await privateToSeller(preview);
  });

  it('an image no listing shows is a 404, even for its uploader', async () => {
    const image = await uploadObject(stack.url, seller, TINY_PNG, {
      filename: 'loose.png',
      contentType: 'image/png',
      purpose: 'image',
    });
    expect((await statusAs(`/media/${image.key}`, seller)).status).toBe(404);
    expect((await statusAs('/media/uploads/nothing/here.png', null)).status).toBe(404);
  });
});
