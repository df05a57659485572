import { createServiceDataSource } from '@pitstop/common';
import type { DataSource } from 'typeorm';
import { createPrivateDatabase } from '../support/database.js';
import { CATALOG_ENTITIES } from '../../services/catalog/src/entities/index.js';
import { CATALOG_MIGRATIONS } from '../../services/catalog/src/migrations/index.js';
import { MEDIA_ENTITIES } from '../../services/media/src/entities/index.js';
import { MEDIA_MIGRATIONS } from '../../services/media/src/migrations/index.js';
import { ORDERS_ENTITIES } from '../../services/orders/src/entities/index.js';
import { ORDERS_MIGRATIONS } from '../../services/orders/src/migrations/index.js';
import { USERS_ENTITIES } from '../../services/users/src/entities/index.js';
import { USERS_MIGRATIONS } from '../../services/users/src/migrations/index.js';

/**
 * Each service's entities describe the schema its migrations build: what TypeORM would generate
 * as the next migration (`migration:generate`) is nothing. An entity behind its migrations makes
 * the next generated migration drop columns and indexes the code relies on. (The search
 * service has no entities: its schema is raw SQL only.)
 */
const SERVICES = [
  { schema: 'catalog', entities: CATALOG_ENTITIES, migrations: CATALOG_MIGRATIONS },
  { schema: 'users', entities: USERS_ENTITIES, migrations: USERS_MIGRATIONS },
  { schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS },
  { schema: 'media', entities: MEDIA_ENTITIES, migrations: MEDIA_MIGRATIONS },
];

describe('entities and migrations agree', () => {
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  beforeAll(async () => {
    database = await createPrivateDatabase();
  }, 60_000);
  afterAll(() => database?.drop());

  it.each(SERVICES)('$schema: the next generated migration would be empty', async (service) => {
    const dataSource: DataSource = createServiceDataSource({ url: database.url, ...service });
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
