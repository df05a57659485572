import { Inject, Injectable } from '@nestjs/common';
import {
  SEARCH_LIMITS,
  SUGGEST_LIMITS as L,
  type SuggestRequest,
  type SuggestResult,
} from '@pitstop/contracts';
import { checkedText, splitWords } from '../domain/search-criteria.js';
import { partSuggestion } from '../domain/suggestions/part-suggestion.js';
import { suggestVehicles } from '../domain/suggestions/vehicle-suggestions.js';
import { SEARCH_ENGINE } from '../engines/engine.tokens.js';
import type { IndexedVehicle, SearchEngine } from '../engines/search-engine.js';
import { IndexGeneration } from '../index/index-generation.js';
import { MatchCache } from './match-cache.js';

/** The index's vehicles are read again after a change, but not more often than this. */
const VEHICLES_FRESH_MS = 10_000;

const NOTHING: SuggestResult = { parts: [], vehicles: [] };

/**
 * Suggestions as a buyer types: parts whose titles match, and the makes and models the index
 * has parts for. Answers are kept per index generation: the same few letters are typed by many.
 */
@Injectable()
export class SuggestService {
  private readonly answers = new MatchCache<SuggestResult>();
  private vehicleList?: { generation: number; at: number; list: Promise<IndexedVehicle[]> };

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly generation: IndexGeneration,
  ) {}

  async suggest(request: SuggestRequest): Promise<SuggestResult> {
    const text = checkedText((request ?? {}).text, 'q', L.textMax);
    const words = splitWords(text).slice(0, SEARCH_LIMITS.wordsMax);
    if (text.length < L.textMin || words.length === 0) return NOTHING;
    const generation = await this.generation.current();
    return this.answers.get(`${generation}|${words.join(' ')}`, async () => {
      const [listings, vehicles] = await Promise.all([
        this.engine.suggest(words, L.parts),
        this.vehicles(generation),
      ]);
      return {
        parts: listings.map(partSuggestion),
        vehicles: suggestVehicles(vehicles, words, L.vehicles),
      };
    });
  }

  private vehicles(generation: number): Promise<IndexedVehicle[]> {
    const known = this.vehicleList;
    if (known && (known.generation === generation || Date.now() - known.at < VEHICLES_FRESH_MS))
      return known.list;
    const list = this.engine.vehicles();
    this.vehicleList = { generation, at: Date.now(), list };
    list.catch(() => {
      if (this.vehicleList?.list === list) this.vehicleList = undefined;
    });
    return list;
  }
}
