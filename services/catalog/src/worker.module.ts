import { Module, type DynamicModule } from '@nestjs/common';
import { JobHostModule, serviceTypeOrmModule } from '@pitstop/common';
import { CatalogJobs } from '@pitstop/contracts';
import { MessagingModule } from '@pitstop/messaging';
import { CATALOG_SCHEMA } from './app.module.js';
import type { CatalogConfig } from './config.js';
import { CATALOG_ENTITIES } from './entities/index.js';
import { ClearAllJobHandler } from './jobs/clear-all.job.js';
import { ImportCsvJobHandler } from './jobs/import-csv.job.js';
import { CATALOG_MIGRATIONS } from './migrations/index.js';
import { ImportFileRepository } from './repositories/import-file.repository.js';
import { ListingBulkRepository } from './repositories/listing-bulk.repository.js';
import { ListingImportRepository } from './repositories/listing-import.repository.js';

const HANDLERS = [ImportCsvJobHandler, ClearAllJobHandler];

/**
 * The catalog worker: CSV imports and Clear All. Its listings' events go to the outbox, which
 * the catalog service publishes (it polls the table), so the worker needs no bus listener; the
 * bus client only asks media to sign the file's address and to release cleared files.
 */
@Module({})
export class CatalogWorkerModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogWorkerModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: CATALOG_SCHEMA,
          entities: CATALOG_ENTITIES,
          migrations: CATALOG_MIGRATIONS,
          applicationName: 'catalog-worker',
        }),
        MessagingModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          caller: 'catalog-worker',
        }),
        JobHostModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          jobs: CatalogJobs,
          handlers: HANDLERS,
          concurrency: config.CATALOG_WORKER_CONCURRENCY,
        }),
      ],
      providers: [
        ListingBulkRepository,
        ListingImportRepository,
        ImportFileRepository,
        ...HANDLERS,
      ],
    };
  }
}
