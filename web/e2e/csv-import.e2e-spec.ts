import { IMPORT_COLUMNS, IMPORT_TEMPLATE_FILENAME, type SearchResult } from '@pitstop/contracts';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SignedInUser } from '../../test/support/accounts.js';
import { eventually } from '../../test/support/eventually.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** 500 rows, 3 of them bad (an unknown make, a difficulty nobody knows, no title). */
function partsCsv(word: string): string {
  const lines = [IMPORT_COLUMNS.join(',')];
  for (let i = 1; i <= 500; i++) {
    let title = `Pit part ${word} ${i}`;
    let make = 'Volkswagen';
    let difficulty = 'easy';
    if (i === 100) make = 'Trabant';
    if (i === 250) difficulty = 'impossible';
    if (i === 400) title = '';
    lines.push(
      [
        title,
        '"A printed part, with a comma"',
        make,
        'Golf',
        'Mk7',
        i % 2 ? '0' : '299',
        difficulty,
        'false',
        '20',
        'Interior',
        '"pit,part"',
        '',
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}

/** `rows` good rows, each with its own title. */
function manyPartsCsv(word: string, rows: number): string {
  const lines = [IMPORT_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `Long part ${word} ${i},A generated part,Volkswagen,Golf,Mk7,0,easy,false,20,Interior,,`,
    );
  return lines.join('\n') + '\n';
}

/**
 * The admin's bulk import through the Settings tab: the template downloads, a file of 500 rows
 * with 3 bad ones imports with its progress shown, the product's toast says '497 models, 3 errors',
 * the error report is listed with the past imports, and an imported part is found in search.
 */
describe('CSV import in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  const dir = mkdtempSync(join(tmpdir(), 'pitstop-import-'));

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      adminLabel: 'importer',
      // Its own: the past imports' pager counts every import, and other files import beside it.
      privateDatabase: true,
    }));
  });
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('downloads the template, imports 500 rows with 3 bad ones, shows progress and the toast, and the parts are searchable', async () => {
    const word = `zx${randomBytes(3).toString('hex')}`;
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, admin);
      await page.goto('/admin?tab=settings');
      await page.getByTestId('csv-import').waitFor();
      await page.getByTestId('csv-import-button').isDisabled();
      expect(await page.getByTestId('csv-import-button').isDisabled()).toBe(true);

      const [template] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('csv-template').click(),
      ]);
      expect(template.suggestedFilename()).toBe(IMPORT_TEMPLATE_FILENAME);
      const templateText = readFileSync((await template.path())!, 'utf8');
      expect(templateText.split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
      expect(templateText.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);

      const file = join(dir, 'parts.csv');
      writeFileSync(file, partsCsv(word));
      await page.getByTestId('csv-file').setInputFiles(file);
      expect(await page.getByTestId('csv-import-button').isEnabled()).toBe(true);
      await page.getByTestId('csv-import-button').click();

      await expectToast(page, 'CSV Import Completed', '497 models, 3 errors');
      const progress = page.getByTestId('csv-progress');
      await progress.waitFor();
      expect(await page.getByTestId('csv-progress-counts').textContent()).toBe(
        '500 of 500 rows · 497 imported · 3 errors',
      );
      expect(await page.getByTestId('csv-progress-status').textContent()).toBe('Completed');
      const past = page.getByTestId('past-import').first();
      await past.getByText('parts.csv').waitFor();
      expect(await past.getByTestId('import-errors-link').getAttribute('href')).toMatch(
        /^\/api\/admin\/imports\/[0-9a-f-]{36}\/errors\.csv$/,
      );
      await page.screenshot({ path: join(tmpdir(), 'pitstop-csv-import.png'), fullPage: true });

      // The error report, as the link downloads it.
      const report = await context.request.get(
        (await past.getByTestId('import-errors-link').getAttribute('href'))!,
      );
      const lines = (await report.text()).trim().split('\r\n');
      expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
        '101,make',
        '251,print_difficulty',
        '401,title',
      ]);

      // An imported part is found in search, once the index has taken the batches (they reach it
      // through the catalog's events after the import ends; the page asks once).
      const title = `Pit part ${word} 42`;
      const found = await eventually(
        async () => {
          const res = await context.request.get(`/api/search?q=${encodeURIComponent(title)}`);
          return ((await res.json()) as SearchResult).items.some((item) => item.title === title);
        },
        (hit) => hit,
        15_000,
      );
      expect(found).toBe(true);
      await page.goto(`/search?q=${encodeURIComponent(title)}`);
      await page.getByRole('link', { name: title }).first().waitFor({ timeout: 15_000 });
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a running import keeps its progress bar across a reload, and Cancel stops it after the batch in hand', async () => {
    const word = `zy${randomBytes(3).toString('hex')}`;
    const rows = 100_000;
    const file = join(dir, 'long.csv');
    writeFileSync(file, manyPartsCsv(word, rows));
    // Holds the worker at its first batch: listings cannot be written until this commits.
    const db = new pg.Client({ connectionString: stack.databaseUrl! });
    await db.connect();
    await db.query('BEGIN');
    await db.query('LOCK TABLE catalog.listing IN SHARE MODE');
    let held = true;
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, admin);
      await page.goto('/admin?tab=settings');
      await page.getByTestId('csv-file').setInputFiles(file);
      await page.getByTestId('csv-import-button').click();
      const counts = page.getByTestId('csv-progress-counts');
      const status = page.getByTestId('csv-progress-status');
      await page
        .getByTestId('csv-progress-counts')
        .filter({ hasText: '0 of 100,000 rows' })
        .waitFor({ timeout: 30_000 });
      expect(await status.textContent()).toBe('Importing…');
      expect(await page.getByTestId('csv-import-button').isDisabled()).toBe(true);

      // A reload finds the import still running and follows it again.
      await page.reload();
      await counts.filter({ hasText: '0 of 100,000 rows' }).waitFor({ timeout: 15_000 });
      expect(await status.textContent()).toBe('Importing…');
      expect(await page.getByTestId('csv-import-button').isDisabled()).toBe(true);
      await page.getByTestId('csv-import').screenshot({
        path: join(tmpdir(), 'pitstop-csv-import-running.png'),
      });

      // Cancel is taken once the batch in hand commits.
      await page.getByTestId('csv-cancel').click();
      await db.query('COMMIT');
      held = false;
      await expectToast(page, 'Import Cancelled');
      await status.filter({ hasText: 'Cancelled' }).waitFor();
      const [{ imported }] = (
        await db.query(
          `SELECT count(*)::int AS imported FROM catalog.listing WHERE title LIKE $1`,
          [`Long part ${word} %`],
        )
      ).rows as { imported: number }[];
      expect(imported).toBeGreaterThan(0);
      expect(imported).toBeLessThan(rows);
      expect(await counts.textContent()).toBe(
        `${imported.toLocaleString('en-US')} of 100,000 rows · ${imported.toLocaleString('en-US')} imported · 0 errors`,
      );
      const past = page.getByTestId('past-import').first();
      await past.getByText('long.csv').waitFor();
      await past.getByText('Cancelled').waitFor();
      await page.getByTestId('csv-import').screenshot({
        path: join(tmpdir(), 'pitstop-csv-import-cancelled.png'),
      });
      expect(await page.getByTestId('csv-import-button').isDisabled()).toBe(true); // no file chosen
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      if (held) await db.query('ROLLBACK').catch(() => undefined);
      await db.end();
      await context.close();
    }
  }, 120_000);

  it('pages the past imports 50 at a time, the total from X-Total-Count', async () => {
    // 55 earlier imports, older than any imported above.
    const db = new pg.Client({ connectionString: stack.databaseUrl! });
    await db.connect();
    let total: number;
    try {
      await db.query(
        `INSERT INTO catalog.listing_import
           (id, admin_id, filename, object_key, size_bytes, status, imported, created_at, finished_at)
         SELECT gen_random_uuid(), $1, 'earlier-' || i || '.csv', 'imports/earlier-' || i, 100,
                'completed', i, now() - interval '1 day' - i * interval '1 minute',
                now() - interval '1 day' - i * interval '1 minute'
         FROM generate_series(1, 55) AS i`,
        [admin.user.id],
      );
      // The listings' imports: the Vehicles tab's taxonomy imports (other tests') list apart.
      [{ total }] = (
        await db.query(
          `SELECT count(*)::int AS total FROM catalog.listing_import WHERE kind = 'listings'`,
        )
      ).rows as { total: number }[];
    } finally {
      await db.end();
    }
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, admin);
      await page.goto('/admin?tab=settings');
      const pager = page.getByTestId('past-imports-pager');
      await pager.waitFor();
      expect(await pager.textContent()).toContain(`1–50 of ${total} imports`);
      expect(await page.getByTestId('past-import').count()).toBe(50);

      await pager.getByTitle('2', { exact: true }).click();
      await pager.getByText(`51–${total} of ${total} imports`).waitFor();
      const rows = page.getByTestId('past-import');
      await rows.last().getByText('earlier-55.csv', { exact: true }).waitFor();
      expect(await rows.count()).toBe(total - 50);
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
