import { loadConfig, serviceEnvSchema, type Env } from '@pitstop/common';
import { z } from 'zod';

export function mediaEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3104, env);
}
export type MediaConfig = z.output<ReturnType<typeof mediaEnvSchema>>;

export const loadMediaConfig = (env: Env = process.env): MediaConfig =>
  loadConfig(mediaEnvSchema(env), env);
