/** The stack the browser tests drive: the built app, served by the gateway, and Chromium. */
import type { Browser } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import type { SignedInUser } from '../../../test/support/accounts.js';
import { startStackWithAdmin, type Stack } from '../../../test/support/stack.js';
import { launchBrowser } from './browser.js';

/** The app as `npm run build:web` leaves it; the gateway serves it as in production. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

export interface BrowserStack {
  stack: Stack;
  browser: Browser;
  /** The admin the users service made at start, signed in through the API. */
  admin: SignedInUser;
  /** Closes the browser and the stack (and drops its private database). */
  close(): Promise<void>;
}

/**
 * The catalog, users, search, media and orders services behind a gateway that serves the app, with an admin, and
 * Chromium. `privateDatabase` for tests that must know everything in the database.
 */
export async function startBrowserStack(
  options: { privateDatabase?: boolean; adminLabel?: string } = {},
): Promise<BrowserStack> {
  const stack = await startStackWithAdmin({
    ...options,
    services: ['catalog', 'users', 'search', 'media', 'orders'],
    gateway: { WEB_DIST_DIR },
  });
  try {
    const browser = await launchBrowser();
    return {
      stack,
      browser,
      admin: stack.admin,
      async close() {
        await browser.close();
        await stack.close();
      },
    };
  } catch (err) {
    await stack.close();
    throw err;
  }
}
