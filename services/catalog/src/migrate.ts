/** Applies pending migrations and the taxonomy upsert without starting the service. */
import 'reflect-metadata';
import { loadConfig, runMigrateCommand } from '@pitstop/common';
import { catalogEnvSchema } from './config.js';
import dataSource from './data-source.js';
import { seedTaxonomy } from './seed/taxonomy.seeder.js';

// Only what migrating needs: a one-off migrate Job has no business requiring REDIS_URL.
const { CATALOG_SEED_TAXONOMY } = loadConfig(
  catalogEnvSchema().pick({ CATALOG_SEED_TAXONOMY: true }),
);
await runMigrateCommand(
  'catalog',
  'catalog',
  dataSource,
  CATALOG_SEED_TAXONOMY ? seedTaxonomy : undefined,
);
