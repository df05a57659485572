import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** Debian's Chromium through playwright-core (nothing is downloaded). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far (CSP violations included). */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.setDefaultTimeout(10_000);
  return { page, context, errors };
}
