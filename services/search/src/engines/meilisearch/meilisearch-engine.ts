import { PRINT_DIFFICULTIES, type ListingDto } from '@pitstop/contracts';
import {
  Meilisearch,
  MeilisearchApiError,
  MeilisearchError,
  type EnqueuedTask,
  type EnqueuedTaskPromise,
  type Index,
  type MultiSearchQuery,
  type MultiSearchResult,
  type Task,
} from 'meilisearch';
import type { EntityManager } from 'typeorm';
import { withoutFacet, type SearchCriteria } from '../../domain/search-criteria.js';
import {
  listingWithCounts,
  type CountsPatch,
  type ListingCounts,
  type SearchDocument,
} from '../../domain/search-document.js';
import type {
  CountOptions,
  EngineCounts,
  EngineKind,
  IndexedVehicle,
  IndexWrite,
  SearchEngine,
} from '../search-engine.js';
import {
  andFilter,
  confirmedCondition,
  queryText,
  toMeiliQuery,
  type MeiliQuery,
} from './meilisearch-filter.js';
import { LISTING_INDEX_SETTINGS, PRIMARY_KEY } from './meilisearch-settings.js';

export interface MeilisearchEngineOptions {
  host: string;
  apiKey?: string;
  indexName: string;
  /** How long a write may wait for Meilisearch to process its task. */
  taskTimeoutMs?: number;
  /** How long one HTTP request may take. */
  requestTimeoutMs?: number;
}

/** What a search reads of a hit: the listing and the counters kept beside it. */
type HitFields = Pick<SearchDocument, 'listing'> & ListingCounts;
const HIT_FIELDS: (keyof HitFields)[] = [
  'listing',
  'downloadCount',
  'likeCount',
  'ratingAvg',
  'ratingCount',
];

const INDEX_NOT_FOUND = 'index_not_found';
const INDEX_ALREADY_EXISTS = 'index_already_exists';

/**
 * The search index in Meilisearch. Writes wait for their tasks, so the ledger commits only what
 * Meilisearch has applied; counts ask for exact totals (page/hitsPerPage) and facet counts in
 * one multi-search.
 */
export class MeilisearchEngine implements SearchEngine {
  readonly kind: EngineKind = 'meilisearch';
  private readonly client: Meilisearch;
  private readonly index: Index<SearchDocument>;
  private readonly indexName: string;
  private readonly taskTimeoutMs: number;

  constructor(options: MeilisearchEngineOptions) {
    this.indexName = options.indexName;
    this.taskTimeoutMs = options.taskTimeoutMs ?? 120_000;
    this.client = new Meilisearch({
      host: options.host,
      apiKey: options.apiKey,
      timeout: options.requestTimeoutMs ?? 30_000,
      defaultWaitOptions: { timeout: this.taskTimeoutMs, interval: 25 },
    });
    this.index = this.client.index<SearchDocument>(options.indexName);
  }

  async prepare(): Promise<void> {
    const readIndex = () => this.client.getRawIndex(this.indexName);
    const existing = await this.call('reading the index', readIndex, { missing: null });
    if (!existing) {
      await this.runTasks(
        'creating the index',
        [() => this.client.createIndex(this.indexName, { primaryKey: PRIMARY_KEY })],
        { tolerate: [INDEX_ALREADY_EXISTS] },
      );
    } else if (!existing.primaryKey) {
      // Created elsewhere without documents: give it ours before any document guesses one.
      await this.runTasks('setting the primary key', [
        () => this.client.updateIndex(this.indexName, { primaryKey: PRIMARY_KEY }),
      ]);
    } else if (existing.primaryKey !== PRIMARY_KEY) {
      throw new Error(
        `Meilisearch index ${this.indexName} has primary key ${existing.primaryKey}, not ${PRIMARY_KEY}: ` +
          'delete it or set MEILI_INDEX to another name',
      );
    }
    // The whole set every time: a no-op when nothing changed, and a change here takes effect.
    await this.runTasks('applying the index settings', [
      () => this.index.updateSettings(LISTING_INDEX_SETTINGS),
    ]);
  }

  /**
   * Upserts, then counter patches, then removals: Meilisearch applies an index's tasks in the
   * order they were enqueued, so a patch never lands on a document removed in the same batch
   * (a partial update of a missing id would create a document of counters only).
   */
  async write(batch: IndexWrite, _tx: EntityManager): Promise<void> {
    const steps: (() => EnqueuedTaskPromise)[] = [];
    if (batch.upserts.length > 0) steps.push(() => this.index.addDocuments(batch.upserts));
    if (batch.counts.length > 0)
      steps.push(() => this.index.updateDocuments(batch.counts.map(countsOnly)));
    const fits = batch.fits ?? [];
    if (fits.length > 0)
      steps.push(() =>
        this.index.updateDocuments(fits.map(({ id, confirmedFits }) => ({ id, confirmedFits }))),
      );
    if (batch.removals.length > 0) steps.push(() => this.index.deleteDocuments(batch.removals));
    await this.runTasks('writing to the index', steps);
  }

  async page(criteria: SearchCriteria, _total: number): Promise<ListingDto[]> {
    const { offset, limit } = criteria;
    const query = toMeiliQuery(criteria);
    const confirmed = confirmedCondition(criteria);
    if (confirmed === null) {
      const [page] = await this.multiSearch([{ ...this.base(query), offset, limit }]);
      return items(page!);
    }
    // Best match for a vehicle: its owners' confirmed fits, then the rest, each by relevance.
    // A sort cannot say it (the key is the search's), so the page is cut from the two lists.
    const first = { ...query, filter: andFilter(query.filter, confirmed) };
    const rest = { ...query, filter: andFilter(query.filter, `NOT (${confirmed})`) };
    const [count] = await this.multiSearch([{ ...this.base(first), page: 1, hitsPerPage: 0 }]);
    const confirmedTotal = exactTotal(count!);
    const searches: MultiSearchQuery[] = [];
    if (offset < confirmedTotal) searches.push({ ...this.base(first), offset, limit });
    const restOffset = Math.max(0, offset - confirmedTotal);
    const restLimit = limit - Math.max(0, Math.min(limit, confirmedTotal - offset));
    if (restLimit > 0) searches.push({ ...this.base(rest), offset: restOffset, limit: restLimit });
    const pages = await this.multiSearch(searches);
    return pages.flatMap(items);
  }

  /**
   * The exact total (page/hitsPerPage counts every match; offset/limit only estimates) and,
   * when asked, each facet under its own filters, in one multi-search without hits.
   */
  async count(criteria: SearchCriteria, options: CountOptions): Promise<EngineCounts> {
    const countOnly = (of: SearchCriteria, facets?: string[]): MultiSearchQuery => {
      const { q, filter } = toMeiliQuery(of);
      return {
        ...this.base({ q, filter, sort: undefined }),
        page: 1,
        hitsPerPage: 0,
        ...(facets ? { facets } : {}),
      };
    };
    if (!options.facets) {
      const [all] = await this.multiSearch([countOnly(criteria)]);
      return { total: exactTotal(all!) };
    }
    const [all, make, difficulty, free] = await this.multiSearch([
      countOnly(criteria),
      countOnly(withoutFacet(criteria, 'make'), ['makeSlug', 'isUniversalFit']),
      countOnly(withoutFacet(criteria, 'difficulty'), ['difficulty']),
      countOnly(withoutFacet(criteria, 'free'), ['isFree']),
    ]);
    const counts = (result: MultiSearchResult<HitFields> | undefined, facet: string) =>
      result?.facetDistribution?.[facet] ?? {};
    const difficulties = counts(difficulty, 'difficulty');
    const freeCounts = counts(free, 'isFree');
    return {
      total: exactTotal(all!),
      facets: {
        make: { ...counts(make, 'makeSlug') },
        universal: counts(make, 'isUniversalFit')['true'] ?? 0,
        difficulty: Object.fromEntries(PRINT_DIFFICULTIES.map((d) => [d, difficulties[d] ?? 0])),
        free: { free: freeCounts['true'] ?? 0, paid: freeCounts['false'] ?? 0 },
      },
    };
  }

  /** Title matches only, the most downloaded first (as the Postgres engine orders them). */
  async suggest(words: string[], limit: number): Promise<ListingDto[]> {
    if (words.length === 0) return [];
    const [result] = await this.multiSearch([
      {
        ...this.base({
          q: queryText({ words }),
          filter: undefined,
          sort: undefined,
        }),
        attributesToSearchOn: ['title'],
        sort: ['downloadCount:desc', 'id:desc'],
        limit,
      },
    ]);
    return items(result!);
  }

  /** The vehicleKey facet's values: one per make, model and generation years. */
  async vehicles(): Promise<IndexedVehicle[]> {
    const [result] = await this.multiSearch([
      {
        ...this.base({ q: undefined, filter: undefined, sort: undefined }),
        limit: 0,
        facets: ['vehicleKey'],
      },
    ]);
    const byModel = new Map<string, IndexedVehicle>();
    const counts = result!.facetDistribution?.['vehicleKey'] ?? {};
    for (const [key, listings] of Object.entries(counts)) {
      const vehicle = { ...(JSON.parse(key) as Omit<IndexedVehicle, 'listings'>), listings };
      const id = `${vehicle.makeSlug}/${vehicle.modelSlug}`;
      const known = byModel.get(id);
      byModel.set(
        id,
        known
          ? {
              ...known,
              yearStart: Math.min(known.yearStart, vehicle.yearStart),
              yearEnd: Math.max(known.yearEnd, vehicle.yearEnd),
              listings: known.listings + vehicle.listings,
            }
          : vehicle,
      );
    }
    return [...byModel.values()];
  }

  async size(): Promise<number> {
    const stats = await this.call('reading the index stats', () => this.index.getStats(), {
      missing: null,
    });
    return stats?.numberOfDocuments ?? 0;
  }

  async clear(): Promise<void> {
    await this.runTasks('emptying the index', [() => this.index.deleteAllDocuments()], {
      tolerate: [INDEX_NOT_FOUND],
    });
  }

  async close(): Promise<void> {
    // The client keeps no connection open (one fetch per request): nothing to release.
  }

  private base(query: MeiliQuery): MultiSearchQuery {
    const params: MultiSearchQuery = {
      indexUid: this.indexName,
      // Every word must match; Meilisearch's default ('last') drops words to find more.
      matchingStrategy: 'all',
      attributesToRetrieve: HIT_FIELDS,
    };
    if (query.q !== undefined) params.q = query.q;
    if (query.filter !== undefined) params.filter = query.filter;
    if (query.sort !== undefined) params.sort = query.sort;
    return params;
  }

  private async multiSearch(queries: MultiSearchQuery[]): Promise<MultiSearchResult<HitFields>[]> {
    const response = await this.call('searching', () =>
      this.client.multiSearch<{ queries: MultiSearchQuery[] }, HitFields>({ queries }),
    );
    if (response.results.length !== queries.length)
      throw new Error(
        `Meilisearch answered ${response.results.length} of ${queries.length} searches`,
      );
    return response.results;
  }

  /**
   * Enqueues each step in turn (each waits for the previous one's enqueue, so their order is
   * Meilisearch's processing order), then waits for each task and throws if one did not
   * succeed, unless its error code (or the enqueue request's) is tolerated.
   */
  private async runTasks(
    what: string,
    steps: (() => EnqueuedTaskPromise)[],
    options: { tolerate?: string[] } = {},
  ): Promise<void> {
    const tolerated = (code: string | undefined) =>
      code !== undefined && !!options.tolerate?.includes(code);
    const enqueued: EnqueuedTask[] = [];
    for (const step of steps) {
      try {
        enqueued.push(await step());
      } catch (error) {
        if (tolerated(apiErrorCode(error))) continue;
        throw meilisearchFailure(what, this.indexName, error);
      }
    }
    for (const task of enqueued) {
      const done: Task = await this.call(`${what} (waiting for task ${task.taskUid})`, () =>
        this.client.tasks.waitForTask(task.taskUid, { timeout: this.taskTimeoutMs }),
      );
      if (done.status === 'succeeded') continue;
      if (tolerated(done.error?.code)) continue;
      const reason = done.error ? `${done.error.message} (${done.error.code})` : done.status;
      throw new Error(
        `Meilisearch ${what} on index ${this.indexName} failed: task ${done.uid} (${done.type}) ${reason}`,
      );
    }
  }

  /**
   * Runs a request, turning the client's errors into one clear Error. With `missing`, an
   * index_not_found answer gives that value instead.
   */
  private async call<T, M = never>(
    what: string,
    request: () => Promise<T>,
    options?: { missing: M },
  ): Promise<T | M> {
    try {
      return await request();
    } catch (error) {
      if (options && 'missing' in options && apiErrorCode(error) === INDEX_NOT_FOUND)
        return options.missing;
      throw meilisearchFailure(what, this.indexName, error);
    }
  }
}

function countsOnly(patch: CountsPatch): Partial<SearchDocument> {
  return {
    id: patch.id,
    downloadCount: patch.downloadCount,
    likeCount: patch.likeCount,
    ratingAvg: patch.ratingAvg,
    ratingCount: patch.ratingCount,
    trending: patch.trending,
  };
}

function items(result: MultiSearchResult<HitFields>): ListingDto[] {
  return result.hits.map((hit) => listingWithCounts(hit.listing, hit));
}

function exactTotal(result: MultiSearchResult<HitFields>): number {
  if (typeof result.totalHits !== 'number')
    throw new Error('Meilisearch answered a page search without totalHits');
  return result.totalHits;
}

function apiErrorCode(error: unknown): string | undefined {
  return error instanceof MeilisearchApiError ? error.cause?.code : undefined;
}

function causes(error: unknown): string[] {
  const messages: string[] = [];
  let cause = (error as { cause?: unknown }).cause;
  for (let depth = 0; depth < 3 && cause && typeof cause === 'object'; depth++) {
    const { message } = cause as { message?: unknown };
    if (typeof message === 'string' && message) messages.push(message);
    cause = (cause as { cause?: unknown }).cause;
  }
  return messages;
}

function meilisearchFailure(what: string, indexName: string, error: unknown): Error {
  let reason: string;
  if (error instanceof MeilisearchApiError) {
    const code = error.cause?.code;
    reason = `${error.message}${code ? ` (${code}, HTTP ${error.response.status})` : ` (HTTP ${error.response.status})`}`;
  } else if (error instanceof MeilisearchError) {
    // A request that got no answer: its causes say why (fetch failed: connect ECONNREFUSED...).
    reason = [error.message, ...causes(error)].join(': ');
  } else {
    reason = error instanceof Error ? error.message : String(error);
  }
  return new Error(`Meilisearch ${what} on index ${indexName} failed: ${reason}`, { cause: error });
}
