import { MediaJobs, type ListingDto, type ModelFileDto, type PreviewDto } from '@pitstop/contracts';
import { demoShape } from '@pitstop/demo-assets';
import { renderPreview } from '@pitstop/mesh-render';
import sharp from 'sharp';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createListing, decideListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { analysedFiles, cubeStl, uploadObject } from '../../../test/support/uploads.js';

/**
 * The media worker, in the stack as in production: each accepted model file is analysed from
 * storage and the catalog learns the result by an event; each preview gets WebP variants; a
 * listing without pictures gets one rendered from its mesh.
 */
describe('the media worker', () => {
  let stack: AdminStack;
  let seller: SignedInUser;

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'media-worker-admin' });
    seller = await registerUser(stack.url, { firstName: 'Ines' });
  }, 60_000);
  afterAll(() => stack?.close());

  async function listingWithFiles(
    files: { bytes: Buffer; filename: string }[],
    images: Buffer[] = [],
  ): Promise<ListingDto> {
    const fileUrls = [];
    for (const file of files)
      fileUrls.push(
        (await uploadObject(stack.url, seller, file.bytes, { filename: file.filename })).storageUrl,
      );
    const imageUrls = [];
    for (const [i, image] of images.entries())
      imageUrls.push(
        (await uploadObject(stack.url, seller, image, { filename: `shot-${i}.png` })).storageUrl,
      );
    return createListing(stack.url, seller, { fileUrls, imageUrls });
  }

  const byName = (files: ModelFileDto[], name: string) => files.find((f) => f.filename === name)!;

  it('measures a closed 10 mm cube and an open box, and marks a file with NaN unreadable', async () => {
    const listing = await listingWithFiles([
      { bytes: cubeStl(10), filename: 'cube.stl' },
      { bytes: cubeStl(10, { withoutTop: true }), filename: 'open-box.stl' },
      { bytes: cubeStl(10, { poison: true }), filename: 'nan.stl' },
    ]);
    const files = await analysedFiles(stack.url, listing.id, seller);

    const cube = byName(files, 'cube.stl');
    expect(cube.analysisState).toBe('ready');
    expect(cube.analysis).toEqual({
      triangles: 12,
      sizeMm: { x: 10, y: 10, z: 10 },
      volumeCm3: expect.closeTo(1, 6),
      surfaceAreaCm2: expect.closeTo(6, 6),
      watertight: true,
    });

    const open = byName(files, 'open-box.stl');
    expect(open.analysisState).toBe('ready');
    expect(open.analysis).toEqual(expect.objectContaining({ triangles: 10, watertight: false }));

    const nan = byName(files, 'nan.stl');
    expect(nan.analysisState).toBe('unreadable');
    expect(nan.analysis).toBeNull();
    expect(nan.analysisError).toMatch(/number|NaN|finite/i);
  });

  it('analyses each object once however often it is queued (the job id is the key)', async () => {
    const listing = await listingWithFiles([{ bytes: cubeStl(20), filename: 'big-cube.stl' }]);
    const [file] = await analysedFiles(stack.url, listing.id, seller);
    expect(file!.analysis).toEqual(expect.objectContaining({ volumeCm3: expect.closeTo(8, 6) }));
    const jobs = await countJobs(stack, MediaJobs.analyseMesh.name);
    // Claiming the same object again (an edit that keeps the file) queues nothing new.
    await request(stack.url)
      .put(`/api/models3d/${listing.id}`)
      .set('Cookie', seller.cookie)
      .send({ fileUrls: [file!.storageUrl] })
      .expect(200);
    expect(await countJobs(stack, MediaJobs.analyseMesh.name)).toBe(jobs);
  });

  it('makes WebP variants of a preview, no wider than the original, and its link preview', async () => {
    const png = renderPreview(demoShape('phone-mount-cradle'), {
      color: '#d23c3c',
      width: 800,
      height: 600,
    });
    const created = await listingWithFiles([{ bytes: cubeStl(), filename: 'part.stl' }], [png]);
    const listing = await decideListing(stack.url, stack.admin, created.id);
    const preview = await eventually(
      async () => (await fetchListing(listing.id)).previews[0] as PreviewDto,
      (p) => Boolean(p?.variants),
      30_000,
    );
    expect(preview.variants).toEqual({
      card: expect.stringMatching(/^\/media\/derived\/.+\/card\.webp$/),
      full: expect.stringMatching(/^\/media\/derived\/.+\/full\.webp$/),
      width: 800,
      height: 600,
      social: expect.stringMatching(/^\/media\/derived\/.+\/social\.jpg$/),
    });
    const card = await fetchImage(preview.variants!.card);
    const full = await fetchImage(preview.variants!.full);
    expect(await sharp(card).metadata()).toEqual(
      expect.objectContaining({ format: 'webp', width: 400, height: 300 }),
    );
    // The original is 800 wide: the full variant is not blown up to 1200.
    expect(await sharp(full).metadata()).toEqual(
      expect.objectContaining({ format: 'webp', width: 800, height: 600 }),
    );
    expect(card.length).toBeLessThan(png.length / 4);
    // The link preview: the image on the 1200×630 card, as unfurlers show it.
    const social = await fetchImage(preview.variants!.social!);
    expect(await sharp(social).metadata()).toEqual(
      expect.objectContaining({ format: 'jpeg', width: 1200, height: 630 }),
    );
  });

  it('gives a listing without pictures one rendered from its mesh', async () => {
    const listing = await listingWithFiles([{ bytes: cubeStl(), filename: 'no-picture.stl' }]);
    expect(listing.previews).toEqual([]);
    const rendered = await eventually(
      async () => (await fetchListing(listing.id, seller)).previews,
      (previews) => previews.length > 0,
      30_000,
    );
    expect(rendered).toEqual([
      expect.objectContaining({
        storageUrl: expect.stringMatching(/^\/media\/derived\/.+\/preview\.png$/),
      }),
    ]);
    const image = await sharp(await fetchImage(rendered[0]!.storageUrl)).stats();
    // Not a blank frame: the part is drawn in more than one shade.
    expect(image.channels[0]!.max - image.channels[0]!.min).toBeGreaterThan(40);
  });

  async function fetchListing(id: string, who?: SignedInUser): Promise<ListingDto> {
    const req = request(stack.url).get(`/api/models3d/${id}`);
    if (who) req.set('Cookie', who.cookie);
    return (await req.expect(200)).body as ListingDto;
  }

  /** As the seller: the images of a listing not yet approved are theirs (and admins') only. */
  async function fetchImage(address: string): Promise<Buffer> {
    const redirect = await request(stack.url).get(address).set('Cookie', seller.cookie).expect(302);
    const got = await fetch(redirect.headers.location!);
    expect(got.status).toBe(200);
    return Buffer.from(await got.arrayBuffer());
  }
});

/** Jobs of one name the stack's media queue has seen (waiting, running, done or failed). */
async function countJobs(stack: AdminStack, name: string): Promise<number> {
  const { Queue } = await import('bullmq');
  const queue = new Queue(MediaJobs.analyseMesh.queue, {
    connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    prefix: `${stack.namespace}:bull`,
  });
  try {
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']);
    return jobs.filter((job) => job.name === name).length;
  } finally {
    await queue.close();
  }
}
