import { createLogger, type BackendService, type Env } from '@pitstop/common';
import type { BackendServiceName } from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import { deleteBusNamespace } from './bus.js';
import { startCatalog } from '../../services/catalog/src/app.js';
import { loadCatalogConfig } from '../../services/catalog/src/config.js';
import { startGateway, type Gateway } from '../../services/gateway/src/app.js';
import { loadGatewayConfig, type GatewayConfig } from '../../services/gateway/src/config.js';
import { startMedia } from '../../services/media/src/app.js';
import { loadMediaConfig } from '../../services/media/src/config.js';
import { startOrders } from '../../services/orders/src/app.js';
import { loadOrdersConfig } from '../../services/orders/src/config.js';
import { startSearch } from '../../services/search/src/app.js';
import { loadSearchConfig } from '../../services/search/src/config.js';
import { startUsers } from '../../services/users/src/app.js';
import { loadUsersConfig } from '../../services/users/src/config.js';

export interface Stack {
  url: string;
  namespace: string;
  gateway: Gateway;
  services: Map<BackendServiceName, BackendService[]>;
  /** Starts one more instance of a service (several instances side by side). */
  addInstance(service: BackendServiceName): Promise<BackendService>;
  stopService(service: BackendServiceName): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  services?: BackendServiceName[];
  gateway?: Partial<GatewayConfig>;
  /** Extra environment for the backend services (e.g. ADMIN_EMAIL, a private DATABASE_URL). */
  env?: Env;
}

type Starter = (env: Env, logger: ReturnType<typeof createLogger>) => Promise<BackendService>;
const test = { healthPort: null, bus: { blockMs: 1_000 } };

/** Each service with its own config loader; the global setup has seeded the taxonomy already. */
const STARTERS: Record<BackendServiceName, Starter> = {
  catalog: (env, logger) =>
    startCatalog({ ...loadCatalogConfig(env), CATALOG_SEED_TAXONOMY: false }, logger, test),
  users: (env, logger) => startUsers(loadUsersConfig(env), logger, test),
  orders: (env, logger) => startOrders(loadOrdersConfig(env), logger, test),
  media: (env, logger) => startMedia(loadMediaConfig(env), logger, test),
  search: (env, logger) => startSearch(loadSearchConfig(env), logger, test),
};

/**
 * The whole marketplace in this process: the gateway on a free port and the backend services,
 * talking over the real Redis (a bus namespace of this stack's own) and using the run's test
 * database (created and migrated by the global setup).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const namespace = `stack-${randomBytes(4).toString('hex')}`;
  const env: Env = {
    ...process.env,
    BUS_NAMESPACE: namespace,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  };
  const logger = createLogger('test', env.LOG_LEVEL as 'silent');
  const services = new Map<BackendServiceName, BackendService[]>();

  const addInstance = async (service: BackendServiceName) => {
    const instance = await STARTERS[service](env, logger);
    services.set(service, [...(services.get(service) ?? []), instance]);
    return instance;
  };

  for (const service of options.services ?? (Object.keys(STARTERS) as BackendServiceName[]))
    await addInstance(service);
  const gatewayConfig: GatewayConfig = {
    ...loadGatewayConfig(env),
    // Every test request comes from 127.0.0.1: only tests of the per-IP limit want it low.
    AUTH_IP_LIMIT: 100_000,
    // Tests write a lot as one person (concurrent reviews, like bursts): only the test of the
    // write limit wants it low.
    WRITE_RATE_LIMIT: 100_000,
    ...options.gateway,
  };
  const gateway = await startGateway(gatewayConfig, logger, { port: 0 });

  const stopService = async (service: BackendServiceName) => {
    await Promise.all((services.get(service) ?? []).map((instance) => instance.close()));
    services.delete(service);
  };

  return {
    url: gateway.url,
    namespace,
    gateway,
    services,
    addInstance,
    stopService,
    async close() {
      await gateway.close();
      for (const service of [...services.keys()]) await stopService(service);
      await deleteBusNamespace(namespace, env.REDIS_URL);
    },
  };
}
