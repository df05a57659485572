import { loadConfig, serviceEnvSchema, type Env } from '@pitstop/common';
import { z } from 'zod';

export function ordersEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3103, env);
}
export type OrdersConfig = z.output<ReturnType<typeof ordersEnvSchema>>;

export const loadOrdersConfig = (env: Env = process.env): OrdersConfig =>
  loadConfig(ordersEnvSchema(env), env);
