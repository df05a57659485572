import { Module, type DynamicModule } from '@nestjs/common';
import { serviceTypeOrmModule } from '@pitstop/common';
import type { SearchConfig } from './config.js';
import { SEARCH_ENTITIES } from './entities/index.js';
import { SEARCH_MIGRATIONS } from './migrations/index.js';

export const SEARCH_SCHEMA = 'search';

/** The search service: owns the search index (Postgres engine) when Meilisearch is not configured. */
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
        }),
      ],
    };
  }
}
