import type { ListingDto } from '@pitstop/contracts';
import type { EntityManager } from 'typeorm';
import type { SearchCriteria } from '../domain/search-criteria.js';
import type { CountsPatch, FitsPatch, SearchDocument } from '../domain/search-document.js';

/** One batch of index changes, already ordered by the ledger (only newer versions get here). */
export interface IndexWrite {
  upserts: SearchDocument[];
  removals: string[];
  counts: CountsPatch[];
  /** Owners' confirmed fits of documents already in the index (absent: none changed). */
  fits?: FitsPatch[];
}

export interface RawFacets {
  /** By make slug, universal-fit listings not included. */
  make: Record<string, number>;
  /** Universal-fit listings under the make facet's criteria: they fit every make. */
  universal: number;
  difficulty: Record<string, number>;
  free: { free: number; paid: number };
}

export interface EngineCounts {
  total: number;
  /** When asked for: each facet counted under every filter but its own (withoutFacet). */
  facets?: RawFacets;
}

export interface CountOptions {
  facets: boolean;
  /**
   * Changes whenever a listing enters, leaves or changes in the index (on any replica): an
   * engine may reuse counts it made under the same generation.
   */
  generation: number;
}

export type EngineKind = 'postgres' | 'meilisearch';

/** A make and model that listings in the index are listed for, with the years they cover. */
export interface IndexedVehicle {
  makeSlug: string;
  makeName: string;
  modelSlug: string;
  modelName: string;
  yearStart: number;
  /** OPEN_YEAR_END while a generation is still built. */
  yearEnd: number;
  /** Listings in the index listed for it. */
  listings: number;
}

/**
 * A search index. Every engine passes the same contract suite (test/search-engine.contract.ts):
 * the same matches, orders, fitment rules and facet counts for the same criteria.
 */
export interface SearchEngine {
  readonly kind: EngineKind;
  /** Creates or updates what the engine needs (Meilisearch's index settings). Idempotent. */
  prepare(): Promise<void>;
  /**
   * Applies a batch. `tx` is the ledger's transaction: an engine in the same database writes in
   * it, so the ledger and the index commit together; another engine must have finished writing
   * (its task succeeded) when this resolves, so a failure rolls the ledger back.
   */
  write(batch: IndexWrite, tx: EntityManager): Promise<void>;
  /** Once the transaction `tx` of a write() has committed (never after a rollback). */
  committed?(tx: EntityManager): void;
  /**
   * One page in the criteria's order. `total` is how many match (counted for the same
   * criteria): an engine may choose its plan by it.
   */
  page(criteria: SearchCriteria, total: number): Promise<ListingDto[]>;
  /** How many match, and the facet counts when asked. */
  count(criteria: SearchCriteria, options: CountOptions): Promise<EngineCounts>;
  /**
   * Suggestions as a buyer types: listings whose titles have every word (the last one as a
   * prefix, the others also within their typos), the most downloaded first.
   */
  suggest(words: string[], limit: number): Promise<ListingDto[]>;
  /** Every make and model some listing in the index is listed for. */
  vehicles(): Promise<IndexedVehicle[]>;
  /** Documents in the index. */
  size(): Promise<number>;
  /** Empties the index (tests, and a rebuild from nothing). */
  clear(): Promise<void>;
  close(): Promise<void>;
}
