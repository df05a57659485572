/** The data source the TypeORM CLI uses (`npm run migration:generate -w services/users -- src/migrations/<Name>`). */
import 'reflect-metadata';
import { createServiceDataSource } from '@pitstop/common';
import { USERS_ENTITIES } from './entities/index.js';
import { USERS_MIGRATIONS } from './migrations/index.js';

export default createServiceDataSource({
  url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pitstop',
  schema: 'users',
  entities: USERS_ENTITIES,
  migrations: USERS_MIGRATIONS,
});
