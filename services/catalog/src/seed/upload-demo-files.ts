/**
 * Gives every demo listing its part as a real model file, through the marketplace's own API as
 * a seller's browser would (an upload address, the bytes straight to storage, then the file
 * added to the listing), so media checks, stores and analyses it like any upload:
 *
 *   node services/catalog/dist/seed/upload-demo-files.js <gateway URL>
 *
 * npm start runs it once the services answer. Signed in as the demo admin, whose edits leave
 * listings approved. Listings that already hold an uploaded file are left as they are, so a
 * restart uploads nothing. Write limits are honoured (it waits out a 429).
 */
import {
  DEMO_ACCOUNTS,
  type IssuedUpload,
  type ListingDto,
  type ModelFileDto,
} from '@pitstop/contracts';
import { demoShape, toBinaryStl } from '@pitstop/demo-assets';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_LISTINGS } from './demo-listings.data.js';
import type { DemoListingSeed } from './demo-listings.types.js';

type Api = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

/** Uploads the missing demo files; resolves with how many were uploaded. */
export async function uploadDemoFiles(
  baseUrl: string,
  seeds: readonly DemoListingSeed[] = DEMO_LISTINGS,
): Promise<number> {
  const admin = DEMO_ACCOUNTS.find((account) => account.persona === 'admin')!;
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!login.ok) throw new Error(`signing in as ${admin.email} answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api: Api = (path, init = {}) =>
    politely(() =>
      fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { cookie, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );

  let uploaded = 0;
  for (const seed of seeds) {
    const listing = (await json(await api(`/api/models3d/slug/${seed.slug}`))) as ListingDto;
    const files = (await json(await api(`/api/models3d/${listing.id}/files`))) as ModelFileDto[];
    // The admin sees a stored file's storageUrl as its download route, a link as the link.
    const isLink = (file: ModelFileDto) => /^https?:/i.test(file.storageUrl);
    if (files.some((file) => !isLink(file))) continue;
    await uploadPart(api, listing.id, seed);
    uploaded++;
    // Links from older demo data are no files (never served): the uploaded part replaces them.
    for (const file of files.filter(isLink))
      await json(await api(`/api/models3d/${listing.id}/files/${file.id}`, { method: 'DELETE' }));
  }
  await addDemoVersion(api, seeds);
  return uploaded;
}

/** The demo listing whose Versions tab shows two versions (docs/product.md, 'Versions'). */
export const DEMO_VERSION = {
  slug: 'weighted-teardrop-shift-knob-m12x1-25',
  changelog:
    'Thicker walls around the threaded insert and a 0.2 mm looser M12x1.25 thread: the knob no longer cracks when tightened.',
} as const;

/**
 * Posts version 2 of the demo listing through the API, as its seller would (the demo admin's
 * edit leaves it approved); a listing with a second version already is left as it is.
 */
async function addDemoVersion(api: Api, seeds: readonly DemoListingSeed[]): Promise<void> {
  const seed = seeds.find((one) => one.slug === DEMO_VERSION.slug);
  if (!seed) return;
  const listing = (await json(await api(`/api/models3d/slug/${seed.slug}`))) as ListingDto;
  const versions = (await json(await api(`/api/models3d/${listing.id}/versions`))) as unknown[];
  if (versions.length > 1) return;
  const storageUrl = await uploadStl(api, seed, `${seed.slug}-v2.stl`);
  await json(
    await api(`/api/models3d/${listing.id}/versions`, {
      method: 'POST',
      body: { changelog: DEMO_VERSION.changelog, fileUrls: [storageUrl] },
    }),
  );
}

async function uploadPart(api: Api, listingId: string, seed: DemoListingSeed): Promise<void> {
  const filename = `${seed.slug}.stl`;
  const storageUrl = await uploadStl(api, seed, filename);
  const bytes = toBinaryStl(demoShape(seed.shape));
  await json(
    await api(`/api/models3d/${listingId}/files`, {
      method: 'POST',
      body: { filename, fileSizeBytes: bytes.length, storageUrl },
    }),
  );
}

/** The seed's part, uploaded as a seller's browser does; answers its storageUrl. */
async function uploadStl(api: Api, seed: DemoListingSeed, filename: string): Promise<string> {
  const bytes = toBinaryStl(demoShape(seed.shape));
  const issued = (await json(
    await api('/api/objects/upload', {
      method: 'POST',
      body: { purpose: 'model', filename, contentType: 'model/stl', size: bytes.length },
    }),
  )) as IssuedUpload;
  const put = await fetch(issued.uploadURL, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'model/stl' },
  });
  if (!put.ok) throw new Error(`storage answered ${put.status} to ${filename}`);
  return issued.storageUrl;
}

/** Sends a request again after the wait a 429 asks for. */
async function politely(send: () => Promise<Response>): Promise<Response> {
  for (;;) {
    const res = await send();
    if (res.status !== 429) return res;
    const seconds = Number(res.headers.get('retry-after')) || 5;
    await new Promise((done) => setTimeout(done, seconds * 1000));
  }
}

async function json(res: Response): Promise<unknown> {
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${body?.message ?? ''}`);
  return body;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [baseUrl] = process.argv.slice(2);
  if (!baseUrl) {
    process.stderr.write('Usage: node upload-demo-files.js <gateway URL>\n');
    process.exit(2);
  }
  const started = performance.now();
  uploadDemoFiles(baseUrl).then(
    (count) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        count > 0
          ? `Uploaded ${count} demo part files in ${seconds} s\n`
          : 'Demo part files up to date\n',
      );
    },
    (err: unknown) => {
      process.stderr.write(`Could not upload the demo files: ${(err as Error).message}\n`);
      process.exit(1);
    },
  );
}
