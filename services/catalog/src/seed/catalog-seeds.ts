import type { DataSource } from 'typeorm';
import type { CatalogConfig } from '../config.js';
import { seedDemoCatalog } from './demo-catalog.seeder.js';
import { seedDemoFitConfirmations } from './demo-fit-confirmations.seeder.js';
import { seedTaxonomy } from './taxonomy.seeder.js';

type SeedFlags = Pick<CatalogConfig, 'CATALOG_SEED_TAXONOMY' | 'CATALOG_SEED_DEMO'>;

/**
 * What runs after the migrations (at start and in migrate.js): the reference taxonomy, then,
 * for npm start, the demo catalog that stands on it. undefined when neither is wanted.
 */
export function catalogSeeds(
  flags: SeedFlags,
): ((dataSource: DataSource) => Promise<Record<string, unknown>>) | undefined {
  if (!flags.CATALOG_SEED_TAXONOMY && !flags.CATALOG_SEED_DEMO) return undefined;
  return async (dataSource) => ({
    ...(flags.CATALOG_SEED_TAXONOMY ? { taxonomy: await seedTaxonomy(dataSource) } : {}),
    ...(flags.CATALOG_SEED_DEMO ? { demoCatalog: await seedDemoCatalog(dataSource) } : {}),
    // Owners' fit confirmations stand on the demo listings and the demo accounts.
    ...(flags.CATALOG_SEED_DEMO
      ? { demoFitConfirmations: await seedDemoFitConfirmations(dataSource) }
      : {}),
  });
}
