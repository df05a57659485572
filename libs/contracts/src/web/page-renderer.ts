/**
 * What the web app's server entry (web/src/entry-server.tsx, built by `vite build --ssr` into
 * web/dist-ssr) offers the gateway, which loads it to render public pages on the server
 * (docs/architecture.md, Public pages).
 */

/** One chunk of Vite's client build manifest (web/dist/.vite/manifest.json). */
export interface BuildManifestChunk {
  file: string;
  /** The chunk's name (a shared chunk's: the first module's file name). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** An answer of the gateway's own API, read in-process. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageRendererOptions {
  manifest: Record<string, BuildManifestChunk>;
  /** A GET of the API by path and query (`/api/models3d/slug/x`), as a visitor. */
  fetchApi(path: string): Promise<ApiAnswer>;
}

export interface RenderedPage {
  /** The page's markup, for inside #root. */
  body: string;
  /**
   * The page's antd styles, for the head ahead of the app's stylesheets (as antd puts them in
   * the browser, so the app's rules win where both apply).
   */
  styles: string;
  /** For the head: the page's own CSS links and its code's preloads. */
  assets: string;
  /** The data the page was rendered with, for the browser's store (written as JSON). */
  data: unknown;
}

export interface PageRenderer {
  /**
   * The page at this address (path and query) as a visitor sees it; null for an address that
   * is not a public page (sign-in, a visitor's own pages). Rejects when the data it needs could
   * not be had (a service failed): the gateway then serves the plain app.
   */
  render(url: string): Promise<RenderedPage | null>;
}

/** The server entry's export. */
export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;

/** The element the served data travels in: `<script type="application/json" id=…>`. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';
