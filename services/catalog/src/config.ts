import { booleanFlag, loadConfig, positiveInt, serviceEnvSchema, type Env } from '@pitstop/common';
import { z } from 'zod';

export function catalogEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3101, env).extend({
    /** Upsert the reference vehicle taxonomy (makes, models, generations, trims, categories) at start. */
    CATALOG_SEED_TAXONOMY: booleanFlag.default(true),
    /** Upsert the demo catalog (listings, reviews, likes) at start; npm start sets it, production never. */
    CATALOG_SEED_DEMO: booleanFlag.default(false),
    /** Jobs the catalog worker runs at once (imports write in large batches: one is plenty). */
    CATALOG_WORKER_CONCURRENCY: positiveInt.default(1),
  });
}
export type CatalogConfig = z.output<ReturnType<typeof catalogEnvSchema>>;

export const loadCatalogConfig = (env: Env = process.env): CatalogConfig =>
  loadConfig(catalogEnvSchema(env), env);
