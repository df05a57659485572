import { AxeBuilder } from '@axe-core/playwright';
import { WEB_ROUTES, type ListingDto, type WebRouteName } from '@pitstop/contracts';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing, fitmentOf } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { signInThroughForm } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** What issue 35 holds every page to: WCAG 2.1 A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A parameter's sample value, by its name in the route's path (the vehicle pages'). */
const SAMPLE_PARAMS: Record<string, string> = {
  make: 'volkswagen',
  model: 'golf',
  generation: 'mk7',
};

/**
 * A route of the web app's table (libs/contracts/src/web/web-routes.ts) as an address: `:id`
 * means a different thing on each route, so those take their value from `ids`; any other
 * parameter from SAMPLE_PARAMS. A route added with a parameter neither names fails here.
 */
function addressOf(
  name: WebRouteName,
  ids: Partial<Record<WebRouteName, Record<string, string>>>,
): string {
  const route = WEB_ROUTES[name];
  return route.path.replace(/:(\w+)/g, (_match, param: string) => {
    const value = ids[name]?.[param] ?? SAMPLE_PARAMS[param];
    if (value === undefined) throw new Error(`no sample value for ${route.path}'s :${param}`);
    return encodeURIComponent(value);
  });
}

const ROUTE_NAMES = Object.keys(WEB_ROUTES) as WebRouteName[];

/** How long a page may take to load and draw before the test says it did not. */
const DRAWN_WITHIN_MS = 30_000;

/** axe's findings on the page as it stands, one line each: impact, rule and where. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.impact ?? ''} ${violation.id}: ${node.target.join(' ')}`,
    ),
  );
}

/**
 * Opens the address and waits for the app to have drawn it: the route's spinner and the
 * skeletons gone (axe on a half-drawn page checks the skeleton, not the page). A route the
 * visitor may not see sends them on (to sign in): what they land on is what is checked.
 */
async function openDrawn(page: Page, path: string): Promise<void> {
  // Generous: on a loaded two-core machine (two jest workers beside the stack's processes) a
  // page's load event, or its chunk, can take more than the 10 s default (CI saw it on two).
  await page.goto(path, { timeout: DRAWN_WITHIN_MS }).catch((error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
  });
  await page.waitForLoadState('load', { timeout: DRAWN_WITHIN_MS });
  await page.locator('#root main').first().waitFor({ timeout: DRAWN_WITHIN_MS });
  // Pages that poll (an upload's analysis, the admin's queues) never go quiet: a bounded wait.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .locator('.ant-spin-spinning, .pp-skeleton, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** axe on the page once it has settled: a redirect still under way is waited out once. */
async function settledFindings(page: Page): Promise<string[]> {
  try {
    return await axeFindings(page);
  } catch (error) {
    if (!/context was destroyed|navigation/i.test(String(error))) throw error;
    await page.waitForLoadState('load', { timeout: DRAWN_WITHIN_MS });
    await page.locator('#root main').first().waitFor({ timeout: DRAWN_WITHIN_MS });
    return axeFindings(page);
  }
}

describe('accessibility of every route (axe-core, WCAG 2.1 AA)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let listing: ListingDto;
  let collectionId: string;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({ adminLabel: 'a11y-admin' }));
    seller = await registerUser(stack.url, { firstName: 'Ines', lastName: 'Duarte' });
    listing = await createApprovedListing(stack.url, seller, admin, {
      isUniversalFit: false,
      vehicleFitment: await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7'),
    });
    const collection = await request(stack.url)
      .post('/api/collections')
      .set('Cookie', seller.cookie)
      .send({ name: 'Golf interior', isPublic: true })
      .expect(201);
    collectionId = (collection.body as { id: string }).id;
  });
  afterAll(() => close?.());

  const ids = () => ({
    model: { slug: listing.slug },
    creator: { id: seller.user.id },
    collection: { id: collectionId },
    editModel: { id: listing.id },
    // No order of this buyer's: the receipt's 'not found' state is what is checked.
    receipt: { id: '00000000-0000-4000-8000-000000000000' },
  });

  describe.each([
    ['signed out', false],
    ['signed in', true],
  ] as const)('%s', (_who, signedIn) => {
    let page: Page;
    let closeContext: () => Promise<void>;

    beforeAll(async () => {
      const opened = await openPage(browser, stack.url);
      page = opened.page;
      closeContext = () => opened.context.close();
      if (signedIn) await signInThroughForm(page, seller);
    });
    afterAll(() => closeContext?.());

    it.each(ROUTE_NAMES)('finds nothing on the %s route', async (name) => {
      const path = addressOf(name, ids());
      await openDrawn(page, path);
      expect({ path, findings: await settledFindings(page) }).toEqual({ path, findings: [] });
    });
  });

  it('finds nothing on the 404 page and a phone-sized model page', async () => {
    const { page, context } = await openPage(browser, stack.url, { width: 390, height: 844 });
    try {
      const findings: string[] = [];
      for (const path of ['/no-such-page', `/models/${listing.slug}`, '/']) {
        await openDrawn(page, path);
        for (const finding of await settledFindings(page)) findings.push(`${path} ${finding}`);
      }
      expect(findings).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
