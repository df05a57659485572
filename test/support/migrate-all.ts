import { createServiceDataSource, migrateSchema } from '@pitstop/common';
import { CATALOG_ENTITIES } from '../../services/catalog/src/entities/index.js';
import { CATALOG_MIGRATIONS } from '../../services/catalog/src/migrations/index.js';
import { seedTaxonomy } from '../../services/catalog/src/seed/taxonomy.seeder.js';
import { MEDIA_ENTITIES } from '../../services/media/src/entities/index.js';
import { MEDIA_MIGRATIONS } from '../../services/media/src/migrations/index.js';
import { ORDERS_ENTITIES } from '../../services/orders/src/entities/index.js';
import { ORDERS_MIGRATIONS } from '../../services/orders/src/migrations/index.js';
import { SEARCH_ENTITIES } from '../../services/search/src/entities/index.js';
import { SEARCH_MIGRATIONS } from '../../services/search/src/migrations/index.js';
import { USERS_ENTITIES } from '../../services/users/src/entities/index.js';
import { USERS_MIGRATIONS } from '../../services/users/src/migrations/index.js';

const SCHEMAS = [
  { schema: 'catalog', entities: CATALOG_ENTITIES, migrations: CATALOG_MIGRATIONS },
  { schema: 'users', entities: USERS_ENTITIES, migrations: USERS_MIGRATIONS },
  { schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS },
  { schema: 'media', entities: MEDIA_ENTITIES, migrations: MEDIA_MIGRATIONS },
  { schema: 'search', entities: SEARCH_ENTITIES, migrations: SEARCH_MIGRATIONS },
];

/** Applies every service's migrations to one database and seeds the taxonomy, as services do at start. */
export async function migrateAll(url: string): Promise<void> {
  for (const { schema, entities, migrations } of SCHEMAS) {
    const dataSource = await createServiceDataSource({
      url,
      schema,
      entities,
      migrations,
      poolSize: 2,
    }).initialize();
    try {
      await migrateSchema(dataSource, schema);
      if (schema === 'catalog') await seedTaxonomy(dataSource);
    } finally {
      await dataSource.destroy();
    }
  }
}
