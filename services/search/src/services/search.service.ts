import { Inject, Injectable } from '@nestjs/common';
import {
  PRINT_DIFFICULTIES,
  type SearchFacets,
  type SearchRequest,
  type SearchResult,
} from '@pitstop/contracts';
import {
  checkSearchRequest,
  matchKey,
  withoutFacet,
  type SearchCriteria,
} from '../domain/search-criteria.js';
import { SEARCH_ENGINE } from '../engines/engine.tokens.js';
import type { EngineHits, RawFacets, SearchEngine } from '../engines/search-engine.js';
import { MatchCache } from './match-cache.js';

/** Answers searches: one page from the engine, with the total and facets counted once a moment. */
@Injectable()
export class SearchService {
  private readonly totals = new MatchCache<number>();
  private readonly facetCounts = new MatchCache<SearchFacets>();

  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  async query(request: SearchRequest): Promise<SearchResult> {
    const criteria = checkSearchRequest(request);
    const key = matchKey(criteria);
    const [hits, facets] = await Promise.all([
      this.page(criteria, key),
      criteria.facets ? this.facetCounts.get(key, () => this.countFacets(criteria)) : undefined,
    ]);
    const end = criteria.offset + hits.items.length;
    return {
      items: hits.items,
      total: hits.total,
      ...(facets ? { facets } : {}),
      next: end < hits.total && hits.items.length > 0 ? end : null,
    };
  }

  /** Forgets counts after this replica changed the index. */
  indexChanged(): void {
    this.totals.clear();
    this.facetCounts.clear();
  }

  /** The page; the total from the cache when it has it, else counted with this page. */
  private async page(criteria: SearchCriteria, key: string): Promise<EngineHits> {
    let fresh: EngineHits | undefined;
    const total = await this.totals.get(key, async () => {
      fresh = await this.engine.search(criteria);
      return fresh.total;
    });
    return fresh ?? this.engine.search(criteria, total);
  }

  private async countFacets(criteria: SearchCriteria): Promise<SearchFacets> {
    const raw = await this.engine.facets({
      make: withoutFacet(criteria, 'make'),
      difficulty: withoutFacet(criteria, 'difficulty'),
      free: withoutFacet(criteria, 'free'),
    });
    return finishFacets(raw);
  }
}

/** A make's count includes the universal-fit parts: choosing it shows them too. */
export function finishFacets(raw: RawFacets): SearchFacets {
  const make = Object.fromEntries(
    Object.entries(raw.make).map(([slug, n]) => [slug, n + raw.universal]),
  );
  const difficulty = Object.fromEntries(
    PRINT_DIFFICULTIES.map((level) => [level, raw.difficulty[level] ?? 0]),
  ) as SearchFacets['difficulty'];
  return { make, universal: raw.universal, difficulty, free: raw.free };
}
