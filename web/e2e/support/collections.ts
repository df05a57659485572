/** Steps the browser tests of collections share. */
import type { Page } from 'playwright-core';

/** Picks 'Save to collection…' in a heart menu that `open` opens, and waits for the dialog. */
export async function openSaveDialog(page: Page, open: () => Promise<void>): Promise<void> {
  await open();
  await page.getByTestId('heart-menu-save').click();
  await page.getByTestId('save-to-collection').waitFor();
}
