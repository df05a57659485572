/** Applies pending migrations, the taxonomy upsert and (if asked) the demo catalog, without starting the service. */
import 'reflect-metadata';
import { loadConfig, runMigrateCommand } from '@pitstop/common';
import { catalogEnvSchema } from './config.js';
import dataSource from './data-source.js';
import { catalogSeeds } from './seed/catalog-seeds.js';

// Only what migrating needs: a one-off migrate Job has no business requiring REDIS_URL.
const config = loadConfig(
  catalogEnvSchema().pick({ CATALOG_SEED_TAXONOMY: true, CATALOG_SEED_DEMO: true }),
);
await runMigrateCommand('catalog', 'catalog', dataSource, catalogSeeds(config));
