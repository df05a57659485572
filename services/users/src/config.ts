import { loadConfig, serviceEnvSchema, type Env } from '@pitstop/common';
import { z } from 'zod';

export function usersEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3102, env);
}
export type UsersConfig = z.output<ReturnType<typeof usersEnvSchema>>;

export const loadUsersConfig = (env: Env = process.env): UsersConfig =>
  loadConfig(usersEnvSchema(env), env);
