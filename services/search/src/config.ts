import { booleanFlag, loadConfig, serviceEnvSchema, type Env } from '@pitstop/common';
import { z } from 'zod';

const httpUrl = z
  .string()
  .url('must be a URL such as http://127.0.0.1:7700')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://');

export function searchEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3105, env).extend({
    /** Meilisearch's address: set, it is the engine; unset, the Postgres engine in our schema is. */
    MEILI_HOST: httpUrl.optional(),
    MEILI_API_KEY: z.string().optional(),
    /** The Meilisearch index holding the listings (one per environment sharing a Meilisearch). */
    MEILI_INDEX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be letters, digits, - or _')
      .default('listings'),
    /**
     * Rebuild the index from the catalog at start when it is empty (a new deployment, a lost
     * Meilisearch volume). Events the catalog publishes are indexed either way.
     */
    SEARCH_REINDEX_ON_START: booleanFlag.default(true),
  });
}
export type SearchConfig = z.output<ReturnType<typeof searchEnvSchema>>;

export const loadSearchConfig = (env: Env = process.env): SearchConfig =>
  loadConfig(searchEnvSchema(env), env);
