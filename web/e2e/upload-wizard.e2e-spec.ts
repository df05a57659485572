import type { ListingDto, ModelFileDto } from '@pitstop/contracts';
import { demoShape, toBinaryStl } from '@pitstop/demo-assets';
import { renderPreview } from '@pitstop/mesh-render';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import type { Stack } from '../../test/support/stack.js';
import {
  chooseOption,
  expectToast,
  openedDialog,
  signInThroughForm,
  toastShown,
  unexpectedErrors,
} from './support/app.js';
import { openPage, titleOf } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';
import { canvasColours, openViewer } from './support/viewer.js';

/**
 * Needs the media service and the run's local S3 server in the browser stack (POST
 * /api/objects/upload, storage answering CORS for the page's origin, the CSP letting the page
 * PUT to storage), and the catalog verifying the uploaded objects when the listing is created.
 */

async function stepLabel(page: Page): Promise<string | null> {
  return page.getByTestId('upload-progress').textContent();
}

describe('the upload wizard in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let dir: string;
  let stlPath: string;
  let stlBytes: number;
  let pngPath: string;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({ adminLabel: 'upload-admin' }));
    seller = await registerUser(stack.url, { firstName: 'Dana', lastName: 'Reyes' });
    dir = mkdtempSync(join(tmpdir(), 'pitstop-upload-'));
    const knob = demoShape('shift-knob-golf-ball');
    const stl = toBinaryStl(knob);
    stlBytes = stl.length;
    stlPath = join(dir, 'golf-ball-shift-knob.stl');
    writeFileSync(stlPath, stl);
    pngPath = join(dir, 'knob-fitted.png');
    writeFileSync(pngPath, renderPreview(knob, { color: '#e10600', width: 320, height: 240 }));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await close?.();
  });

  it('takes a seller through the seven steps with a real STL and a PNG (the draft survives a reload), an admin approves it, and a buyer sees it in 3D and downloads the same bytes', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto('/upload');
      expect(await titleOf(page, 'Upload a Model | Pitstop Prints')).toBe(
        'Upload a Model | Pitstop Prints',
      );
      await page.getByRole('heading', { name: 'UPLOAD A MODEL' }).waitFor();
      expect(await stepLabel(page)).toBe('STEP 1 OF 7 · DETAILS');
      expect(await page.getByTestId('upload-admin-badge').count()).toBe(0);

      // Details: Next waits for a title that is more than spaces
      const next = page.getByTestId('upload-next');
      expect(await next.isDisabled()).toBe(true);
      await page.getByTestId('upload-title').fill('   ');
      expect(await next.isDisabled()).toBe(true);
      await page.getByTestId('upload-title').fill('Golf-Ball Shift Knob');
      await next.click();

      // Files: Next waits for an uploaded file; a wrong type is refused with the spec's toast
      expect(await stepLabel(page)).toBe('STEP 2 OF 7 · FILES');
      expect(await next.isDisabled()).toBe(true);
      const files = page.getByTestId('upload-files');
      await files.locator('input[type=file]').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a model'),
      });
      await expectToast(
        page,
        'Invalid file type',
        'notes.txt is not a supported file format. Allowed types: .stl, .step, .3mf, .obj, .zip',
      );
      await files.locator('input[type=file]').setInputFiles(stlPath);
      await expectToast(page, 'Upload successful');
      await page
        .getByTestId('upload-files-item')
        .filter({ hasText: 'golf-ball-shift-knob.stl' })
        .filter({ hasText: 'Uploaded' })
        .waitFor();
      expect(await next.isEnabled()).toBe(true);

      // A reload keeps the step, the title and the uploaded file
      await page.reload();
      await page.getByTestId('upload-wizard').waitFor();
      expect(await stepLabel(page)).toBe('STEP 2 OF 7 · FILES');
      await page.getByTestId('upload-files-item').filter({ hasText: 'Uploaded' }).waitFor();
      await page.getByTestId('upload-previous').click();
      expect(await page.getByTestId('upload-title').inputValue()).toBe('Golf-Ball Shift Knob');
      await next.click();
      await next.click();

      // Previews: optional; a PNG goes up
      expect(await stepLabel(page)).toBe('STEP 3 OF 7 · PREVIEWS');
      await page.getByTestId('upload-images').locator('input[type=file]').setInputFiles(pngPath);
      await page.getByTestId('upload-images-item').filter({ hasText: 'Uploaded' }).waitFor();
      await next.click();

      // Fitment: Next waits for a make (or universal fit); make → model → generation
      expect(await stepLabel(page)).toBe('STEP 4 OF 7 · FITMENT');
      expect(await next.isDisabled()).toBe(true);
      await chooseOption(page, 'upload-make', 'Volkswagen');
      expect(await next.isEnabled()).toBe(true);
      await chooseOption(page, 'upload-model', 'Golf');
      await chooseOption(page, 'upload-generation', 'Mk7 (2013–2020)');
      await next.click();

      // Pricing: free by default, so no price; License: the defaults
      expect(await stepLabel(page)).toBe('STEP 5 OF 7 · PRICING');
      expect(await page.getByTestId('upload-free').isChecked()).toBe(true);
      expect(await page.getByTestId('upload-price').count()).toBe(0);
      await next.click();
      expect(await page.getByTestId('upload-personal-use').isChecked()).toBe(true);
      expect(await page.getByTestId('upload-commercial-use').isChecked()).toBe(false);
      await next.click();

      // Publish: the short description is still missing
      expect(await stepLabel(page)).toBe('STEP 7 OF 7 · PUBLISH');
      await page.getByText('reviewed and published within 24 hours').waitFor();
      expect(await page.getByTestId('upload-summary-fitment').textContent()).toBe(
        'Volkswagen Golf Mk7 (2013–2020)',
      );
      await page.getByTestId('upload-publish').click();
      await expectToast(
        page,
        'Missing Information',
        'Please provide a short description for your model.',
      );
      await page.locator('.ant-steps-item', { hasText: 'Details' }).click();
      await page
        .getByTestId('upload-short-description')
        .fill('A dimpled golf-ball knob for the Mk7 shifter.');
      await page.locator('.ant-steps-item', { hasText: 'Publish' }).click();
      await page.getByTestId('upload-publish').click();
      await expectToast(
        page,
        'Model uploaded successfully!',
        'Your 3D model has been submitted for review.',
      );

      // The wizard starts again: step 1, defaults, no files, no images
      await page
        .getByTestId('upload-progress')
        .filter({ hasText: 'STEP 1 OF 7 · DETAILS' })
        .waitFor();
      expect(await page.getByTestId('upload-title').inputValue()).toBe('');
      expect(await next.isDisabled()).toBe(true);
      expect(await page.getByTestId('upload-files-item').count()).toBe(0);
      expect(await page.getByTestId('upload-images-item').count()).toBe(0);
      await page.reload();
      await page.getByTestId('upload-wizard').waitFor();
      expect(await page.getByTestId('upload-title').inputValue()).toBe('');

      // On the server: a private draft awaiting review, with the file and the image
      const mine = await request(stack.url)
        .get('/api/models3d')
        .query({ sellerId: seller.user.id })
        .set('Cookie', seller.cookie)
        .expect(200);
      const [listing] = (mine.body as ListingDto[]).filter(
        (l) => l.title === 'Golf-Ball Shift Knob',
      );
      expect(listing).toMatchObject({
        slug: 'golf-ball-shift-knob',
        shortDescription: 'A dimpled golf-ball knob for the Mk7 shifter.',
        isDraft: true,
        visibility: 'private',
        approvalStatus: 'pending',
        isFree: true,
        priceCents: 0,
        printDifficulty: 'medium',
        infillHintPercent: 20,
        allowPersonalUse: true,
        allowCommercialUse: false,
        isUniversalFit: false,
        vehicleFitment: { makeName: 'Volkswagen', modelName: 'Golf', generationName: 'Mk7' },
      });
      expect(listing.fileUrls).toHaveLength(1);
      expect(listing.imageUrls).toHaveLength(1);
      const stored = await request(stack.url)
        .get(`/api/models3d/${listing.id}/files`)
        .set('Cookie', seller.cookie)
        .expect(200);
      expect(stored.body as ModelFileDto[]).toEqual([
        expect.objectContaining({
          filename: 'golf-ball-shift-knob.stl',
          fileType: 'stl',
          filesizeBytes: stlBytes,
        }),
      ]);
      expect(unexpectedErrors(errors, [])).toEqual([]);

      // An admin approves it in Approvals, in a browser of their own
      const review = await openPage(browser, stack.url);
      try {
        await signInThroughForm(review.page, admin);
        await review.page.goto('/admin?tab=approvals');
        const row = review.page.getByTestId(`pending-row-${listing.slug}`);
        await row.getByRole('button', { name: 'View' }).click();
        const dialog = await openedDialog(review.page);
        // Recorded from before the click: a loaded machine may look after the toast has gone,
        // and a failure then lists the toasts that were shown instead.
        const updated = toastShown(review.page, 'Model Updated');
        await dialog.getByRole('button', { name: 'Approve' }).click();
        await updated;
        await row.waitFor({ state: 'detached' });
        expect(unexpectedErrors(review.errors, [])).toEqual([]);
      } finally {
        await review.context.close();
      }

      // A buyer finds it live: the viewer draws the uploaded part, the download is its bytes
      const buyer = await registerUser(stack.url, { firstName: 'Sam', lastName: 'Ortiz' });
      const shopper = await openPage(browser, stack.url);
      try {
        await signInThroughForm(shopper.page, buyer);
        await shopper.page.goto(`/models/${listing.slug}`);
        await shopper.page.getByTestId('model-title').getByText('Golf-Ball Shift Knob').waitFor();
        await openViewer(shopper.page);
        const { colours, drawn } = await canvasColours(shopper.page);
        expect(colours).toBeGreaterThan(1);
        expect(drawn).toBeGreaterThan(0.01);
        await shopper.page
          .getByRole('dialog', { name: '3D MODEL PREVIEW' })
          .getByRole('button', { name: 'Close' })
          .click();

        await shopper.page.getByTestId('model-download').click();
        const row = shopper.page
          .getByRole('dialog', { name: 'DOWNLOAD FILES' })
          .getByTestId('download-file-row');
        const [download] = await Promise.all([
          shopper.page.waitForEvent('download'),
          row.getByTestId('download-file-button').click(),
        ]);
        expect(download.suggestedFilename()).toBe('golf-ball-shift-knob.stl');
        const saved = await readFile((await download.path())!);
        expect(Buffer.compare(saved, await readFile(stlPath))).toBe(0);
        expect(unexpectedErrors(shopper.errors, [])).toEqual([]);
      } finally {
        await shopper.context.close();
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it('lets an admin, with the ADMIN badge, go past Files without a file, and universal fit past Fitment', async () => {
    const { page, context, errors } = await openPage(browser, stack.url, {
      width: 390,
      height: 844,
    });
    try {
      await signInThroughForm(page, admin);
      await page.goto('/upload');
      await page.getByTestId('upload-admin-badge').waitFor();
      await page.getByTestId('upload-title').fill('Universal Trim Tool');
      await page.getByTestId('upload-next').click();
      expect(await page.getByTestId('upload-next').isEnabled()).toBe(true);
      await page.getByTestId('upload-next').click();
      await page.getByTestId('upload-next').click();
      expect(await stepLabel(page)).toBe('STEP 4 OF 7 · FITMENT');
      expect(await page.getByTestId('upload-next').isDisabled()).toBe(true);
      await page.getByTestId('upload-universal-fit').click();
      expect(await page.getByTestId('upload-next').isEnabled()).toBe(true);
      expect(await page.locator('[data-testid="upload-make"].ant-select-disabled').count()).toBe(1);

      // Publishing without a short description: the spec's toast, and nothing is sent
      for (let i = 0; i < 3; i++) await page.getByTestId('upload-next').click();
      await page.getByTestId('upload-publish').click();
      await expectToast(
        page,
        'Missing Information',
        'Please provide a short description for your model.',
      );
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
