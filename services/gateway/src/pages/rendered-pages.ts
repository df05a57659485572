import type { PageRenderer, RenderedPage } from '@pitstop/contracts';
import type { Logger } from 'pino';
import type { SearchGeneration } from '../search/search-generation.js';

/** Rendered pages held at most; each is some 60–150 KB (its markup, antd's styles, its data). */
const KEEP_MAX = 500;
/** As the served page's data (public-pages.ts): a page everyone shares, or one kept briefly. */
const KEEP_MS = 60_000;
const UNSHARED_KEEP_MS = 5_000;

interface Kept {
  generation: number | null;
  at: number;
  page: Promise<RenderedPage | null>;
}

/**
 * Server-rendered pages by address (path and query: a page's tab or search is in its markup),
 * kept like the served page's data: until the search index's generation moves (a listing
 * approved, changed or taken down) or a minute passes (5 s for a page not `shared`: a
 * collection, which its owner may make private). Concurrent requests share one render.
 * A render that fails (a service did not answer) is not kept and gives null, as an address the
 * app does not render on the server: the plain app.
 */
export class RenderedPages {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly renderer: PageRenderer,
    private readonly generation: SearchGeneration,
    private readonly logger: Logger,
  ) {}

  /**
   * The page at `url`: null when the app renders no such page on the server (`failed` when
   * it could not: the plain app then, and asked again next time).
   */
  async render(
    url: string,
    shared: boolean,
  ): Promise<{ page: RenderedPage | null; failed: boolean }> {
    const keepMs = shared ? KEEP_MS : UNSHARED_KEEP_MS;
    const generation = await this.generation.current().catch(() => null);
    const now = Date.now();
    let held = this.kept.get(url);
    if (!held || held.generation !== generation || now - held.at >= keepMs) {
      held = { generation, at: now, page: this.renderer.render(url) };
      this.kept.delete(url);
      if (this.kept.size >= KEEP_MAX) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(url, held);
    }
    const page = held.page;
    try {
      return { page: await page, failed: false };
    } catch (err) {
      if (this.kept.get(url)?.page === page) this.kept.delete(url);
      this.logger.warn({ err, url }, 'page not rendered on the server; serving the plain app');
      return { page: null, failed: true };
    }
  }
}
