import type { ListingDto, ModelFileDto } from '@pitstop/contracts';
import { demoShape, toBinaryStl } from '@pitstop/demo-assets';
import { boundingBox, isClosed, renderPreview, triangleCount } from '@pitstop/mesh-render';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing } from '../../test/support/listings.js';
import { analysedFiles, uploadObject } from '../../test/support/uploads.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, signInThroughForm, toastShown, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';
import { canvasColours, clickPreviewStl, openViewer } from './support/viewer.js';

/**
 * Runs against the whole stack with the media service, the local S3 and the media worker (the
 * mesh analysis must finish: the printed size is checked). The gateway's CSP must let the page
 * reach the storage's origin (connect-src for the viewer's fetch after the /view redirect,
 * img-src for /media images), or the 3D preview fails and Chromium logs the violation.
 */

const STL_NAME = 'phone-cradle.stl';
const mesh = demoShape('phone-mount-cradle');
const stl = toBinaryStl(mesh);
/** The printed size as the analysis (and so the page) gives it: '{x} × {y} × {z} mm'. */
const sizeText = `${boundingBox(mesh)
  .size.map((mm) => mm.toFixed(1))
  .join(' × ')} mm`;

describe('model files in Chromium: 3D preview, download, Downloads tab', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let listing: ListingDto;
  let file: ModelFileDto;

  /** The cradle's STL, uploaded by the seller: its storageUrl. */
  const uploadStl = async () =>
    (
      await uploadObject(stack.url, seller, stl, {
        filename: STL_NAME,
        contentType: 'model/stl',
        purpose: 'model',
      })
    ).storageUrl;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({ adminLabel: 'files-admin' }));
    seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Okafor' });
    const stlUrl = await uploadStl();
    const imageUrl = (
      await uploadObject(
        stack.url,
        seller,
        renderPreview(mesh, { color: '#d23c3c', width: 320, height: 240 }),
        {
          filename: 'phone-cradle.png',
          contentType: 'image/png',
          purpose: 'image',
        },
      )
    ).storageUrl;
    listing = await createApprovedListing(stack.url, seller, admin, {
      title: `Phone Cradle ${Date.now().toString(36)}`,
      isFree: true,
      priceCents: 0,
      fileUrls: [stlUrl],
      imageUrls: [imageUrl],
    });
    [file] = await analysedFiles(stack.url, listing.id);
  });
  afterAll(() => close?.());

  it('shows the STL in 3D, lists and downloads the file, and adds it to the Downloads tab', async () => {
    expect(file).toMatchObject({ filename: STL_NAME, fileType: 'stl', analysisState: 'ready' });
    const buyer = await registerUser(stack.url, { firstName: 'Jules', lastName: 'Moreau' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      await page.goto(`/models/${listing.slug}`);
      await page.getByTestId('model-title').getByText(listing.title).waitFor();

      // Specs: the real format and what the analysis measured
      await page.getByRole('tab', { name: 'Specs' }).click();
      await page.locator('[data-testid="spec-file-formats"]', { hasText: /^STL$/ }).waitFor();
      const specRow = page.getByTestId('spec-file-row');
      expect(await specRow.getByTestId('spec-file-size').textContent()).toBe(sizeText);
      expect(await specRow.getByTestId('spec-file-triangles').textContent()).toBe(
        triangleCount(mesh).toLocaleString('en-US'),
      );
      expect(await specRow.getByTestId('spec-file-watertight').textContent()).toBe(
        isClosed(mesh) ? 'YES' : 'NO',
      );

      // 3D preview: the canvas really draws the part, with its printed size
      await openViewer(page);
      const dialog = page.getByRole('dialog', { name: '3D MODEL PREVIEW' });
      expect(await page.getByTestId('viewer-size').textContent()).toBe(sizeText);
      const { colours, drawn } = await canvasColours(page);
      expect(colours).toBeGreaterThan(1);
      expect(drawn).toBeGreaterThan(0.01);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByTestId('stl-viewer-canvas').waitFor({ state: 'detached' });

      // DOWNLOAD FILES: name, type, size and printed size; the bytes are the uploaded ones
      await page.getByTestId('model-download').click();
      const list = page.getByRole('dialog', { name: 'DOWNLOAD FILES' });
      const row = list.getByTestId('download-file-row');
      expect(await row.getByTestId('download-file-name').textContent()).toBe(STL_NAME);
      expect(await row.getByTestId('download-file-type').textContent()).toBe('STL');
      expect(await row.getByTestId('download-file-size').textContent()).toBe(
        stl.length < 1024 * 1024
          ? `${Number((stl.length / 1024).toFixed(2))} KB`
          : `${Number((stl.length / 1024 / 1024).toFixed(2))} MB`,
      );
      expect(await row.getByTestId('download-file-printed').textContent()).toBe(sizeText);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByTestId('download-file-button').click(),
      ]);
      await expectToast(page, 'Download Started', `${STL_NAME} download started automatically`);
      const saved = await readFile((await download.path())!);
      expect(Buffer.compare(saved, stl)).toBe(0);
      // The list closes 2 s after the download starts
      await list.waitFor({ state: 'hidden', timeout: 5000 });

      // Every file as one ZIP
      await page.getByTestId('model-download').click();
      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        list.getByTestId('download-zip').click(),
      ]);
      expect(zip.suggestedFilename()).toMatch(/\.zip$/);
      const zipped = await readFile((await zip.path())!);
      expect(zipped.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(zipped.includes(Buffer.from(STL_NAME))).toBe(true);

      // The download counts once for this buyer, and the Downloads tab lists the part
      await page.locator('[data-testid="model-download-count"]', { hasText: /^1$/ }).waitFor();
      await page.goto('/profile?tab=downloads');
      const card = page.getByTestId(`download-${listing.slug}`);
      await card.getByRole('link', { name: listing.title }).waitFor();
      expect(await card.getByTestId('download-when').textContent()).toContain('Downloaded');
      expect(await page.getByTestId('profile-downloads-empty').count()).toBe(0);

      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the file list (and the 3D viewer) for a click made while the list is still on its way', async () => {
    const buyer = await registerUser(stack.url, { firstName: 'Quick', lastName: 'Clicker' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      // The file list answers late, as on a busy connection
      await page.route(`**/api/models3d/${listing.id}/files`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto(`/models/${listing.slug}`);
      await page.getByTestId('model-download').click();
      const row = page
        .getByRole('dialog', { name: 'DOWNLOAD FILES' })
        .getByTestId('download-file-row');
      expect(await row.getByTestId('download-file-name').textContent()).toBe(STL_NAME);

      // Preview STL likewise: the viewer opens for a click made while the list loads
      await page.reload();
      await clickPreviewStl(page);
      await page.getByRole('dialog', { name: '3D MODEL PREVIEW' }).waitFor();
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a paid part to those who may download it: BUY FILE, and no 3D preview for others', async () => {
    const stlUrl = await uploadStl();
    const paid = await createApprovedListing(stack.url, seller, admin, {
      title: `Paid Cradle ${Date.now().toString(36)}`,
      isFree: false,
      priceCents: 499,
      fileUrls: [stlUrl],
    });
    const other = await registerUser(stack.url, { firstName: 'Riley' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, other);
      await page.goto(`/models/${paid.slug}`);
      await page.locator('[data-testid="model-download"]', { hasText: 'BUY FILE' }).waitFor();
      await clickPreviewStl(page);
      expect(await page.getByTestId('viewer-error').textContent()).toContain(
        'Buy this model to preview it in 3D',
      );
      // The view address refused it (403); nothing was drawn
      expect(await page.getByTestId('stl-viewer-canvas').count()).toBe(0);
      expect(unexpectedErrors(errors, [403])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a visitor preview a free part in 3D, but asks them to log in to download it', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto(`/models/${listing.slug}`);
      await openViewer(page);
      expect((await canvasColours(page)).colours).toBeGreaterThan(1);
      await page
        .getByRole('dialog', { name: '3D MODEL PREVIEW' })
        .getByRole('button', { name: 'Close' })
        .click();

      const loginRequired = toastShown(page, 'Login Required', 'Please log in to download files');
      await page.getByTestId('model-download').click();
      await loginRequired;
      await page.waitForURL((url) => url.pathname === '/auth');

      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
