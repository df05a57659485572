import type { BuildManifestChunk } from '@pitstop/contracts';

type Manifest = Record<string, BuildManifestChunk>;

/**
 * The head tags a server-rendered page needs beyond index.html's: the stylesheets of its lazily
 * loaded page module, of the lazy parts the server renders with it, and of the chunks they import,
 * so the first paint is styled; and the names of the page module's code, which boot.js preloads
 * beside the app's, so hydration does not wait for it (the lazy parts' code still loads when
 * React asks for it: it is below the fold). What the entry loads is in index.html already.
 */
export function pageAssetTags(
  manifest: Manifest,
  module: string,
  lazyParts: string[] = [],
): string {
  if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
  const inEntry = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const markEntry = (key: string) => {
    if (inEntry.has(key)) return;
    inEntry.add(key);
    manifest[key]?.imports?.forEach(markEntry);
  };
  if (entry) markEntry(entry);

  const css = new Set<string>();
  const closure = (from: string, into = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || inEntry.has(key) || into.has(key)) return;
      into.add(key);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    visit(from);
    return into;
  };
  const pageChunks = [...closure(module)];
  const js = new Set(pageChunks.map((key) => manifest[key]!.file));
  // The lazy parts add their stylesheets; chunks the page has already are not walked again.
  const walked = new Set(pageChunks);
  for (const part of lazyParts) closure(lazyPartKey(manifest, pageChunks, part), walked);
  // The code is named, not preloaded: boot.js preloads it with the app, after the page shows.
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    js.size
      ? `<meta name="pitstop:page-modules" content="${[...js].map((file) => `/${file}`).join(' ')}">`
      : '',
  ].join('');
}

/**
 * A lazy part's chunk: its own when it is only imported lazily (keyed by its source), else the
 * shared chunk Rolldown put it in, which the page's chunks import lazily under the file's name.
 */
function lazyPartKey(manifest: Manifest, pageChunks: string[], source: string): string {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const key = pageChunks
    .flatMap((chunk) => manifest[chunk]!.dynamicImports ?? [])
    .find((imported) => manifest[imported]?.name === name);
  if (!key) throw new Error(`${source} is not a lazy part of the page in the build manifest`);
  return key;
}
