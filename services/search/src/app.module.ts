import { Module, type DynamicModule } from '@nestjs/common';
import { JobHostModule, serviceTypeOrmModule } from '@pitstop/common';
import { SearchJobs } from '@pitstop/contracts';
import { MessagingModule } from '@pitstop/messaging';
import { SEARCH_CONFIG } from './config.tokens.js';
import type { SearchConfig } from './config.js';
import { searchEngineProvider } from './engines/engine.provider.js';
import { SEARCH_ENTITIES } from './entities/index.js';
import { CatalogEventsHandler } from './handlers/catalog-events.handler.js';
import { SearchHandler } from './handlers/search.handler.js';
import { CatalogExport } from './index/catalog-export.js';
import { IndexGeneration } from './index/index-generation.js';
import { ImportBatchService } from './index/import-batch.service.js';
import { IndexerService } from './index/indexer.service.js';
import { SEARCH_MIGRATIONS } from './migrations/index.js';
import { RebuildIndexJobHandler } from './jobs/rebuild-index.job.js';
import { ReindexService } from './reindex/reindex.service.js';
import { SearchService } from './services/search.service.js';
import { SuggestService } from './services/suggest.service.js';

export const SEARCH_SCHEMA = 'search';

/**
 * The search service: an index of the visible listings, fed by catalog events and rebuilt from
 * the catalog on demand, answering text search with filters, facets and sorts. The engine is
 * Meilisearch when MEILI_HOST is set, else Postgres in the service's own schema; the ledger of
 * applied versions lives in that schema either way.
 */
@Module({})
export class SearchModule {
  static forRoot(config: SearchConfig): DynamicModule {
    return {
      module: SearchModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: SEARCH_SCHEMA,
          entities: SEARCH_ENTITIES,
          migrations: SEARCH_MIGRATIONS,
          applicationName: 'search',
          // Searches are many and short: parallel workers for one would take the cores the
          // others need (and start-up costs more than they save on an index's few thousand rows).
          settings: { max_parallel_workers_per_gather: 0 },
        }),
        MessagingModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          caller: 'search',
        }),
        // The rebuild runs in the service itself (one at a time across instances).
        JobHostModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          jobs: SearchJobs,
          handlers: [RebuildIndexJobHandler],
          concurrency: 1,
        }),
      ],
      controllers: [SearchHandler, CatalogEventsHandler],
      providers: [
        { provide: SEARCH_CONFIG, useValue: config },
        searchEngineProvider,
        SearchService,
        SuggestService,
        IndexGeneration,
        IndexerService,
        CatalogExport,
        ImportBatchService,
        ReindexService,
        RebuildIndexJobHandler,
      ],
    };
  }
}
