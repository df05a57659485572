import { Inject, Injectable } from '@nestjs/common';
import {
  PRINT_DIFFICULTIES,
  type SearchFacets,
  type SearchRequest,
  type SearchResult,
} from '@pitstop/contracts';
import { relaxWords } from '../domain/relax-words.js';
import { checkSearchRequest, matchKey, type SearchCriteria } from '../domain/search-criteria.js';
import { SEARCH_ENGINE } from '../engines/engine.tokens.js';
import type { EngineCounts, RawFacets, SearchEngine } from '../engines/search-engine.js';
import { IndexGeneration } from '../index/index-generation.js';
import { MatchCache } from './match-cache.js';

/** Answers searches: the counts (once per search and index generation), then one page. */
@Injectable()
export class SearchService {
  private readonly counts = new MatchCache<EngineCounts>();

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly generation: IndexGeneration,
  ) {}

  async query(request: SearchRequest): Promise<SearchResult> {
    let criteria = checkSearchRequest(request);
    const generation = await this.generation.current();
    let counts = await this.countsOf(criteria, generation);
    // No dead ends: when no listing has every word, require fewer words (the page says so).
    if (counts.total === 0 && criteria.words.length > 1) {
      const relaxed = await relaxWords(
        criteria,
        async (words) =>
          (await this.countsOf({ ...criteria, words, facets: false }, generation)).total,
      );
      if (relaxed) {
        criteria = relaxed;
        counts = await this.countsOf(criteria, generation);
      }
    }
    const items = await this.engine.page(criteria, counts.total);
    const end = criteria.offset + items.length;
    return {
      items,
      total: counts.total,
      ...(counts.facets ? { facets: finishFacets(counts.facets) } : {}),
      ...(criteria.optionalWords.length > 0 ? { droppedWords: criteria.optionalWords } : {}),
      next: end < counts.total && items.length > 0 ? end : null,
    };
  }

  private countsOf(criteria: SearchCriteria, generation: number): Promise<EngineCounts> {
    const key = `${generation}|${criteria.facets}|${matchKey(criteria)}`;
    return this.counts.get(key, () =>
      this.engine.count(criteria, { facets: criteria.facets, generation }),
    );
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
