import { MediaJobs, type ModelFileDto } from '@pitstop/contracts';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { createListing } from '../../../test/support/listings.js';
import { startStack, type Stack } from '../../../test/support/stack.js';
import { analysedFiles, cubeStl, uploadObject } from '../../../test/support/uploads.js';
import { binaryStl, sphere, zipBomb3mf } from '../src/domain/mesh/mesh-fixtures.spec.js';

const MAX_TRIANGLES = 1000;
const MAX_INFLATED_BYTES = 1024 * 1024;

/**
 * The media worker's limits per job (docs/security.md, "Media worker limits"), set low here: a
 * file past them is recorded at once as too large to analyse, the reason the seller sees, and
 * its job ends there instead of failing and being retried (a 3MF that unpacked to 1.4 GB took
 * the worker to 674 MB; a larger one took it down on every retry).
 */
describe('the media worker’s limits', () => {
  let stack: Stack;
  let seller: SignedInUser;

  beforeAll(async () => {
    stack = await startStack({
      services: ['users', 'catalog', 'media'],
      env: {
        MEDIA_ANALYSIS_MAX_TRIANGLES: String(MAX_TRIANGLES),
        MEDIA_ANALYSIS_MAX_INFLATED_BYTES: String(MAX_INFLATED_BYTES),
        // The reported file passed the upload's ratio check (78 times its size); this bomb packs
        // a thousand to one, so that a few kB stand for it here.
        MEDIA_ZIP_MAX_RATIO: '5000',
      },
    });
    seller = await registerUser(stack.url, { firstName: 'Bo' });
  }, 60_000);
  afterAll(() => stack?.close());

  it('records a 3MF zip bomb as too large to analyse, without a retry, and goes on working', async () => {
    const bomb = await zipBomb3mf(64);
    expect(bomb.length).toBeLessThan(128 * 1024);
    const files = await analysedListing([
      { bytes: Buffer.from(bomb), filename: 'bomb.3mf' },
      { bytes: cubeStl(10), filename: 'cube.stl' },
    ]);

    expect(byName(files, 'bomb.3mf')).toMatchObject({
      analysisState: 'unreadable',
      analysis: null,
      analysisError: `Too large to analyse: its 3MF model unpacks to more than 1 MB (the limit is 1 MB).`,
    });
    expect(byName(files, 'cube.stl')).toMatchObject({
      analysisState: 'ready',
      analysis: expect.objectContaining({ triangles: 12, watertight: true }),
    });
    await expectRanOnce('bomb.3mf');
  });

  it('records an STL with more triangles than the limit as too large to analyse, without a retry', async () => {
    const ball = binaryStl(sphere(20, 40, 50));
    const files = await analysedListing([{ bytes: Buffer.from(ball), filename: 'ball.stl' }]);

    expect(byName(files, 'ball.stl')).toMatchObject({
      analysisState: 'unreadable',
      analysis: null,
      analysisError: 'Too large to analyse: it holds 3,920 triangles (the limit is 1,000).',
    });
    await expectRanOnce('ball.stl');
    // No preview is rendered from a file that was not analysed.
    expect(await jobsFor('ball.stl', MediaJobs.renderPreview.name)).toEqual([]);
  });

  async function analysedListing(
    files: { bytes: Buffer; filename: string }[],
  ): Promise<ModelFileDto[]> {
    const fileUrls = [];
    for (const file of files)
      fileUrls.push(
        (await uploadObject(stack.url, seller, file.bytes, { filename: file.filename })).storageUrl,
      );
    const listing = await createListing(stack.url, seller, { fileUrls });
    return analysedFiles(stack.url, listing.id, seller);
  }

  const byName = (files: ModelFileDto[], name: string) => files.find((f) => f.filename === name);

  /** The file's analysis job ran once and completed: it was not failed for a retry. */
  async function expectRanOnce(filename: string): Promise<void> {
    expect(await jobsFor(filename, MediaJobs.analyseMesh.name)).toEqual([
      { state: 'completed', attemptsStarted: 1, failedReason: null },
    ]);
  }

  /** Jobs of one name the stack's media queue holds for the object of this file name. */
  async function jobsFor(filename: string, name: string) {
    const { Queue } = await import('bullmq');
    const queue = new Queue(MediaJobs.analyseMesh.queue, {
      connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      prefix: `${stack.namespace}:bull`,
    });
    try {
      const jobs = (
        await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed'])
      ).filter((job) => job.name === name && String(job.data?.key).endsWith(`/${filename}`));
      return await Promise.all(
        jobs.map(async (job) => ({
          state: await job.getState(),
          attemptsStarted: job.attemptsStarted,
          failedReason: job.failedReason ?? null,
        })),
      );
    } finally {
      await queue.close();
    }
  }
});
