#!/usr/bin/env node
// Prints what the home page costs on first load: the entry chunk plus everything it imports
// statically (JavaScript and CSS), gzip-compressed, read from Vite's build manifest. Lazy route
// chunks are listed separately because they load only when their page (or dialog) is opened.
// Informational: it never fails the build, it only warns when the first load grows past budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_PAGES, MODEL_PAGE_JS_TARGET, pageFirstLoad } from './first-load.mjs';

const FIRST_LOAD_JS_BUDGET = 250 * 1024;

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */

/** @type {Record<string, ManifestChunk>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(
    `bundle size: cannot read dist/.vite/manifest.json (${String(error)}); is build.manifest on?`,
  );
  process.exit(1);
}

/** @param {string} file */
function sizes(file) {
  const bytes = readFileSync(join(distDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** @param {number} n */
function kb(n) {
  return `${(n / 1024).toFixed(1)} kB`;
}

/**
 * The chunk and every chunk it imports statically, transitively; `seen` lets callers exclude
 * what an earlier walk already counted.
 * @param {string} key @param {Set<string>} seen @returns {{ js: string[], css: string[] }}
 */
function staticClosure(key, seen = new Set()) {
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

/** @param {string[]} files */
function total(files) {
  return files
    .map(sizes)
    .reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
}

/** @param {string[][]} rows */
function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [index, row] of rows.entries()) {
    const line = row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('   ');
    console.log(`  ${line}`);
    if (index === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('   ')}`);
  }
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('bundle size: the manifest has no entry chunk');
  process.exit(1);
}

const counted = new Set();
const first = staticClosure(entryKey, counted);
const firstJs = total(first.js);
const firstCss = total(first.css);

console.log('\nHome page first load (entry chunk + its static imports)');
printTable([
  ['file', 'raw', 'gzip'],
  ...first.js.map((f) => [f, kb(sizes(f).raw), kb(sizes(f).gzip)]),
  ...first.css.map((f) => [f, kb(sizes(f).raw), kb(sizes(f).gzip)]),
  ['JavaScript', kb(firstJs.raw), kb(firstJs.gzip)],
  ['CSS', kb(firstCss.raw), kb(firstCss.gzip)],
  ['TOTAL first load', kb(firstJs.raw + firstCss.raw), kb(firstJs.gzip + firstCss.gzip)],
]);

const lazyRows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    // What opening this lazy chunk adds on top of the first load (shared chunks counted once).
    const extra = staticClosure(key, new Set(counted));
    const size = total([...extra.js, ...extra.css]);
    return [chunk.src ?? chunk.file, kb(size.raw), kb(size.gzip)];
  })
  .sort((a, b) => a[0].localeCompare(b[0]));
if (lazyRows.length > 0) {
  console.log('\nLoaded on demand (added on top of the first load when opened)');
  printTable([['lazy chunk', 'raw', 'gzip'], ...lazyRows]);
}

const verdict =
  firstJs.gzip <= FIRST_LOAD_JS_BUDGET
    ? `within the ${kb(FIRST_LOAD_JS_BUDGET)} budget`
    : `WARNING: over the ${kb(FIRST_LOAD_JS_BUDGET)} budget`;
console.log(`\nFirst-load JavaScript: ${kb(firstJs.gzip)} gzip (${verdict})\n`);

// Each public page's first load: the entry plus its own page chunk (web/e2e/first-load holds the
// model page to its budget).
console.log('First load by page (entry + the page chunk + their static imports, as sent)');
printTable([
  ['page', 'JS brotli', 'JS gzip', 'CSS brotli', 'CSS gzip'],
  ...Object.entries(FIRST_LOAD_PAGES).map(([name, source]) => {
    const load = pageFirstLoad(distDir, manifest, source);
    return [name, kb(load.jsBrotli), kb(load.jsGzip), kb(load.cssBrotli), kb(load.cssGzip)];
  }),
]);
const modelPage = pageFirstLoad(distDir, manifest, FIRST_LOAD_PAGES.model);
console.log(
  `\nModel page first-load JavaScript: ${kb(modelPage.jsBrotli)} brotli, ${kb(modelPage.jsGzip)} gzip (issue 35's target: ${kb(MODEL_PAGE_JS_TARGET)})\n`,
);
