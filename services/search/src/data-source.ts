/** The data source the TypeORM CLI uses (`npm run migration:generate -w services/search -- src/migrations/<Name>`). */
import 'reflect-metadata';
import { createServiceDataSource } from '@pitstop/common';
import { SEARCH_ENTITIES } from './entities/index.js';
import { SEARCH_MIGRATIONS } from './migrations/index.js';

export default createServiceDataSource({
  url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pitstop',
  schema: 'search',
  entities: SEARCH_ENTITIES,
  migrations: SEARCH_MIGRATIONS,
});
