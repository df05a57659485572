import { loadConfig, serviceEnvSchema, type Env } from '@pitstop/common';
import { z } from 'zod';

export function searchEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3105, env);
}
export type SearchConfig = z.output<ReturnType<typeof searchEnvSchema>>;

export const loadSearchConfig = (env: Env = process.env): SearchConfig =>
  loadConfig(searchEnvSchema(env), env);
