import type { PageRenderer, RenderedPage } from '@pitstop/contracts';
import type { Logger } from 'pino';

/**
 * The web app's server rendering of a page, for the route that serves pages. Not kept here:
 * the page's final bytes are (page-answers.ts), under the index generation. A render that fails
 * (a service did not answer) gives the plain app, sent but not kept.
 */
export class RenderedPages {
  constructor(
    private readonly renderer: PageRenderer,
    private readonly logger: Logger,
  ) {}

  /**
   * The page at `url` (path and query: a page's tab or search is in its markup); null when the
   * app renders no such page on the server, or (`failed`) could not.
   */
  async render(url: string): Promise<{ page: RenderedPage | null; failed: boolean }> {
    try {
      return { page: await this.renderer.render(url), failed: false };
    } catch (err) {
      this.logger.warn({ err, url }, 'page not rendered on the server; serving the plain app');
      return { page: null, failed: true };
    }
  }
}
