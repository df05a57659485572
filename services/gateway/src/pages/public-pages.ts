import { HttpException } from '@nestjs/common';
import {
  CatalogCollections,
  CatalogListings,
  collectionPageHead,
  creatorPageHead,
  DEFAULT_DESCRIPTION,
  documentTitle,
  matchWebRoute,
  modelPageHead,
  NOT_FOUND_ROUTE,
  RpcErrorCode,
  SearchRequests,
  SITE_NAME,
  SOCIAL_IMAGE_SIZE,
  vehicleName,
  vehiclePageHead,
  vehiclePagePath,
  WEB_ROUTES,
  type ListingDto,
  type PreviewDto,
  type WebRouteName,
} from '@pitstop/contracts';
import { MessagingClient, RpcError } from '@pitstop/messaging';
import type { SearchGeneration } from '../search/search-generation.js';
import type { SellerProfilesService } from '../sellers/seller-profiles.service.js';
import { escapeHtml, type PageHead, type ServedPage } from './page-html.js';
import type { VehicleSlugs } from './vehicle-slugs.js';

/** Pages a search engine keeps; the rest are a visitor's own (and robots.txt keeps most out). */
const INDEXED: ReadonlySet<WebRouteName> = new Set([
  'home',
  'search',
  'model',
  'vehicle',
  'vehicleGeneration',
  'creator',
  'collection',
  'privacy',
  'terms',
  'dmca',
]);

/** How long a page's data is kept when no catalog event has said it changed. */
const KEEP_MS = 60_000;
const KEEP_MAX = 10_000;
/** The parts a vehicle page's HTML lists (the app's first page of them). */
const VEHICLE_PAGE_PARTS = 20;

interface Kept {
  generation: number | null;
  at: number;
  page: Promise<ServedPage>;
}

/**
 * The served page for an address: its status (404 for an address no route shows, or a listing,
 * creator or collection that is not there for everyone), its head and, for a model page, its
 * content. A page that names catalog data is kept per address until the search index's
 * generation moves (a listing approved, changed or taken down) or KEEP_MS passes; the same
 * answer goes to everyone, personal parts load in the browser.
 */
export class PublicPages {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly bus: MessagingClient,
    private readonly sellers: SellerProfilesService,
    private readonly generation: SearchGeneration,
    private readonly vehicles: VehicleSlugs,
    private readonly publicUrl: string,
  ) {}

  /**
   * `url` as the request names it: path and query. `shared`: browsers and a CDN may keep the
   * answer a while (Cache-Control public). `transient`: made without the catalog, to be asked
   * again by the next request.
   */
  async page(url: string): Promise<ServedPage & { shared: boolean; transient?: boolean }> {
    const { pathname, search } = new URL(url, 'http://page.invalid');
    const match = matchWebRoute(pathname);
    if (!match) return { ...this.notFound(documentTitle(NOT_FOUND_ROUTE), pathname), shared: true };
    const params = match.params;
    const param = Object.values(params)[0] ?? '';
    const vehicle = match.name === 'vehicle' || match.name === 'vehicleGeneration';
    const load =
      match.name === 'model'
        ? () => this.model(param)
        : match.name === 'creator'
          ? () => this.creator(param)
          : match.name === 'collection'
            ? () => this.collection(param)
            : vehicle
              ? () => this.vehicle(params.make!, params.model!, params.generation)
              : null;
    if (!load) return { ...this.routePage(match.name, pathname, search), shared: true };
    // A collection made private is its owner's alone at once: no CDN or browser may keep it, and
    // its data is not kept here. The gateway keeps its final bytes under the collections'
    // generation, which every change of a collection moves (search/answer-generation.ts).
    const collection = match.name === 'collection';
    try {
      // Slugs and ids are matched without regard to case, a listing's slug as it is.
      const name = vehicle ? Object.values(params).join('/') : param;
      const key = `${match.name}:${match.name === 'model' ? name : name.toLowerCase()}`;
      const page = await (collection ? load() : this.keep(key, load));
      return { ...page, shared: !collection };
    } catch {
      // The catalog did not answer: the app itself, which loads the page and says what failed
      // (not kept, so the next request asks again).
      return { ...this.routePage(match.name, pathname, search), shared: false, transient: true };
    }
  }

  private async keep(key: string, load: () => Promise<ServedPage>): Promise<ServedPage> {
    const generation = await this.generation.current().catch(() => null);
    const now = Date.now();
    const held = this.kept.get(key);
    if (held && held.generation === generation && now - held.at < KEEP_MS) return held.page;
    // Kept as a promise: the requests that arrive while it loads share the one load.
    const page = load();
    this.kept.delete(key);
    if (this.kept.size >= KEEP_MAX) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { generation, at: now, page });
    page.catch(() => {
      if (this.kept.get(key)?.page === page) this.kept.delete(key);
    });
    return page;
  }

  private absolute(path: string): string {
    return new URL(path, `${this.publicUrl}/`).href;
  }

  private routePage(name: WebRouteName, pathname: string, search: string): ServedPage {
    const route = WEB_ROUTES[name];
    const head: PageHead = {
      title: documentTitle(route),
      description: 'description' in route ? route.description : DEFAULT_DESCRIPTION,
      canonical: this.absolute(name === 'search' ? `/search${search}` : pathname),
      ogType: 'website',
      noindex: !INDEXED.has(name),
    };
    if (name === 'home') head.jsonLd = this.homeJsonLd();
    return { status: 200, head, body: '' };
  }

  private notFound(title: string, pathname: string): ServedPage {
    return {
      status: 404,
      head: {
        title,
        description: DEFAULT_DESCRIPTION,
        canonical: this.absolute(pathname),
        ogType: 'website',
        noindex: true,
      },
      body: '',
    };
  }

  private homeJsonLd(): object[] {
    const url = this.absolute('/');
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url,
        logo: this.absolute('/favicon.svg'),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${this.publicUrl}/search?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ];
  }

  private async model(slug: string): Promise<ServedPage> {
    const path = `/models/${encodeURIComponent(slug)}`;
    const listing = await notThereAsNull(
      this.bus.request(CatalogListings.get, { viewer: null, slug }),
    );
    if (!listing) return this.notFound(modelPageHead(null, true).title, path);
    const text = modelPageHead(listing);
    const canonical = this.absolute(`/models/${encodeURIComponent(listing.slug)}`);
    const preview = listing.previews[0];
    const image = preview ? this.absolute(previewSrc(preview)) : undefined;
    // The link preview media made for the first image; else that image as it is.
    const social = preview?.variants?.social;
    const seller = personName(listing.seller, 'Unknown');
    const product: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      description: listing.shortDescription,
      url: canonical,
      sku: listing.id,
      ...(image ? { image: [image] } : {}),
      ...(listing.categoryName ? { category: listing.categoryName } : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: (listing.priceCents / 100).toFixed(2),
        priceCurrency: listing.currency,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: seller },
      },
    };
    if (listing.ratingCount > 0)
      product.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: listing.ratingAvg,
        reviewCount: listing.ratingCount,
      };
    const breadcrumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        ['Home', this.absolute('/')],
        ['Search', this.absolute('/search')],
        [listing.title, canonical],
      ].map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
    };
    return {
      status: 200,
      head: {
        ...text,
        canonical,
        ogType: 'product',
        image: social ? this.absolute(social) : image,
        imageAlt: listing.title,
        ...(social ? { imageSize: SOCIAL_IMAGE_SIZE } : {}),
        jsonLd: [product, breadcrumbs],
      },
      // The page's own image by path: the page's origin is the one its policy allows images from.
      body: modelBody(listing, seller, preview ? previewSrc(preview) : undefined),
    };
  }

  /**
   * A vehicle page: the model or generation named by the taxonomy's slugs, with the parts that
   * fit it as the search gives them (its own and the universal ones, most popular first).
   */
  private async vehicle(
    makeSlug: string,
    modelSlug: string,
    generationSlug: string | undefined,
  ): Promise<ServedPage> {
    const asked = vehiclePagePath(makeSlug, modelSlug, generationSlug);
    const found = await this.vehicles.find(makeSlug, modelSlug, generationSlug);
    if (!found) return this.notFound(vehiclePageHead(null, true).title, asked);
    const { make, model, generation } = found;
    const path = vehiclePagePath(make.slug, model.slug, generation?.slug);
    const result = await this.bus.request(SearchRequests.query, {
      makeSlug: make.slug,
      modelSlug: model.slug,
      ...(generation ? { generationId: generation.id } : {}),
      sort: 'popular',
      limit: VEHICLE_PAGE_PARTS,
    });
    const names = { makeName: make.name, modelName: model.name, generation };
    const text = vehiclePageHead({ ...names, partCount: result.total });
    const canonical = this.absolute(path);
    const crumbs: [string, string][] = [
      ['Home', this.absolute('/')],
      [`${make.name} ${model.name}`, this.absolute(vehiclePagePath(make.slug, model.slug))],
    ];
    if (generation) crumbs.push([vehicleName(names), canonical]);
    const breadcrumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map(([name, item], i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name,
        item,
      })),
    };
    const first = result.items.find((item) => item.previews[0])?.previews[0];
    return {
      status: 200,
      head: {
        ...text,
        canonical,
        ogType: 'website',
        image: first ? this.absolute(previewSrc(first)) : undefined,
        imageAlt: first ? text.title : undefined,
        jsonLd: [breadcrumbs],
      },
      body: vehicleBody(vehicleName(names), text.description, result.items),
    };
  }

  private async creator(id: string): Promise<ServedPage> {
    const path = `/creators/${encodeURIComponent(id)}`;
    const creator = await notThereAsNull(this.sellers.get(id, null, { limit: 0 }));
    if (!creator) return this.notFound(creatorPageHead(null, true).title, path);
    const text = creatorPageHead({ ...creator, name: personName(creator, 'Unknown') });
    return {
      status: 200,
      head: { ...text, canonical: this.absolute(`/creators/${creator.id}`), ogType: 'profile' },
      body: '',
    };
  }

  private async collection(id: string): Promise<ServedPage> {
    const path = `/collections/${encodeURIComponent(id)}`;
    const collection = await notThereAsNull(
      this.bus.request(CatalogCollections.get, { viewer: null, collectionId: id, limit: 1 }),
    );
    if (!collection) return this.notFound(collectionPageHead(null, true).title, path);
    const text = collectionPageHead({
      ...collection,
      ownerName: personName(collection.owner, 'a Pitstop Prints member'),
    });
    const image = collection.cover ? this.absolute(previewSrc(collection.cover)) : undefined;
    return {
      status: 200,
      head: {
        ...text,
        canonical: this.absolute(`/collections/${collection.id}`),
        ogType: 'website',
        image,
        imageAlt: image ? collection.name : undefined,
      },
      body: '',
    };
  }
}

/** The app's rule for a person's name (web/src/components/person-name.ts). */
function personName(
  person: { displayName?: string | null; firstName?: string | null },
  fallback: string,
): string {
  return person.displayName?.trim() || person.firstName?.trim() || fallback;
}

/** The full-width WebP copy where the media worker made one, else the original. */
const previewSrc = (preview: PreviewDto) => preview.variants?.full ?? preview.storageUrl;

const price = (listing: ListingDto) =>
  listing.priceCents === 0
    ? 'FREE'
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: listing.currency }).format(
        listing.priceCents / 100,
      );

/**
 * The model page's content as plain markup, for crawlers and link unfurlers that run no
 * script: the app's first render replaces it (createRoot), so it carries no styles of its own.
 */
function modelBody(listing: ListingDto, seller: string, image: string | undefined): string {
  const fit = listing.vehicleFitment;
  const years = fit ? `${fit.yearStart}–${fit.yearEnd ?? 'present'}` : '';
  const fitment = fit
    ? `<table><caption>Fitment</caption><thead><tr><th>Make</th><th>Model</th><th>Generation</th><th>Years</th><th>Trim</th></tr></thead><tbody><tr><td>${escapeHtml(fit.makeName)}</td><td>${escapeHtml(fit.modelName)}</td><td>${escapeHtml(fit.generationName)}</td><td>${years}</td><td>${escapeHtml(fit.trimName ?? 'All trims')}</td></tr></tbody></table>`
    : listing.isUniversalFit
      ? '<p>Fitment: Universal fit</p>'
      : '';
  const variants = listing.previews[0]?.variants;
  const img = image
    ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(listing.title)}"${variants ? ` width="${variants.width}" height="${variants.height}"` : ''} />`
    : '';
  return [
    '<main><article>',
    `<h1>${escapeHtml(listing.title)}</h1>`,
    `<p>${escapeHtml(price(listing))}</p>`,
    `<p>By <a href="/creators/${escapeHtml(listing.sellerId)}">${escapeHtml(seller)}</a></p>`,
    img,
    `<p>${escapeHtml(listing.shortDescription)}</p>`,
    // Rendered from Markdown and sanitised by the catalog: safe as HTML (ListingDto).
    listing.longDescriptionHtml ? `<div>${listing.longDescriptionHtml}</div>` : '',
    fitment,
    '</article></main>',
  ].join('');
}

/** The vehicle page's parts as links, for crawlers; the app's first render replaces them. */
function vehicleBody(name: string, description: string, parts: ListingDto[]): string {
  const items = parts
    .map(
      (part) =>
        `<li><a href="/models/${escapeHtml(encodeURIComponent(part.slug))}">${escapeHtml(part.title)}</a> ${escapeHtml(price(part))}</li>`,
    )
    .join('');
  return [
    '<main>',
    `<h1>Parts for the ${escapeHtml(name)}</h1>`,
    `<p>${escapeHtml(description)}</p>`,
    items ? `<ul>${items}</ul>` : '<p>No parts yet.</p>',
    '</main>',
  ].join('');
}

/** Whether a failure says the thing is not there for everyone (not that a service failed). */
function isNotThere(err: unknown): boolean {
  if (err instanceof RpcError)
    return (
      err.code === RpcErrorCode.NotFound ||
      err.code === RpcErrorCode.BadRequest ||
      err.code === RpcErrorCode.Forbidden
    );
  if (err instanceof HttpException) return [400, 403, 404].includes(err.getStatus());
  return false;
}

async function notThereAsNull<T>(reply: Promise<T>): Promise<T | null> {
  try {
    return await reply;
  } catch (err) {
    if (isNotThere(err)) return null;
    throw err;
  }
}
