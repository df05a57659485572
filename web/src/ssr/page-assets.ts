import type { BuildManifestChunk } from '@pitstop/contracts';

/**
 * The head tags a server-rendered page needs beyond index.html's: the stylesheets of its lazily
 * loaded page module (and the chunks it imports), so the first paint is styled, and preloads of
 * their code, so hydration does not wait for it. What the entry loads is in index.html already.
 */
export function pageAssetTags(
  manifest: Record<string, BuildManifestChunk>,
  module: string | undefined,
): string {
  if (!module) return '';
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
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || inEntry.has(key) || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
