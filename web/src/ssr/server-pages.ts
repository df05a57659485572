import type { WebRouteName } from '@pitstop/contracts';
import type { AppStore } from '../app/store';
import { collectionsApi } from '../features/collections/collectionsApi';
import { downloadsApi } from '../features/downloads/downloadsApi';
import { NEW_RELEASES_COUNT, TRENDING_COUNT } from '../features/home/pages/HomePage';
import { previewPictures } from '../features/listings/listing-display';
import { listingsApi } from '../features/listings/listingsApi';
import { GALLERY_MAIN_SIZES } from '../features/model-detail/gallery';
import { searchApi } from '../features/search/searchApi';
import { parseSearchQuery, SEARCH_PAGE_SIZE, searchArgs } from '../features/search/search-query';
import { taxonomyApi } from '../features/taxonomy/taxonomyApi';
import type { ImagePreload } from './image-preload';

/**
 * A public route as the server renders it: the page's module (its code and CSS are named in the
 * head, so the first paint is styled and hydration need not wait for them) and the data its first
 * render shows, asked for before rendering so the HTML carries it.
 */
export interface ServerPage {
  /** The page's source as Vite's manifest names it: the module routes.ts loads lazily for it. */
  module: string;
  /**
   * The sources of what the page loads lazily (React.lazy) and the server renders in place: their
   * stylesheets go in the head with the page's, or the served page restyles when they load.
   */
  lazyParts?: string[];
  prefetch?(
    store: AppStore,
    params: Record<string, string>,
    search: URLSearchParams,
  ): Promise<void>;
  /** The image the page paints largest, from the prefetched data, preloaded from the head. */
  lcpImage?(store: AppStore, params: Record<string, string>): ImagePreload | null;
}

const VEHICLE_PAGE = 'src/features/vehicle-pages/pages/VehiclePage.tsx';

const bySlug =
  (slug: string) =>
  (level: { slug: string }): boolean =>
    level.slug.toLowerCase() === slug.toLowerCase();

/** The taxonomy level by level, then the parts, as VehiclePage and useVehicleBySlugs ask. */
async function prefetchVehicle(store: AppStore, params: Record<string, string>): Promise<void> {
  const { make: makeSlug = '', model: modelSlug = '', generation: generationSlug } = params;
  const once = { subscribe: false } as const;
  const makes = await store.dispatch(taxonomyApi.endpoints.listMakes.initiate(undefined, once));
  const make = makes.data?.find(bySlug(makeSlug));
  if (!make) return;
  const models = await store.dispatch(taxonomyApi.endpoints.listModels.initiate(make.id, once));
  const model = models.data?.find(bySlug(modelSlug));
  if (!model) return;
  const generations = await store.dispatch(
    taxonomyApi.endpoints.listGenerations.initiate(model.id, once),
  );
  const generation =
    generationSlug === undefined ? undefined : generations.data?.find(bySlug(generationSlug));
  if (generationSlug !== undefined && !generation) return;
  await store.dispatch(
    searchApi.endpoints.searchListings.initiate(
      {
        make: make.slug,
        model: model.slug,
        generationId: generation?.id,
        sort: 'popular',
        limit: SEARCH_PAGE_SIZE,
      },
      once,
    ),
  );
}

/**
 * The public routes, rendered on the server; every other route (sign-in, a visitor's own pages)
 * is served as the plain app: their forms must not be used before the app has loaded.
 */
export const SERVER_PAGES: Partial<Record<WebRouteName, ServerPage>> = {
  // The arguments are the pages' own, so their hooks find the answers (HomePage, ListingShelf,
  // PopularMakes; useSearchResults; CreatorPage; CollectionPage).
  home: {
    module: 'src/features/home/pages/HomePage.tsx',
    async prefetch(store) {
      await Promise.all([
        store.dispatch(
          listingsApi.endpoints.listListings.initiate(
            { sort: 'trending', limit: TRENDING_COUNT },
            { subscribe: false },
          ),
        ),
        store.dispatch(
          listingsApi.endpoints.listListings.initiate(
            { sort: 'newest', limit: NEW_RELEASES_COUNT },
            { subscribe: false },
          ),
        ),
        store.dispatch(taxonomyApi.endpoints.listMakes.initiate(undefined, { subscribe: false })),
      ]);
    },
  },
  search: {
    module: 'src/features/search/pages/SearchPage.tsx',
    async prefetch(store, _params, search) {
      await store.dispatch(
        searchApi.endpoints.searchListings.initiate(searchArgs(parseSearchQuery(search)), {
          subscribe: false,
        }),
      );
    },
  },
  creator: {
    module: 'src/features/creators/pages/CreatorPage.tsx',
    async prefetch(store, { id = '' }) {
      await store.dispatch(listingsApi.endpoints.getSellerPage.initiate(id, { subscribe: false }));
    },
  },
  collection: {
    module: 'src/features/collections/pages/CollectionPage.tsx',
    async prefetch(store, { id = '' }) {
      await store.dispatch(
        collectionsApi.endpoints.getCollection.initiate(id, { subscribe: false }),
      );
    },
  },
  vehicle: { module: VEHICLE_PAGE, prefetch: prefetchVehicle },
  vehicleGeneration: { module: VEHICLE_PAGE, prefetch: prefetchVehicle },
  privacy: { module: 'src/features/legal/pages/PrivacyPage.tsx' },
  terms: { module: 'src/features/legal/pages/TermsPage.tsx' },
  dmca: { module: 'src/features/legal/pages/DmcaPage.tsx' },
  model: {
    module: 'src/features/model-detail/pages/ModelDetailPage.tsx',
    lazyParts: [
      'src/features/model-detail/components/ReviewsSection.tsx',
      'src/features/fit-confirmations/components/FitConfirmationsSection.tsx',
      'src/features/model-detail/components/CommentsSection.tsx',
      'src/features/listings/components/ModelCard.tsx',
    ],
    async prefetch(store, { slug = '' }) {
      const { data: listing } = await store.dispatch(
        listingsApi.endpoints.getListingBySlug.initiate(slug, { subscribe: false }),
      );
      if (!listing) return;
      await Promise.all([
        store.dispatch(
          listingsApi.endpoints.getSeller.initiate(listing.sellerId, { subscribe: false }),
        ),
        store.dispatch(
          listingsApi.endpoints.listReviews.initiate(listing.id, { subscribe: false }),
        ),
        store.dispatch(
          listingsApi.endpoints.listComments.initiate(listing.id, { subscribe: false }),
        ),
        store.dispatch(
          listingsApi.endpoints.listRelated.initiate(listing.id, { subscribe: false }),
        ),
        store.dispatch(
          downloadsApi.endpoints.listModelFiles.initiate(listing.id, { subscribe: false }),
        ),
      ]);
    },
    // The gallery's first image, large (Gallery).
    lcpImage(store, { slug = '' }) {
      const listing = listingsApi.endpoints.getListingBySlug.select(slug)(store.getState()).data;
      const picture = listing && previewPictures(listing)[0];
      return picture ? { picture, sizes: GALLERY_MAIN_SIZES } : null;
    },
  },
};
