import { Module, type DynamicModule } from '@nestjs/common';
import { JobHostModule } from '@pitstop/common';
import { CatalogJobs } from '@pitstop/contracts';
import { catalogInfrastructure } from './app.module.js';
import type { CatalogConfig } from './config.js';
import { ClearAllJobHandler } from './imports/clear-all.job.js';
import { ImportJobHandler } from './imports/import.job.js';
import { ImportFileRepository } from './imports/import-file.repository.js';
import { ListingBulkRepository } from './repositories/listing-bulk.repository.js';
import { ImportRepository } from './imports/import.repository.js';
import { TaxonomyImportJobHandler } from './taxonomy/taxonomy-import.job.js';

const HANDLERS = [ImportJobHandler, TaxonomyImportJobHandler, ClearAllJobHandler];

/**
 * The catalog worker: CSV imports (of listings, of the taxonomy) and Clear All. Its listings'
 * events go to the outbox, which the catalog service publishes (it polls the table), so the
 * worker needs no bus listener; the bus client only asks media to sign the file's address and
 * to release cleared files.
 */
@Module({})
export class CatalogWorkerModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogWorkerModule,
      imports: [
        ...catalogInfrastructure(config, 'catalog-worker'),
        JobHostModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          jobs: CatalogJobs,
          handlers: HANDLERS,
          concurrency: config.CATALOG_WORKER_CONCURRENCY,
        }),
      ],
      providers: [ListingBulkRepository, ImportRepository, ImportFileRepository, ...HANDLERS],
    };
  }
}
