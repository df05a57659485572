// The first script a page runs, and the only one its HTML asks for. It loads the app once the
// served page has shown (two frames after the window's load: stylesheets, fonts and the first
// images are in and painted), so on a slow phone connection the app's code does not take the
// network from what the visitor sees first; until then the server's HTML is the page, its links
// plain links. docs/benchmarks.md, "The app loads after the page shows". Written into the build
// by load-app-after-paint.ts; the page's own chunks are named in a meta tag the server writes
// (web/src/ssr/page-assets.ts).
const boot = document.querySelector('script[data-app]');
const pageModules = document.querySelector('meta[name="pitstop:page-modules"]');

function preload(href) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  const entryImports = (boot.dataset.preload ?? '').split(' ').filter(Boolean);
  const preloads = `${boot.dataset.preload ?? ''} ${pageModules?.content ?? ''}`;
  for (const href of preloads.split(' ')) if (href) preload(href);
  void evaluate(entryImports);
}

/**
 * The entry's chunks one task each (the libraries, then the app): evaluating the code is work
 * the browser cannot break up, and one task for all of it was the longest of the page's load.
 */
async function evaluate(entryImports) {
  for (const href of entryImports) {
    await import(href);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await import(boot.dataset.app);
}

// Two frames after the load: the frame that paints what has just loaded (the first images) comes
// first, so the app's code takes neither the network nor the main thread before it.
function startAfterPaint() {
  requestAnimationFrame(() => requestAnimationFrame(start));
}

// And a served page not before its first contentful paint: the load can come first (the display
// face's short block period, styles/fonts.css), and the app's requests would then sit ahead of
// that paint. A page the server did not render paints nothing before the app draws it.
function afterLoadAndFirstPaint() {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !document.getElementById('server-data')) return startAfterPaint();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    startAfterPaint();
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (document.readyState === 'complete') afterLoadAndFirstPaint();
else addEventListener('load', afterLoadAndFirstPaint, { once: true });
// An image that never finishes, or a tab in the background (no frames), must not keep the page
// from working.
setTimeout(start, 4000);
