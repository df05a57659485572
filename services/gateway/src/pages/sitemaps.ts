import {
  CatalogSitemap,
  SITEMAP_KINDS,
  SITEMAP_LIMITS,
  WEB_ROUTES,
  type SitemapEntry,
  type SitemapKind,
} from '@pitstop/contracts';
import type { MessagingClient } from '@pitstop/messaging';
import type { SearchGeneration } from '../search/search-generation.js';
import { escapeHtml } from './page-html.js';

/** A generation moved: rebuilt at most this often (meanwhile the last build is served). */
const REBUILD_MIN_MS = 10_000;
/** Rebuilt this often anyway: creators' and collections' changes move no generation. */
const REBUILD_MAX_MS = 10 * 60_000;

/** Addresses robots are asked to keep out of: the API and a visitor's own pages. */
const DISALLOWED = ['/api/', '/admin', '/cart', '/checkout', '/profile', '/upload', '/edit-model'];

interface Built {
  generation: number | null;
  at: number;
  index: string;
  shards: Map<string, string>;
}

interface Url {
  loc: string;
  lastmod?: string;
}

const ADDRESS_OF: Record<SitemapKind, (key: string) => string> = {
  listings: (slug) => `/models/${encodeURIComponent(slug)}`,
  creators: (id) => `/creators/${id}`,
  collections: (id) => `/collections/${id}`,
  vehicles: (slugs) => `/parts/${slugs}`,
};

/**
 * robots.txt and the sitemap: an index naming shards of at most 50,000 addresses each
 * (`/sitemaps/listings-1.xml`, …), built from the catalog a keyset page at a time, kept, and
 * built again in the background after the search index's generation moves (a listing approved,
 * changed or taken down), never per request (docs/architecture.md, Public pages).
 */
export class Sitemaps {
  private built: Built | null = null;
  private building: Promise<Built> | null = null;

  constructor(
    private readonly bus: MessagingClient,
    private readonly generation: SearchGeneration,
    private readonly publicUrl: string,
    private readonly urlsPerShard: number = SITEMAP_LIMITS.urlsPerShard,
  ) {}

  robots(): string {
    return [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  async index(): Promise<string> {
    return (await this.current()).index;
  }

  /** A shard by its file name without .xml ('listings-1'); null when there is none. */
  async shard(name: string): Promise<string | null> {
    return (await this.current()).shards.get(name) ?? null;
  }

  private async current(): Promise<Built> {
    const generation = await this.generation.current().catch(() => null);
    const built = this.built;
    const now = Date.now();
    if (built) {
      const age = now - built.at;
      const moved = built.generation !== generation;
      if ((moved && age >= REBUILD_MIN_MS) || age >= REBUILD_MAX_MS) void this.rebuild(generation);
      return built;
    }
    return this.rebuild(generation);
  }

  /** One build at a time; a failed one leaves the last build in place. */
  private rebuild(generation: number | null): Promise<Built> {
    this.building ??= this.build(generation)
      .then((built) => (this.built = built))
      .finally(() => (this.building = null));
    if (this.built) this.building.catch(() => undefined);
    return this.building;
  }

  private async build(generation: number | null): Promise<Built> {
    const at = Date.now();
    const shards = new Map<string, string>();
    const named: { name: string; lastmod?: string }[] = [];
    const pages: Url[] = (['home', 'search', 'privacy', 'terms', 'dmca'] as const).map((name) => ({
      loc: this.absolute(WEB_ROUTES[name].path),
    }));
    shards.set('pages-1', urlset(pages));
    named.push({ name: 'pages-1' });
    for (const kind of SITEMAP_KINDS) {
      let shard: SitemapEntry[] = [];
      let number = 0;
      const flush = () => {
        number += 1;
        const name = `${kind}-${number}`;
        shards.set(
          name,
          urlset(
            shard.map((e) => ({ loc: this.absolute(ADDRESS_OF[kind](e.key)), lastmod: e.lastmod })),
          ),
        );
        named.push({ name, lastmod: latest(shard) });
        shard = [];
      };
      let after: string | undefined;
      for (;;) {
        const page = await this.bus.request(CatalogSitemap.page, {
          kind,
          after,
          limit: SITEMAP_LIMITS.pageMax,
        });
        for (const entry of page) {
          shard.push(entry);
          if (shard.length === this.urlsPerShard) flush();
        }
        if (page.length < SITEMAP_LIMITS.pageMax) break;
        after = page[page.length - 1]!.id;
      }
      if (shard.length > 0) flush();
    }
    const index = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...named.map(
        ({ name, lastmod }) =>
          `<sitemap><loc>${escapeHtml(this.absolute(`/sitemaps/${name}.xml`))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
    return { generation, at, index, shards };
  }

  private absolute(path: string): string {
    return `${this.publicUrl}${path}`;
  }
}

function urlset(urls: Url[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

const latest = (entries: SitemapEntry[]) =>
  entries.reduce((max, e) => (e.lastmod > max ? e.lastmod : max), entries[0]!.lastmod);
