// What a page costs on its first load, read from Vite's build manifest: the entry chunk, the
// page's own lazy chunk (React.lazy fetches it at once) and everything both import statically,
// compressed as the gateway sends them: brotli to browsers that accept it (every current one, on
// HTTPS), gzip to the others (scripts/precompress.mjs writes both at build time). Shared by report-bundle-size.mjs (printed after
// each build) and web/e2e/first-load.e2e-spec.ts (the budget, issue 35).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue 35's target for a model page's first-load JavaScript, compressed as sent (brotli). */
export const MODEL_PAGE_JS_TARGET = 200 * 1024;

/** The pages whose first load is measured, by the source of their lazy page chunk. */
export const FIRST_LOAD_PAGES = {
  home: 'src/features/home/pages/HomePage.tsx',
  search: 'src/features/search/pages/SearchPage.tsx',
  model: 'src/features/model-detail/pages/ModelDetailPage.tsx',
};

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/** @param {string} distDir @returns {Manifest} */
export function readManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** @param {Manifest} manifest */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the build manifest has no entry chunk');
  return key;
}

/**
 * The chunk and every chunk it imports statically, transitively; `seen` lets callers exclude
 * what an earlier walk already counted.
 * @param {Manifest} manifest @param {string} key @param {Set<string>} [seen]
 * @returns {{ js: string[], css: string[] }}
 */
export function staticClosure(manifest, key, seen = new Set()) {
  /** @type {string[]} */
  const js = [];
  /** @type {string[]} */
  const css = [];
  const visit = (/** @type {string} */ k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    js.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.includes(c)) css.push(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { js, css };
}

/**
 * A file's bytes as they are and as sent: the precompressed copies the build wrote (their sizes
 * are what goes over the wire), or compressed here alike when the build wrote none.
 * @param {string} distDir @param {string} file
 */
export function fileSizes(distDir, file) {
  const path = join(distDir, file);
  const bytes = readFileSync(path);
  const copy = (/** @type {string} */ ext, /** @type {() => Buffer} */ compress) =>
    existsSync(`${path}.${ext}`) ? readFileSync(`${path}.${ext}`).length : compress().length;
  return {
    raw: bytes.length,
    gzip: copy('gz', () => gzipSync(bytes, { level: 9 })),
    brotli: copy('br', () =>
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ),
  };
}

/**
 * A page's first load: the entry's closure plus its page chunk's, each file counted once.
 * @param {string} distDir @param {Manifest} manifest @param {string} pageSource
 */
export function pageFirstLoad(distDir, manifest, pageSource) {
  if (!manifest[pageSource]) throw new Error(`the build manifest has no chunk for ${pageSource}`);
  const seen = new Set();
  const entry = staticClosure(manifest, entryKey(manifest), seen);
  const page = staticClosure(manifest, pageSource, seen);
  const js = [...entry.js, ...page.js];
  const css = [...new Set([...entry.css, ...page.css])];
  const sum = (/** @type {string[]} */ files, /** @type {'gzip' | 'brotli'} */ encoding) =>
    files.reduce((total, file) => total + fileSizes(distDir, file)[encoding], 0);
  return {
    js,
    css,
    jsGzip: sum(js, 'gzip'),
    cssGzip: sum(css, 'gzip'),
    jsBrotli: sum(js, 'brotli'),
    cssBrotli: sum(css, 'brotli'),
  };
}

/** @param {number} n */
export function kb(n) {
  return `${(n / 1024).toFixed(1)} kB`;
}
