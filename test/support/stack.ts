import { createLogger, type BackendService, type Env } from '@pitstop/common';
import type { BackendServiceName } from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import { newAdminCredentials, signIn, type SignedInUser } from './accounts.js';
import { deleteBusNamespace } from './bus.js';
import { createPrivateDatabase } from './database.js';
import { startTestInbox, type TestInbox } from './inbox.js';
import { forgetStackInbox, rememberStackInbox } from './stack-inboxes.js';
import { startCatalog } from '../../services/catalog/src/app.js';
import { loadCatalogConfig, type CatalogConfig } from '../../services/catalog/src/config.js';
import { startCatalogWorker } from '../../services/catalog/src/worker-app.js';
import { startGateway, type Gateway } from '../../services/gateway/src/app.js';
import { loadGatewayConfig, type GatewayConfig } from '../../services/gateway/src/config.js';
import { startMedia } from '../../services/media/src/app.js';
import { loadMediaConfig, type MediaConfig } from '../../services/media/src/config.js';
import { startMediaWorker } from '../../services/media/src/worker-app.js';
import { startOrders } from '../../services/orders/src/app.js';
import { loadOrdersConfig } from '../../services/orders/src/config.js';
import { startSearch } from '../../services/search/src/app.js';
import { loadSearchConfig } from '../../services/search/src/config.js';
import { startUsers } from '../../services/users/src/app.js';
import { loadUsersConfig, type UsersConfig } from '../../services/users/src/config.js';
import { startUsersWorker } from '../../services/users/src/worker-app.js';

export interface Stack {
  url: string;
  namespace: string;
  /** The database the services use: the run's test database, or the stack's own. */
  databaseUrl: string | undefined;
  gateway: Gateway;
  /** The SMTP server the users worker sends to (when the stack runs users): assert on mail here. */
  inbox: TestInbox;
  services: Map<BackendServiceName, BackendService[]>;
  /** Starts one more instance of a service (several instances side by side). */
  addInstance(service: BackendServiceName): Promise<BackendService>;
  stopService(service: BackendServiceName): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  services?: BackendServiceName[];
  gateway?: Partial<GatewayConfig>;
  /** Extra environment for the backend services (e.g. ADMIN_EMAIL). */
  env?: Env;
  /**
   * A database of the stack's own (see createPrivateDatabase) instead of the run's, for tests
   * that must know everything in it; close() drops it.
   */
  privateDatabase?: boolean;
  /** false: the catalog runs without its worker in this process (a test starts its own). */
  catalogWorker?: boolean;
  /** false: users runs without its (mail) worker in this process (a test starts its own). */
  usersWorker?: boolean;
}

type Starter = (
  env: Env,
  logger: ReturnType<typeof createLogger>,
  options: StackOptions,
) => Promise<BackendService>;
const test = { healthPort: null, bus: { blockMs: 1_000 } };

/** Each service with its own config loader; the global setup has seeded the taxonomy already. */
const STARTERS: Record<BackendServiceName, Starter> = {
  catalog: (env, logger, options) => {
    const config = { ...loadCatalogConfig(env), CATALOG_SEED_TAXONOMY: false };
    return options.catalogWorker === false
      ? startCatalog(config, logger, test)
      : startCatalogWithWorker(config, logger);
  },
  users: (env, logger, options) =>
    options.usersWorker === false
      ? startUsers(loadUsersConfig(env), logger, test)
      : startUsersWithWorker(loadUsersConfig(env), logger),
  orders: (env, logger) => startOrders(loadOrdersConfig(env), logger, test),
  media: (env, logger) => startMediaWithWorker(loadMediaConfig(env), logger),
  search: (env, logger) => startSearch(loadSearchConfig(env), logger, test),
};

/** Media and its worker, as one: uploads are analysed and previews get variants, as in production. */
async function startMediaWithWorker(
  config: MediaConfig,
  logger: ReturnType<typeof createLogger>,
): Promise<BackendService> {
  const service = await startMedia(config, logger, test);
  const worker = await startMediaWorker(config, logger, { healthPort: null });
  const close = service.close.bind(service);
  service.close = async () => {
    await worker.close();
    await close();
  };
  return service;
}

/** Users and its worker (mail, sent to the stack's test inbox), as one. */
async function startUsersWithWorker(
  config: UsersConfig,
  logger: ReturnType<typeof createLogger>,
): Promise<BackendService> {
  const service = await startUsers(config, logger, test);
  const worker = await startUsersWorker(config, logger, { healthPort: null, bus: test.bus });
  const close = service.close.bind(service);
  service.close = async () => {
    await worker.close();
    await close();
  };
  return service;
}

/** The catalog and its worker (CSV imports, Clear All), as one. */
async function startCatalogWithWorker(
  config: CatalogConfig,
  logger: ReturnType<typeof createLogger>,
): Promise<BackendService> {
  const service = await startCatalog(config, logger, test);
  const worker = await startCatalogWorker(config, logger, { healthPort: null });
  const close = service.close.bind(service);
  service.close = async () => {
    await worker.close();
    await close();
  };
  return service;
}

/**
 * The whole marketplace in this process: the gateway on a free port and the backend services,
 * talking over the real Redis (a bus namespace of this stack's own) and using the run's test
 * database (created and migrated by the global setup) or, if asked, one of the stack's own.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!options.privateDatabase) return startServicesAndGateway(options);
  const database = await createPrivateDatabase();
  try {
    const stack = await startServicesAndGateway({
      ...options,
      env: { ...options.env, DATABASE_URL: database.url },
    });
    const close = stack.close;
    stack.close = async () => {
      await close();
      await database.drop();
    };
    return stack;
  } catch (err) {
    await database.drop();
    throw err;
  }
}

async function startServicesAndGateway(options: StackOptions): Promise<Stack> {
  const namespace = `stack-${randomBytes(4).toString('hex')}`;
  const inbox = await startTestInbox();
  const env: Env = {
    ...process.env,
    BUS_NAMESPACE: namespace,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Mail goes to this stack's own SMTP server; a failing mail is dead-lettered within a second.
    SMTP_URL: inbox.smtpUrl,
    MAIL_ATTEMPTS: '3',
    MAIL_BACKOFF_MS: '200',
    ...options.env,
  };
  const logger = createLogger('test', env.LOG_LEVEL as 'silent');
  const services = new Map<BackendServiceName, BackendService[]>();

  const addInstance = async (service: BackendServiceName) => {
    const instance = await STARTERS[service](env, logger, options);
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
    // Likewise upload requests and ZIP downloads (the malformed-request cases alone send dozens).
    UPLOAD_RATE_LIMIT: 100_000,
    ZIP_DOWNLOAD_RATE_LIMIT: 100_000,
    // Contact Us per source: only the test of its limit wants it low.
    CONTACT_RATE_LIMIT: 100_000,
    // VIN decodes per source: the malformed-request cases alone send dozens.
    VIN_RATE_LIMIT: 100_000,
    ...options.gateway,
  };
  const gateway = await startGateway(gatewayConfig, logger, { port: 0 });
  // registerUser confirms new accounts' addresses from the mail this inbox receives.
  rememberStackInbox(gateway.url, inbox);

  const stopService = async (service: BackendServiceName) => {
    await Promise.all((services.get(service) ?? []).map((instance) => instance.close()));
    services.delete(service);
  };

  return {
    url: gateway.url,
    namespace,
    databaseUrl: env.DATABASE_URL,
    gateway,
    inbox,
    services,
    addInstance,
    stopService,
    async close() {
      forgetStackInbox(gateway.url);
      await gateway.close();
      for (const service of [...services.keys()]) await stopService(service);
      await deleteBusNamespace(namespace, env.REDIS_URL);
      await inbox.close();
    },
  };
}

export interface AdminStack extends Stack {
  /** The admin the users service made at start (ADMIN_EMAIL, ADMIN_PASSWORD), signed in. */
  admin: SignedInUser;
}

/**
 * A stack whose users service makes an admin at start, signed in through the API: by default
 * the users, catalog, search, media and orders services. `adminLabel` starts the admin's email, to tell runs apart.
 */
export async function startStackWithAdmin(
  options: StackOptions & { adminLabel?: string } = {},
): Promise<AdminStack> {
  const { adminLabel, ...stackOptions } = options;
  const credentials = newAdminCredentials(adminLabel);
  const stack = await startStack({
    // orders too: the catalog asks it who bought a paid listing before handing out its files.
    services: ['users', 'catalog', 'search', 'media', 'orders'],
    ...stackOptions,
    env: {
      ...stackOptions.env,
      ADMIN_EMAIL: credentials.email,
      ADMIN_PASSWORD: credentials.password,
    },
  });
  try {
    const admin = await signIn(stack.url, credentials.email, credentials.password);
    return Object.assign(stack, { admin });
  } catch (err) {
    await stack.close();
    throw err;
  }
}
