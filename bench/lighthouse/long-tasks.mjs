#!/usr/bin/env node
// node bench/lighthouse/long-tasks.mjs <base URL> [<base URL> …] [-- <path> …]: the main thread's
// long tasks while a page loads and hydrates, in Debian's Chromium at a phone's size with the
// CPU slowed 4× (Chromium's own throttling, not Lighthouse's simulation), for one or more
// running builds side by side, runs alternating. It prints, per page and build, the blocking
// time after the first paint (each long task's time over 50 ms, as Lighthouse's TBT counts it)
// and the longest task of each run.
// Why beside `npm run lighthouse`: Lighthouse's simulated figures move by a second between runs
// of one build on this machine; these sums move far less, so a change to what the page runs can
// be told from noise in a few runs (docs/benchmarks.md).
import { launchChromium } from '../../test/support/chromium.mjs';

const RUNS = Number(process.env.RUNS ?? 4);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
/** Long enough for the app to load, hydrate and answer its first requests at 4×. */
const SETTLE_MS = 7000;

const separator = process.argv.indexOf('--');
const bases = process.argv
  .slice(2, separator === -1 ? undefined : separator)
  .map((url) => url.replace(/\/$/, ''));
if (bases.length === 0) bases.push('http://localhost:3000');

/** The pages to load: those given, else /, /search and the first search result's page. */
async function pagePaths() {
  if (separator !== -1) return process.argv.slice(separator + 1);
  const response = await fetch(`${bases[0]}/api/search`);
  /** @type {{ items?: { slug: string }[] }} */
  const body = await response.json();
  const slug = body.items?.[0]?.slug;
  return ['/', '/search', ...(slug ? [`/models/${slug}`] : [])];
}

/** Collects long tasks from the page's first parse on. */
const OBSERVE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    /** @type {{ tasks: [number, number][], firstPaint: number }} */
    const { tasks, firstPaint } = await page.evaluate(() => ({
      tasks: /** @type {any} */ (globalThis).__longTasks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const blocking = tasks
      .filter(([start]) => start >= firstPaint)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const longest = Math.max(0, ...tasks.map(([, duration]) => duration));
    return { blocking: Math.round(blocking), longest: Math.round(longest) };
  } finally {
    await context.close();
  }
}

const browser = await launchChromium();
try {
  console.log(
    `Long tasks at ${CPU_SLOWDOWN}× CPU, 412×823, ${RUNS} runs per page and build, alternating`,
  );
  for (const path of await pagePaths()) {
    /** @type {Map<string, { blocking: number, longest: number }[]>} */
    const results = new Map(bases.map((base) => [base, []]));
    for (let run = 0; run < RUNS; run++)
      for (const base of bases) results.get(base)?.push(await measure(browser, `${base}${path}`));
    console.log(`\n${path}`);
    for (const [base, runs] of results) {
      const blocking = runs.map((r) => r.blocking).sort((a, b) => a - b);
      const median = blocking[Math.floor(blocking.length / 2)];
      console.log(
        `  ${base}: blocking ${blocking.join(', ')} ms (median ${median}); longest task ${runs.map((r) => r.longest).join(', ')} ms`,
      );
    }
  }
} finally {
  await browser.close();
}
