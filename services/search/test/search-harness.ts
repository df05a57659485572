import { createLogger, type BackendService } from '@pitstop/common';
import { MessagingClient, RedisStreamsClient } from '@pitstop/messaging';
import { randomBytes } from 'node:crypto';
import { deleteBusNamespace } from '../../../test/support/bus.js';
import { createPrivateDatabase } from '../../../test/support/database.js';
import { startSearch } from '../src/app.js';
import { loadSearchConfig } from '../src/config.js';
import { SEARCH_ENGINE } from '../src/engines/engine.tokens.js';
import type { EngineKind, SearchEngine } from '../src/engines/search-engine.js';
import type { IndexChange } from '../src/index/index-change.js';
import { IndexGeneration } from '../src/index/index-generation.js';
import { IndexerService } from '../src/index/indexer.service.js';
import { SearchService } from '../src/services/search.service.js';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The engines this machine can run: Postgres always, Meilisearch when MEILI_HOST answers. */
export async function availableEngines(): Promise<EngineKind[]> {
  const host = process.env.MEILI_HOST;
  if (!host) return ['postgres'];
  try {
    const answer = await fetch(new URL('/health', host), { signal: AbortSignal.timeout(1_000) });
    return answer.ok ? ['postgres', 'meilisearch'] : ['postgres'];
  } catch {
    return ['postgres'];
  }
}

/**
 * The search service on a database of its own, on the given engine (a Meilisearch index of its
 * own), talked to over the real bus in a namespace of its own.
 */
export class SearchHarness {
  readonly namespace = `search-${randomBytes(4).toString('hex')}`;
  readonly bus = new MessagingClient(
    new RedisStreamsClient({ redisUrl: REDIS_URL, namespace: this.namespace, caller: 'test' }),
  );
  service!: BackendService;
  private database?: Awaited<ReturnType<typeof createPrivateDatabase>>;

  constructor(readonly engineKind: EngineKind = 'postgres') {}

  async setup(env: Record<string, string> = {}): Promise<void> {
    this.database = await createPrivateDatabase();
    this.service = await startSearch(
      loadSearchConfig({
        ...process.env,
        DATABASE_URL: this.database.url,
        BUS_NAMESPACE: this.namespace,
        SEARCH_REINDEX_ON_START: 'false',
        MEILI_HOST: this.engineKind === 'meilisearch' ? process.env.MEILI_HOST : undefined,
        MEILI_INDEX: `test-${this.namespace}`,
        ...env,
      }),
      createLogger('test', 'silent'),
      { healthPort: null, bus: { blockMs: 500 } },
    );
  }

  get search(): SearchService {
    return this.service.app.get(SearchService);
  }

  get engine(): SearchEngine {
    return this.service.app.get(SEARCH_ENGINE);
  }

  apply(...changes: IndexChange[]): Promise<void> {
    return this.service.app.get(IndexerService).apply(changes);
  }

  /** Empties the index and the ledger between tests. */
  async reset(): Promise<void> {
    await this.engine.clear();
    await this.service.app.get(IndexerService).removeUntouchedSince(new Date(Date.now() + 60_000));
    // Counts were kept for what the index held.
    await this.service.app.get(IndexGeneration).bump();
  }

  async teardown(): Promise<void> {
    if (this.engineKind === 'meilisearch') await this.engine.clear().catch(() => undefined);
    await this.service?.close();
    await this.bus.transport.close();
    await deleteBusNamespace(this.namespace, REDIS_URL);
    await this.database?.drop();
  }
}
