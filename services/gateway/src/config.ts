import {
  booleanFlag,
  loadConfig,
  logLevel,
  port,
  positiveInt,
  redisUrl,
  withDevDefault,
  type Env,
} from '@pitstop/common';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function gatewayEnvSchema(env: Env = process.env) {
  return z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    REDIS_URL: withDevDefault(redisUrl, 'redis://127.0.0.1:6379', env),
    BUS_NAMESPACE: z
      .string()
      .regex(/^[a-z0-9_-]+$/i, 'may only hold letters, digits, _ and -')
      .default('pitstop'),
    LOG_LEVEL: logLevel.default('info'),
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
    /** How long the gateway waits for a service before answering 503. */
    RPC_TIMEOUT_MS: positiveInt.default(5_000),
    /** The built web app (npm run build:web); served at / with client-side routes falling back to index.html. */
    WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST),
    /** Set behind a load balancer / ingress so client IPs and https are read from X-Forwarded-*. */
    TRUST_PROXY: booleanFlag.default(false),
  });
}
export type GatewayConfig = z.output<ReturnType<typeof gatewayEnvSchema>>;

export const loadGatewayConfig = (env: Env = process.env): GatewayConfig =>
  loadConfig(gatewayEnvSchema(env), env);
