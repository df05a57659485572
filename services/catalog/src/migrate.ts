/** Applies pending migrations and the taxonomy upsert without starting the service. */
import 'reflect-metadata';
import { runMigrateCommand } from '@pitstop/common';
import { loadCatalogConfig } from './config.js';
import dataSource from './data-source.js';
import { seedTaxonomy } from './seed/taxonomy.seeder.js';

const { CATALOG_SEED_TAXONOMY } = loadCatalogConfig();
await runMigrateCommand('catalog', 'catalog', dataSource, CATALOG_SEED_TAXONOMY ? seedTaxonomy : undefined);
