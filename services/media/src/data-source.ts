/** The data source the TypeORM CLI uses (`npm run migration:generate -w services/media -- src/migrations/<Name>`). */
import 'reflect-metadata';
import { createServiceDataSource } from '@pitstop/common';
import { MEDIA_ENTITIES } from './entities/index.js';
import { MEDIA_MIGRATIONS } from './migrations/index.js';

export default createServiceDataSource({
  url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pitstop',
  schema: 'media',
  entities: MEDIA_ENTITIES,
  migrations: MEDIA_MIGRATIONS,
});
