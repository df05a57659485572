/**
 * Renders the demo catalog's preview images from the parts' own geometry:
 *
 *   node services/catalog/dist/seed/render-demo-previews.js <outDir>
 *
 * writes `<slug>-<n>.png` (n = 1 … previewCount, each from another angle; the sixth in another
 * filament colour) for every demo listing, with their WebP copies and the first's link preview
 * (`<slug>-1.social.jpg`, 1200×630). A manifest in <outDir> remembers what each image
 * was rendered from (the listing's shape, colour and view, and a fingerprint of the renderer's
 * code), so a repeated `npm start` renders only what changed. The work is shared between
 * worker threads.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import {
  IMAGE_VARIANT_QUALITY,
  IMAGE_VARIANT_WIDTHS,
  SOCIAL_IMAGE_QUALITY,
  SOCIAL_IMAGE_SIZE,
} from '@pitstop/contracts';
import { demoShape } from '@pitstop/demo-assets';
import { renderPreview, socialCardLayout, socialCardPictureBox } from '@pitstop/mesh-render';
import sharp from 'sharp';
import { DEMO_LISTINGS } from './demo-listings.data.js';
import { DEMO_PREVIEW_SIZE, demoPreviewVariants } from './demo-listings.types.js';

const MANIFEST = '.render-manifest.json';
const { width: WIDTH, height: HEIGHT } = DEMO_PREVIEW_SIZE;

/** One image to make. */
export interface PreviewJob {
  file: string;
  shape: string;
  color: string;
  view: number;
}

/** Every demo preview image, with the inputs that decide its pixels. */
export function previewJobs(listings = DEMO_LISTINGS): PreviewJob[] {
  return listings.flatMap((listing) =>
    Array.from({ length: listing.previewCount }, (_, i) => ({
      file: `${listing.slug}-${i + 1}.png`,
      shape: listing.shape,
      color: i === 5 ? variantColor(listing.color) : listing.color,
      view: i,
    })),
  );
}

/** The 'also looks good in…' colour of the sixth preview: red for dark parts, else black. */
export function variantColor(color: string): string {
  const v = parseInt(color.slice(1), 16);
  const luma = (0.2126 * (v >> 16) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255)) / 255;
  return luma < 0.3 ? '#d7261e' : '#1c1c1f';
}

/** The files made for a job: the render, its WebP copies and (the first's) link preview. */
export function jobFiles(job: PreviewJob): string[] {
  const { card, full, social } = demoPreviewVariants(job.file, job.view === 0);
  return [job.file, card, full, ...(social ? [social] : [])];
}

/** What an image was made from; the same key means the same pixels. */
export function jobKey(job: PreviewJob, rendererFingerprint: string): string {
  return createHash('sha256')
    .update(JSON.stringify([rendererFingerprint, job.shape, job.color, job.view, WIDTH, HEIGHT]))
    .digest('hex')
    .slice(0, 32);
}

/** A hash of the shapes' and the renderer's compiled code: any change to either shows. */
function rendererFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) hash.update(entry.name).update(readFileSync(path));
    }
  };
  for (const lib of ['@pitstop/demo-assets', '@pitstop/mesh-render']) {
    walk(dirname(fileURLToPath(import.meta.resolve(lib))));
  }
  return hash.digest('hex');
}

function readManifest(outDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(outDir, MANIFEST), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Renders jobs (grouped by shape so each mesh is built once) into outDir, with WebP copies. */
async function renderJobs(outDir: string, jobs: readonly PreviewJob[]): Promise<void> {
  const meshes = new Map<string, ReturnType<typeof demoShape>>();
  for (const job of jobs) {
    let mesh = meshes.get(job.shape);
    if (!mesh) {
      mesh = demoShape(job.shape);
      meshes.set(job.shape, mesh);
    }
    const png = renderPreview(mesh, {
      color: job.color,
      view: job.view,
      width: WIDTH,
      height: HEIGHT,
    });
    // Written aside and renamed: an interrupted run never leaves half an image behind.
    const variants = demoPreviewVariants(job.file, job.view === 0);
    const made: [string, Buffer][] = [
      [variants.card, await webp(png, IMAGE_VARIANT_WIDTHS.card)],
      [variants.full, await webp(png, IMAGE_VARIANT_WIDTHS.full)],
    ];
    if (variants.social) made.push([variants.social, await socialImage(png)]);
    for (const [file, bytes] of [...made, [job.file, png] as [string, Buffer]]) {
      const path = join(outDir, file);
      writeFileSync(`${path}.tmp`, bytes);
      renameSync(`${path}.tmp`, path);
    }
  }
}

/** A WebP copy no wider than `width`, as media's worker makes them. */
const webp = (png: Buffer, width: number) =>
  sharp(png)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: IMAGE_VARIANT_QUALITY })
    .toBuffer();

/** The render on the link-preview card, as media's worker makes it (makeSocialImage). */
async function socialImage(png: Buffer): Promise<Buffer> {
  const picture = await sharp(png)
    .resize({ ...socialCardPictureBox(SOCIAL_IMAGE_SIZE), fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { svg, left, top } = socialCardLayout(SOCIAL_IMAGE_SIZE, picture.info);
  return sharp(Buffer.from(svg))
    .composite([{ input: picture.data, left, top }])
    .jpeg({ quality: SOCIAL_IMAGE_QUALITY })
    .toBuffer();
}

/** Shares the jobs out between worker threads, keeping each shape with one worker. */
async function renderInWorkers(outDir: string, jobs: PreviewJob[]): Promise<void> {
  const byShape = new Map<string, PreviewJob[]>();
  for (const job of jobs) byShape.set(job.shape, [...(byShape.get(job.shape) ?? []), job]);
  const threads = Math.max(1, Math.min(availableParallelism(), byShape.size, 8));
  const shares: PreviewJob[][] = Array.from({ length: threads }, () => []);
  // Biggest groups first, each to the least loaded worker.
  for (const group of [...byShape.values()].sort((a, b) => b.length - a.length)) {
    shares.sort((a, b) => a.length - b.length)[0].push(...group);
  }
  await Promise.all(
    shares
      .filter((share) => share.length > 0)
      .map(
        (share) =>
          new Promise<void>((done, fail) => {
            const worker = new Worker(new URL(import.meta.url), {
              workerData: { outDir, jobs: share },
            });
            worker.once('error', fail);
            worker.once('exit', (code) =>
              code === 0 ? done() : fail(new Error(`A preview worker stopped (exit ${code})`)),
            );
          }),
      ),
  );
}

async function main(argv: string[]): Promise<void> {
  if (argv.length !== 1 || argv[0].startsWith('-')) {
    process.stderr.write('Usage: node render-demo-previews.js <outDir>\n');
    process.exit(2);
  }
  const started = performance.now();
  const outDir = resolve(argv[0]);
  mkdirSync(outDir, { recursive: true });
  const fingerprint = rendererFingerprint();
  const before = readManifest(outDir);
  const jobs = previewJobs();
  const manifest: Record<string, string> = {};
  const todo: PreviewJob[] = [];
  for (const job of jobs) {
    manifest[job.file] = jobKey(job, fingerprint);
    if (
      before[job.file] !== manifest[job.file] ||
      !jobFiles(job).every((file) => existsSync(join(outDir, file)))
    ) {
      todo.push(job);
    }
  }
  // Images of listings that are gone (or have fewer previews now) go too.
  const stale = Object.keys(before).filter((file) => !(file in manifest));
  for (const file of stale) {
    const { card, full, social } = demoPreviewVariants(file, true);
    for (const gone of [file, card, full, social!]) rmSync(join(outDir, gone), { force: true });
  }

  if (todo.length > 0) await renderInWorkers(outDir, todo);
  // Rewritten only on change: the web build compares modification times under web/public.
  if (todo.length > 0 || stale.length > 0) {
    writeFileSync(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    todo.length > 0
      ? `Rendered ${todo.length} demo previews in ${seconds} s (${jobs.length - todo.length} up to date)\n`
      : `Demo previews up to date (${jobs.length} images, checked in ${seconds} s)\n`,
  );
}

if (!isMainThread) {
  const { outDir, jobs } = workerData as { outDir: string; jobs: PreviewJob[] };
  void renderJobs(outDir, jobs);
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    process.stderr.write(`Could not render the demo previews: ${(err as Error).stack ?? err}\n`);
    process.exit(1);
  });
}
