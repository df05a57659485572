export const MODEL_PAGE_JS_TARGET: number;
export const FIRST_LOAD_PAGES: { home: string; search: string; model: string };
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export function readManifest(distDir: string): Manifest;
export function entryKey(manifest: Manifest): string;
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen?: Set<string>,
): { js: string[]; css: string[] };
export function fileSizes(
  distDir: string,
  file: string,
): { raw: number; gzip: number; brotli: number };
export function pageFirstLoad(
  distDir: string,
  manifest: Manifest,
  pageSource: string,
): {
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  jsBrotli: number;
  cssBrotli: number;
};
export function kb(n: number): string;
