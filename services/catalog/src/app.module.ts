import { Module, type DynamicModule } from '@nestjs/common';
import { serviceTypeOrmModule } from '@pitstop/common';
import type { CatalogConfig } from './config.js';
import { CATALOG_ENTITIES } from './entities/index.js';
import { TaxonomyHandler } from './handlers/taxonomy.handler.js';
import { CATALOG_MIGRATIONS } from './migrations/index.js';
import { TaxonomyRepository } from './repositories/taxonomy.repository.js';
import { seedTaxonomy } from './seed/taxonomy.seeder.js';
import { TaxonomyService } from './services/taxonomy.service.js';

export const CATALOG_SCHEMA = 'catalog';

@Module({})
export class CatalogModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: CATALOG_SCHEMA,
          entities: CATALOG_ENTITIES,
          migrations: CATALOG_MIGRATIONS,
          applicationName: 'catalog',
          afterMigrate: config.CATALOG_SEED_TAXONOMY
            ? (ds) => seedTaxonomy(ds).then(() => undefined)
            : undefined,
        }),
      ],
      controllers: [TaxonomyHandler],
      providers: [TaxonomyRepository, TaxonomyService],
    };
  }
}
