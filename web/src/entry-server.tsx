/**
 * The server entry (`vite build --ssr`, into web/dist-ssr): the gateway loads it and renders each
 * public page with it, as a visitor, with the data the page shows and antd's styles for that
 * page; the browser hydrates the result (main.tsx). docs/architecture.md, Public pages.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { matchWebRoute, type CreatePageRenderer, type RenderedPage } from '@pitstop/contracts';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { api, type ApiTransport, type ServerData } from './api/api';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { makeStore, type AppStore } from './app/store';
import { SERVER_PAGES } from './ssr/server-pages';
import { imagePreloadTag } from './ssr/image-preload';
import { pageAssetTags } from './ssr/page-assets';

/** React's mark of a Suspense boundary sent unfinished, to be completed by a script. */
const PENDING_BOUNDARY = '<!--$?-->';

/** Where a server-made store's requests seem to go; the gateway's fetchApi answers them. */
const SERVER_ORIGIN = 'http://pitstop.internal';

export const createPageRenderer: CreatePageRenderer = ({ manifest, fetchApi }) => {
  const transport: ApiTransport = {
    baseUrl: `${SERVER_ORIGIN}/api`,
    // fetchBaseQuery hands over a Request it made.
    async fetchFn(input) {
      const url = new URL(typeof input === 'string' ? input : input.url);
      const answer = await fetchApi(`${url.pathname}${url.search}`);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  };

  return {
    async render(url: string): Promise<RenderedPage | null> {
      const address = new URL(url, SERVER_ORIGIN);
      const store = makeStore({ apiTransport: transport });
      const match = matchWebRoute(address.pathname);
      const page = match && SERVER_PAGES[match.name];
      if (!page) return null;
      await page.prefetch?.(store, match.params, address.searchParams);
      refuseFailedData(store);

      const renderApp = async () => {
        const cache = createCache();
        const stream = await renderToReadableStream(
          <StyleProvider cache={cache}>
            <AppProviders store={store}>
              <StaticRouter location={`${address.pathname}${address.search}`}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </StyleProvider>,
          // Every boundary written in place, none sent later with a script: the pages' CSP runs
          // no inline script, and the page is cached whole anyway.
          { progressiveChunkSize: Number.POSITIVE_INFINITY },
        );
        // Everything: a crawler reads the whole page, and antd's styles are known once every
        // component has rendered.
        await stream.allReady;
        return { cache, body: await new Response(stream).text() };
      };
      let { cache, body } = await renderApp();
      // A page's code loads the first time the process renders it (routes.ts loads pages
      // lazily): that render completes the page in a script, which the pages' CSP refuses.
      // The second finds the code loaded and writes the page in place.
      if (body.includes(PENDING_BOUNDARY)) ({ cache, body } = await renderApp());
      return {
        body,
        styles: extractStyle(cache),
        assets:
          pageAssetTags(manifest, page.module, page.lazyParts) +
          imagePreloadTag(page.lcpImage?.(store, match.params)),
        data: { api: store.getState()[api.reducerPath] } satisfies ServerData,
      };
    },
  };
};

/**
 * A service failing is no page to keep or hand on: the gateway serves the plain app instead,
 * which asks again and shows the failure. A 4xx (a missing listing's 404) is the page's answer.
 */
function refuseFailedData(store: AppStore): void {
  for (const entry of Object.values(store.getState()[api.reducerPath].queries)) {
    if (entry?.status !== 'rejected') continue;
    const error = entry.error as { status?: unknown; message?: unknown } | undefined;
    if (typeof error?.status !== 'number' || error.status >= 500)
      throw new Error(`${entry.endpointName} failed: ${String(error?.message)}`);
  }
}
