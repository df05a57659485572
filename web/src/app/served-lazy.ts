import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A code-split component whose code can be loaded ahead of its first render. */
export type ServedLazy<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<unknown>;
};

/** Loads of parts the served page shows, begun in the browser and awaited before hydration. */
const partsLoading = new Set<Promise<unknown>>();

/**
 * A code-split component the server renders in place: a page, or a part of one. Once its code
 * has loaded, it renders at once instead of suspending: React.lazy calls back through the
 * thenable its loader answers, and one that calls back straight away leaves nothing to wait for.
 *
 * Why: hydration reached a part whose code had not arrived, left its served HTML in place, and
 * the first update that reached it (the page's data subscriptions answer right after hydrating)
 * threw the served HTML away for the fallback, then drew the part again when the code came: the
 * model page's reviews, Q&A, fit confirmations and related parts flashed to skeletons and back,
 * and the extra commits cost 200 ms of main thread on Lighthouse's 4× slower CPU. So the browser
 * loads the served page's code first (loadServedCode in main.tsx), then hydrates.
 *
 * `part`: rendered by the page that declares it on the server (docs: ssr/server-pages.ts'
 * lazyParts); its code starts loading in the browser as soon as the page's own code runs.
 */
export function servedLazy<P = object>(
  load: () => Promise<Module<P>>,
  { part = false }: { part?: boolean } = {},
): ServedLazy<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Asked again at render, where the page's error boundary can say what failed.
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() =>
    loaded
      ? // Called back at once: React.lazy renders the component without suspending.
        ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>)
      : preload(),
  ) as ServedLazy<P>;
  component.preload = preload;
  if (part && typeof document !== 'undefined') {
    const started = preload().catch(() => undefined);
    partsLoading.add(started);
    void started.finally(() => partsLoading.delete(started));
  }
  return component;
}

/** Waits for the parts whose code has started loading (a part's page may start more). */
export async function servedPartsLoaded(): Promise<void> {
  while (partsLoading.size > 0) await Promise.all(partsLoading);
}
