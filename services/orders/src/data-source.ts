/** The data source the TypeORM CLI uses (`npm run migration:generate -w services/orders -- src/migrations/<Name>`). */
import 'reflect-metadata';
import { createServiceDataSource } from '@pitstop/common';
import { ORDERS_SCHEMA } from './config.js';
import { ORDERS_ENTITIES } from './entities/index.js';
import { ORDERS_MIGRATIONS } from './migrations/index.js';

export default createServiceDataSource({
  url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pitstop',
  schema: ORDERS_SCHEMA,
  entities: ORDERS_ENTITIES,
  migrations: ORDERS_MIGRATIONS,
});
