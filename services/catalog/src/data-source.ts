/** The data source the TypeORM CLI uses (`npm run migration:generate -w services/catalog -- src/migrations/<Name>`). */
import 'reflect-metadata';
import { createServiceDataSource } from '@pitstop/common';
import { CATALOG_ENTITIES } from './entities/index.js';
import { CATALOG_MIGRATIONS } from './migrations/index.js';

export default createServiceDataSource({
  url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pitstop',
  schema: 'catalog',
  entities: CATALOG_ENTITIES,
  migrations: CATALOG_MIGRATIONS,
});
