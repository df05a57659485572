/**
 * The deployment files, checked the way an operator would meet them: docker-compose and kubectl
 * render them offline, and the rendered output has what running the stack needs. No Docker
 * engine or cluster is needed (images are not built here; the Dockerfiles are read).
 * docker-compose and kubectl must be installed: a missing one fails with the apt command to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { CATALOG_WORKER_NODE_OPTIONS } from '../../scripts/lib/catalog-worker.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const SERVICES = ['gateway', 'catalog', 'users', 'orders', 'media', 'search'] as const;
type ServiceName = (typeof SERVICES)[number];
const BACKEND = SERVICES.filter((s) => s !== 'gateway');
/** The gateway's HTTP port; each backend service's health port. */
const PORTS: Record<ServiceName, number> = {
  gateway: 3000,
  catalog: 3101,
  users: 3102,
  orders: 3103,
  media: 3104,
  search: 3105,
};
/** The workers: their service's image, their own process, health port and BullMQ queue. */
const WORKERS = {
  'catalog-worker': { service: 'catalog', port: 3107, queue: 'catalog-jobs' },
  'media-worker': { service: 'media', port: 3106, queue: 'media-jobs' },
} as const;
type WorkerName = keyof typeof WORKERS;
/** Every process of the marketplace that runs on its own: each has a Deployment in Kubernetes. */
const WORKLOADS: readonly (ServiceName | WorkerName)[] = [
  ...SERVICES,
  ...(Object.keys(WORKERS) as WorkerName[]),
];
/** The port a process of ours serves /health on: the gateway's HTTP port, else HEALTH_PORT. */
const healthPortOf = (name: string): number | undefined =>
  name in PORTS ? PORTS[name as ServiceName] : WORKERS[name as WorkerName]?.port;
const OVERLAYS = ['dev', 'prod'] as const;
type Overlay = (typeof OVERLAYS)[number];

const INSTALL = {
  'docker-compose': 'apt-get install --no-install-recommends docker-compose',
  kubectl: 'apt-get install kubernetes-client',
} as const;

/** Runs a tool from the repository root and returns its stdout. */
function runTool(
  tool: keyof typeof INSTALL,
  args: string[],
  env: Record<string, string | undefined> = process.env,
): string {
  try {
    return execFileSync(tool, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 32 * 1024 * 1024,
      env,
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { status?: number | null; stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(`${tool} is not installed; install it with: ${INSTALL[tool]}`, {
        cause: err,
      });
    }
    throw new Error(
      `\`${tool} ${args.join(' ')}\` failed (exit ${e.status}):\n${e.stderr || e.message}`,
      { cause: err },
    );
  }
}

const readRepoFile = (path: string) => readFileSync(join(ROOT, path), 'utf8');

// ---------------------------------------------------------------------------------------------
// Dockerfiles

/** The instructions of a Dockerfile, one per entry, with continuation lines joined. */
function instructions(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The instructions of each build stage (the first entry of each is its FROM). */
function stages(dockerfile: string): string[][] {
  const result: string[][] = [];
  for (const instruction of instructions(dockerfile)) {
    if (/^FROM\s/i.test(instruction)) result.push([instruction]);
    else result.at(-1)?.push(instruction);
  }
  return result;
}

describe('Dockerfiles', () => {
  // One Dockerfile builds every service's image; the build argument SERVICE names the service.
  const dockerfile = readRepoFile('services/Dockerfile');
  const all = stages(dockerfile);
  const stage = (name: string) => all.find((s) => new RegExp(`\\bAS ${name}$`).test(s[0])) ?? [];

  it.each(SERVICES)(
    '%s: has no Dockerfile of its own (services/Dockerfile builds it)',
    (service) => {
      expect(existsSync(join(ROOT, `services/${service}/Dockerfile`))).toBe(false);
    },
  );

  it('a multi-stage build whose runtime stage runs as a non-root user', () => {
    expect(all.length).toBeGreaterThan(1);
    const runtime = all.at(-1) ?? [];
    const users = runtime.filter((i) => /^USER\s/i.test(i));
    expect(users).toHaveLength(1);
    const user = users[0].split(/\s+/)[1].split(':')[0];
    expect(['root', '0']).not.toContain(user);
  });

  it('the runtime is node:20-bookworm-slim with production dependencies and built output only', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    const runtime = all.at(-1) ?? [];
    expect(runtime[0]).toBe('FROM ${NODE_IMAGE} AS runtime');
    // The service named at build time; sh execs node, so node is PID 1 and gets SIGTERM.
    expect(runtime).toContain('CMD ["sh", "-c", "exec node \\"services/$SERVICE/dist/main.js\\""]');
    expect(runtime.some((i) => /^ENV\s.*\bSERVICE=\$\{SERVICE\}/.test(i))).toBe(true);
    expect(runtime).toContain('EXPOSE ${HEALTH_PORT}');
    expect(runtime).toContain('STOPSIGNAL SIGTERM');
    expect(runtime.some((i) => /^ENV\s.*\bNODE_ENV=production\b/.test(i))).toBe(true);
    // Nothing is installed or copied from the build context in the final stage: only the
    // production node_modules and the compiled output of earlier stages.
    expect(runtime.filter((i) => /^RUN\s/i.test(i))).toEqual([]);
    for (const copy of runtime.filter((i) => /^COPY\s/i.test(i))) {
      expect(copy).toMatch(/^COPY --from=(prod-deps|build) /);
    }
    expect(stage('prod-deps').join('\n')).toContain(
      'npm ci --omit=dev --workspace "services/${SERVICE}"',
    );
    expect(stage('build').join('\n')).toContain('npx tsc -b "services/${SERVICE}"');
  });

  it('builds the web app into the gateway image only, where it serves web/dist', () => {
    const build = stage('build').join('\n');
    expect(build).toMatch(
      /if \[ "\$\{SERVICE\}" = gateway \]; then npm run build -w web && cp -r --parents web\/dist web\/dist-ssr \/out\/; fi/,
    );
    // The gateway's default WEB_DIST_DIR is web/dist beside its dist/, /app/web/dist here.
    expect(readRepoFile('services/gateway/src/config.ts')).toContain(
      "new URL('../../../web/dist', import.meta.url)",
    );
  });

  it('.dockerignore keeps host installs, builds and the git history out of the build context', () => {
    const patterns = readRepoFile('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const pattern of ['**/node_modules', '**/dist', '.git', '.run', '**/coverage']) {
      expect(patterns).toContain(pattern);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// docker-compose.yml

interface ComposeService {
  image?: string;
  command?: string[] | string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string | number | null>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] | string };
  restart?: string;
  ports?: (string | { published: number | string; target: number; host_ip?: string })[];
  deploy?: { replicas?: number };
  stop_grace_period?: string;
}

/** "15s", "1m30s" → seconds. */
function durationSeconds(value: string | undefined): number {
  let seconds = 0;
  for (const [, n, unit] of (value ?? '').matchAll(/(\d+)(h|m|s)/g)) {
    seconds += Number(n) * ({ h: 3600, m: 60, s: 1 } as const)[unit as 'h' | 'm' | 's'];
  }
  return seconds;
}

/**
 * The passwords docker-compose.yml takes from the environment, with no default: it renders
 * nothing until each is set (the top of the file says how to make them).
 */
const COMPOSE_PASSWORDS = {
  POSTGRES_PASSWORD: 'pg0123456789abcdef',
  REDIS_PASSWORD: 'redis0123456789abcdef',
  MEILI_MASTER_KEY: 'meili0123456789abcdef',
  S3_SECRET_ACCESS_KEY: 's30123456789abcdef',
  SESSION_SECRET: 'session0123456789abcdef0123456789abcdef',
  MAIL_UNSUBSCRIBE_SECRET: 'unsubscribe0123456789abcdef0123456789abcdef',
} as const;

/** The environment docker-compose renders in: this process's, less anything the file reads. */
function composeEnv(set: Record<string, string> = COMPOSE_PASSWORDS): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (
      value !== undefined &&
      !/^(POSTGRES|REDIS|MEILI|S3|SESSION|ADMIN|STRIPE|ALLOW|MAIL_UNSUBSCRIBE)_/.test(name)
    )
      env[name] = value;
  return { ...env, ...set };
}

function renderCompose(set?: Record<string, string>): Record<string, ComposeService> {
  const out = runTool('docker-compose', ['-f', 'docker-compose.yml', 'config'], composeEnv(set));
  return (parse(out) as { services: Record<string, ComposeService> }).services;
}

/** A published port as "host-ip:published:target" ("0.0.0.0" when no address is given). */
function publishedPort(
  port: string | { published: number | string; target: number; host_ip?: string },
): string {
  if (typeof port !== 'string')
    return `${port.host_ip ?? '0.0.0.0'}:${port.published}:${port.target}`;
  const parts = port.replace(/\/(tcp|udp)$/, '').split(':');
  return parts.length === 3 ? parts.join(':') : ['0.0.0.0', ...parts].join(':');
}

describe('docker-compose.yml', () => {
  let services: Record<string, ComposeService>;

  beforeAll(() => {
    runTool('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], composeEnv());
    services = renderCompose();
  }, 60_000);

  it.each(Object.keys(COMPOSE_PASSWORDS))(
    'refuses to render without %s: no password has a default',
    (name) => {
      const others = Object.fromEntries(
        Object.entries(COMPOSE_PASSWORDS).filter(([n]) => n !== name),
      );
      expect(() =>
        runTool('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], composeEnv(others)),
      ).toThrow(new RegExp(`set ${name}\\b`));
    },
  );

  it('publishes ports on this machine only (127.0.0.1), and no datastore at all', () => {
    const published = Object.entries(services).flatMap(([name, s]) =>
      (s.ports ?? []).map((p) => `${name} ${publishedPort(p)}`),
    );
    expect(published.sort()).toEqual(
      [
        'gateway 127.0.0.1:3000:3000',
        'gateway 127.0.0.1:3100:3100',
        // MailDev's inbox (it catches every mail the laptop stack sends).
        'maildev 127.0.0.1:1080:1080',
        'minio 127.0.0.1:9000:9000',
        'minio 127.0.0.1:9001:9001',
      ].sort(),
    );
  });

  it('runs Redis with a password, and every process reaches it with that password', () => {
    const command = [services.redis.command ?? []].flat().join(' ');
    expect(command).toContain(`--requirepass ${COMPOSE_PASSWORDS.REDIS_PASSWORD}`);
    // redis-cli (the healthcheck) authenticates through REDISCLI_AUTH
    expect(services.redis.environment?.REDISCLI_AUTH).toBe(COMPOSE_PASSWORDS.REDIS_PASSWORD);
    const withRedis = Object.entries(services).filter(([, s]) => s.environment?.REDIS_URL);
    expect(withRedis.map(([name]) => name)).toEqual(expect.arrayContaining([...WORKLOADS]));
    for (const [, s] of withRedis) {
      const url = new URL(String(s.environment?.REDIS_URL));
      expect(decodeURIComponent(url.password)).toBe(COMPOSE_PASSWORDS.REDIS_PASSWORD);
    }
  });

  it('runs TEST MODE only when asked for, and makes no admin with a password of its own', () => {
    expect(services.orders.environment?.ALLOW_TEST_PAYMENTS).toBe('false');
    const asked = renderCompose({ ...COMPOSE_PASSWORDS, ALLOW_TEST_PAYMENTS: 'true' });
    expect(asked.orders.environment?.ALLOW_TEST_PAYMENTS).toBe('true');
    expect(services.users.environment?.ADMIN_PASSWORD ?? '').toBe('');
    expect(services.users.environment?.ADMIN_EMAIL ?? '').toBe('');
    // Every other secret is the one set in the environment, never a default of the file's.
    expect(services.minio.environment?.MINIO_ROOT_PASSWORD).toBe(
      COMPOSE_PASSWORDS.S3_SECRET_ACCESS_KEY,
    );
    expect(services.media.environment?.S3_SECRET_ACCESS_KEY).toBe(
      COMPOSE_PASSWORDS.S3_SECRET_ACCESS_KEY,
    );
    expect(services.meilisearch.environment?.MEILI_MASTER_KEY).toBe(
      COMPOSE_PASSWORDS.MEILI_MASTER_KEY,
    );
    expect(services.gateway.environment?.SESSION_SECRET).toBe(COMPOSE_PASSWORDS.SESSION_SECRET);
  });

  it.each(SERVICES)(
    '%s: built from services/Dockerfile, production mode, healthchecked on /health/ready, restarted',
    (service) => {
      const s = services[service];
      expect(s).toBeDefined();
      expect(s.build?.dockerfile).toBe('services/Dockerfile');
      expect(s.build?.args).toEqual({ SERVICE: service, HEALTH_PORT: String(PORTS[service]) });
      expect(join(s.build?.context ?? '', '/')).toBe(join(ROOT, '/'));
      expect(s.environment?.NODE_ENV).toBe('production');
      const check = [s.healthcheck?.test ?? []].flat().join(' ');
      expect(check).toContain(`http://127.0.0.1:${PORTS[service]}/health/ready`);
      expect(s.restart).toBe('unless-stopped');
      // Docker's SIGKILL must not come before SHUTDOWN_TIMEOUT_MS has run out.
      const shutdownMs = Number(s.environment?.SHUTDOWN_TIMEOUT_MS ?? 10_000);
      expect(durationSeconds(s.stop_grace_period) * 1000).toBeGreaterThan(shutdownMs);
    },
  );

  it("caps the catalog worker's heap as npm start does", () => {
    expect(services['catalog-worker']?.environment?.NODE_OPTIONS).toBe(CATALOG_WORKER_NODE_OPTIONS);
  });

  it.each(BACKEND)(
    '%s: reaches Postgres and Redis, and starts once they are healthy',
    (service) => {
      const s = services[service];
      expect(String(s.environment?.HEALTH_PORT)).toBe(String(PORTS[service]));
      expect(String(s.environment?.DATABASE_URL)).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(String(s.environment?.REDIS_URL)).toMatch(/^redis:\/\/:[^@]+@redis:6379/);
      expect(s.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    },
  );

  it('publishes the gateway on port 3000 and starts it once Redis is healthy', () => {
    const gateway = services.gateway;
    expect((gateway.ports ?? []).map(publishedPort)).toContain('127.0.0.1:3000:3000');
    expect(gateway.depends_on).toMatchObject({ redis: { condition: 'service_healthy' } });
  });

  it('runs Postgres, Redis, Meilisearch and MinIO from pinned images, with healthchecks', () => {
    for (const name of ['postgres', 'redis', 'meilisearch', 'minio']) {
      const image = services[name]?.image ?? '';
      expect(image).toMatch(/:[^:/]+$/);
      expect(image).not.toMatch(/:latest$/);
      expect(services[name].healthcheck?.test).toBeDefined();
    }
    expect(services['minio-setup'].image).toMatch(/^minio\/mc:RELEASE\./);
    expect(services.media.depends_on).toMatchObject({
      'minio-setup': { condition: 'service_completed_successfully' },
    });
  });

  /** Our processes: every container run from a pitstop/ image (services and workers). */
  const ours = () => Object.entries(services).filter(([, s]) => /^pitstop\//.test(s.image ?? ''));
  const hostOf = (url: unknown) => {
    try {
      return new URL(String(url)).hostname;
    } catch {
      return undefined;
    }
  };

  it('runs every service and worker, each healthchecked on /health/ready at its own port, with time to stop', () => {
    expect(ours().map(([name]) => name)).toEqual(expect.arrayContaining([...WORKLOADS]));
    const found: Record<string, string[]> = {};
    for (const [name, s] of ours()) {
      const failed: string[] = [];
      const port = s.environment?.HEALTH_PORT ?? s.environment?.PORT;
      const known = healthPortOf(name);
      if (known !== undefined && String(port) !== String(known))
        failed.push(`health port ${port}, not ${known}`);
      const check = [s.healthcheck?.test ?? []].flat().join(' ');
      if (!check.includes(`http://127.0.0.1:${port}/health/ready`))
        failed.push(`no healthcheck on /health/ready at port ${port}`);
      if (s.restart !== 'unless-stopped') failed.push(`restart: ${s.restart}`);
      const shutdownMs = Number(s.environment?.SHUTDOWN_TIMEOUT_MS);
      if (!(durationSeconds(s.stop_grace_period) * 1000 > shutdownMs))
        failed.push('stop_grace_period not above SHUTDOWN_TIMEOUT_MS');
      if (failed.length) found[name] = failed;
    }
    expect(found).toEqual({});
  });

  it('every container that keeps running has a healthcheck; only one-shot jobs have none', () => {
    const unchecked = Object.entries(services)
      .filter(([, s]) => !s.healthcheck?.test)
      .map(([name, s]) => [name, s.restart]);
    expect(unchecked).toEqual([['minio-setup', 'no']]);
  });

  it('every depends_on waits for a condition: a healthy service, or a one-shot job done', () => {
    const found: string[] = [];
    for (const [name, s] of Object.entries(services)) {
      const needs = Array.isArray(s.depends_on)
        ? s.depends_on.map((n) => [n, 'service_started'] as const)
        : Object.entries(s.depends_on ?? {}).map(([n, d]) => [n, d.condition] as const);
      for (const [needed, condition] of needs) {
        const target = services[needed];
        const sound =
          (condition === 'service_healthy' && target?.healthcheck?.test) ||
          (condition === 'service_completed_successfully' && target?.restart === 'no');
        if (!sound) found.push(`${name} → ${needed}: ${condition}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('each service and worker starts once what it reaches at start is up, workers after their service', () => {
    const found: Record<string, string[]> = {};
    for (const [name, s] of ours()) {
      const env = s.environment ?? {};
      const wanted: Record<string, string> = {};
      if (hostOf(env.DATABASE_URL) === 'postgres') wanted.postgres = 'service_healthy';
      if (hostOf(env.REDIS_URL) === 'redis') wanted.redis = 'service_healthy';
      if (hostOf(env.MEILI_HOST) === 'meilisearch') wanted.meilisearch = 'service_healthy';
      // The bucket must exist: minio-setup creates it and exits.
      if (hostOf(env.S3_ENDPOINT) === 'minio')
        wanted['minio-setup'] = 'service_completed_successfully';
      // A worker runs its service's image after the service has migrated (and, for the catalog,
      // seeded the taxonomy).
      const worker = WORKERS[name as WorkerName];
      if (worker) wanted[worker.service] = 'service_healthy';
      const has = Array.isArray(s.depends_on) ? {} : (s.depends_on ?? {});
      const missing = Object.entries(wanted)
        .filter(([needed, condition]) => has[needed]?.condition !== condition)
        .map(([needed, condition]) => `${needed}: ${condition}`);
      if (missing.length) found[name] = missing;
    }
    expect(found).toEqual({});
  });

  it('runs several instances of a backend service side by side', () => {
    expect(Math.max(...BACKEND.map((s) => services[s].deploy?.replicas ?? 1))).toBeGreaterThan(1);
  });
});

// ---------------------------------------------------------------------------------------------
// k8s/ (kustomize)

interface Metadata {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface K8sObject<Spec = unknown> {
  apiVersion: string;
  kind: string;
  metadata: Metadata;
  spec: Spec;
  data?: Record<string, string>;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface DeploymentSpec {
  replicas?: number;
  selector: { matchLabels: Record<string, string> };
  template: {
    metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
    spec: {
      containers: Container[];
      terminationGracePeriodSeconds?: number;
      securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
      volumes?: { name: string; emptyDir?: object }[];
    };
  };
}
interface ServiceSpec {
  selector: Record<string, string>;
  ports: { name?: string; port: number; targetPort: string | number }[];
}
interface IngressSpec {
  tls?: { hosts: string[]; secretName: string }[];
  rules: {
    host: string;
    http: {
      paths: {
        path: string;
        backend: { service: { name: string; port: { name?: string; number?: number } } };
      }[];
    };
  }[];
}
interface HpaMetric {
  type: string;
  resource?: { name: string; target: { type: string; averageUtilization?: number } };
  external?: {
    metric: { name: string; selector?: { matchLabels?: Record<string, string> } };
    target: { type: string; value?: string; averageValue?: string };
  };
}
interface HpaSpec {
  scaleTargetRef: { apiVersion: string; kind: string; name: string };
  minReplicas?: number;
  maxReplicas: number;
  metrics?: HpaMetric[];
}
interface PdbSpec {
  selector: { matchLabels: Record<string, string> };
  maxUnavailable?: number | string;
  minAvailable?: number | string;
}

const renders = new Map<Overlay, K8sObject[]>();

function render(overlay: Overlay): K8sObject[] {
  let objects = renders.get(overlay);
  if (!objects) {
    const out = runTool('kubectl', ['kustomize', `k8s/overlays/${overlay}`]);
    objects = parseAllDocuments(out)
      .map((doc) => doc.toJS() as K8sObject | null)
      .filter((o): o is K8sObject => o != null);
    renders.set(overlay, objects);
  }
  return objects;
}

function find<Spec>(objects: K8sObject[], kind: string, name: string): K8sObject<Spec> {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name} in the rendered output`);
  return found as K8sObject<Spec>;
}

/** A generated ConfigMap/Secret carries a content hash after its name. */
const generated = (objects: K8sObject[], kind: string, name: string) =>
  objects.find(
    (o) => o.kind === kind && new RegExp(`^${name}(-[a-z0-9]{10})?$`).test(o.metadata.name),
  );

/** The autoscalers that size a Deployment (exactly one is right). */
const autoscalersOf = (objects: K8sObject[], deployment: string) =>
  objects
    .filter((o): o is K8sObject<HpaSpec> => o.kind === 'HorizontalPodAutoscaler')
    .filter(
      (h) =>
        h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === deployment,
    );

/** The pods a Deployment runs at least: its autoscaler's minimum, else its replicas. */
function minimumPods(objects: K8sObject[], deployment: string): number {
  const [hpa] = autoscalersOf(objects, deployment);
  if (hpa) return hpa.spec.minReplicas ?? 1;
  return find<DeploymentSpec>(objects, 'Deployment', deployment).spec.replicas ?? 1;
}

/**
 * The Deployments of the marketplace itself: every one but those labelled as a datastore (the
 * dev overlay's throwaway Postgres and Redis). A Deployment added later is in this list, so the
 * checks below apply to it without anyone adding its name.
 */
const workloads = (objects: K8sObject[]) =>
  objects
    .filter((o): o is K8sObject<DeploymentSpec> => o.kind === 'Deployment')
    .filter((d) => d.metadata.labels?.['app.kubernetes.io/component'] !== 'datastore');

/**
 * Runs a check on every workload and returns what failed, by Deployment name: `{}` when all
 * pass, so a failure names the Deployment and the property it lacks.
 */
function problems(
  objects: K8sObject[],
  check: (deployment: K8sObject<DeploymentSpec>, container: Container) => string[],
): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const deployment of workloads(objects)) {
    const { containers } = deployment.spec.template.spec;
    const container = containers.find((c) => c.name === deployment.metadata.name) ?? containers[0]!;
    const failed = check(deployment, container);
    if (failed.length) found[deployment.metadata.name] = failed;
  }
  return found;
}

/** "500m" → 0.5, "2" → 2 (cores); "512Mi" → bytes. Enough of Kubernetes' quantities for us. */
function quantity(value: string | number | undefined): number {
  const text = String(value ?? '');
  const match = /^([0-9.]+)(m|k|Ki|M|Mi|G|Gi|T|Ti)?$/.exec(text);
  if (!match) return NaN;
  const factor: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    Ki: 2 ** 10,
    M: 1e6,
    Mi: 2 ** 20,
    G: 1e9,
    Gi: 2 ** 30,
    T: 1e12,
    Ti: 2 ** 40,
  };
  return Number(match[1]) * (match[2] ? factor[match[2]]! : 1);
}

/** Seconds the preStop hook pauses: `sleep N` (exec) or the sleep action; 0 without one. */
function preStopSeconds(container: Container): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const command = (preStop?.exec?.command ?? []).join(' ');
  const sleep = /(?:^|\s)sleep\s+(\d+)\b/.exec(command);
  return sleep ? Number(sleep[1]) : 0;
}

/** The variable as the container sees it: its own env first, then its ConfigMaps. */
function settingOf(objects: K8sObject[], container: Container, name: string): string | undefined {
  const own = container.env?.find((e) => e.name === name);
  if (own) return own.value;
  for (const source of container.envFrom ?? []) {
    const configMap = source.configMapRef?.name;
    if (!configMap) continue;
    const value = find(objects, 'ConfigMap', configMap).data?.[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

function image(objects: K8sObject[], service: ServiceName): string {
  return find<DeploymentSpec>(objects, 'Deployment', service).spec.template.spec.containers[0]
    .image;
}

describe.each(OVERLAYS)('k8s overlay %s', (overlay) => {
  let objects: K8sObject[];

  beforeAll(() => {
    objects = render(overlay);
  }, 60_000);

  it.each(SERVICES)(
    '%s: a Deployment with readiness and liveness probes, requests and limits, non-root and read-only',
    (service) => {
      const deployment = find<DeploymentSpec>(objects, 'Deployment', service);
      const pod = deployment.spec.template.spec;
      expect(deployment.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': service });
      expect(deployment.spec.template.metadata.labels).toMatchObject(
        deployment.spec.selector.matchLabels,
      );

      const container = pod.containers.find((c) => c.name === service);
      if (!container)
        throw new Error(`the ${service} Deployment has no container named ${service}`);
      // Both probes reach the port the process listens on (HEALTH_PORT / PORT).
      const portOf = (p: string | number | undefined) =>
        typeof p === 'number' ? p : container.ports?.find((cp) => cp.name === p)?.containerPort;
      expect(container.readinessProbe?.httpGet?.path).toBe('/health/ready');
      expect(container.livenessProbe?.httpGet?.path).toBe('/health/live');
      expect(portOf(container.readinessProbe?.httpGet?.port)).toBe(PORTS[service]);
      expect(portOf(container.livenessProbe?.httpGet?.port)).toBe(PORTS[service]);
      const portVariable = service === 'gateway' ? 'PORT' : 'HEALTH_PORT';
      expect(container.env?.find((e) => e.name === portVariable)?.value).toBe(
        String(PORTS[service]),
      );

      for (const kind of ['requests', 'limits'] as const) {
        expect(Object.keys(container.resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
      }

      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).not.toBe(0);
      expect(container.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
      });
      const tmp = container.volumeMounts?.find((m) => m.mountPath === '/tmp');
      expect(pod.volumes?.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
    },
  );

  it.each(SERVICES)(
    '%s: settings from the ConfigMap and the Secret, and time to shut down',
    (service) => {
      const pod = find<DeploymentSpec>(objects, 'Deployment', service).spec.template.spec;
      const container = pod.containers[0];
      const configName = container.envFrom?.find((e) => e.configMapRef)?.configMapRef?.name ?? '';
      const config = find(objects, 'ConfigMap', configName);
      expect(config.data?.NODE_ENV).toBe('production');
      // The kubelet's SIGKILL must not come before SHUTDOWN_TIMEOUT_MS has run out.
      expect((pod.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(
        Number(config.data?.SHUTDOWN_TIMEOUT_MS),
      );

      const required = service === 'gateway' ? ['REDIS_URL'] : ['DATABASE_URL', 'REDIS_URL'];
      for (const name of required) {
        const ref = container.env?.find((e) => e.name === name)?.valueFrom?.secretKeyRef;
        expect(ref).toMatchObject({ key: name });
        expect(ref?.name).toMatch(/^pitstop-secrets(-[a-z0-9]{10})?$/);
        expect(ref?.optional).toBeFalsy();
      }
    },
  );

  it.each(['media', 'catalog'])(
    '%s-worker: runs its service image with the worker entry point, not the service',
    (service) => {
      const deployment = find<DeploymentSpec>(objects, 'Deployment', `${service}-worker`);
      const container = deployment.spec.template.spec.containers[0]!;
      expect(container.image).toContain(`pitstop/${service}:`);
      // The image's CMD is the service's main.js: without a command the pod is a second service.
      expect(container.command).toEqual(['node', `services/${service}/dist/worker.js`]);
    },
  );

  it.each(SERVICES)('%s: a Service that selects its pods', (service) => {
    const svc = find<ServiceSpec>(objects, 'Service', service);
    expect(svc.spec.selector).toEqual({ 'app.kubernetes.io/name': service });
    const container = find<DeploymentSpec>(objects, 'Deployment', service).spec.template.spec
      .containers[0];
    const named = container.ports?.map((p) => p.name);
    for (const port of svc.spec.ports) expect(named).toContain(port.targetPort);
  });

  it("caps the catalog worker's heap as npm start does", () => {
    const worker = find<DeploymentSpec>(objects, 'Deployment', 'catalog-worker');
    const container = worker.spec.template.spec.containers[0]!;
    expect(settingOf(objects, container, 'NODE_OPTIONS')).toBe(CATALOG_WORKER_NODE_OPTIONS);
  });

  it('routes the public host to the gateway Service through an Ingress', () => {
    const ingress = find<IngressSpec>(objects, 'Ingress', 'gateway');
    expect(ingress.apiVersion).toBe('networking.k8s.io/v1');
    const backends = ingress.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service));
    expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
    const ports = find<ServiceSpec>(objects, 'Service', 'gateway').spec.ports.map((p) => p.name);
    expect(ports).toContain('http');
  });

  // Every Deployment but the dev datastores is checked below, by the properties an operator
  // counts on; each check answers `{}` or the Deployments that fail it and why.
  it('runs a Deployment for every service and every worker', () => {
    expect(workloads(objects).map((d) => d.metadata.name)).toEqual(
      expect.arrayContaining([...WORKLOADS]),
    );
  });

  it('every Deployment: readiness and liveness probes on the port its process serves health on', () => {
    const found = problems(objects, (deployment, container) => {
      const failed: string[] = [];
      // HEALTH_PORT for services and workers, PORT for the gateway (health on its HTTP port).
      const port = Number(
        settingOf(objects, container, 'HEALTH_PORT') ?? settingOf(objects, container, 'PORT'),
      );
      // The same port as npm start and docker-compose give the process.
      const known = healthPortOf(deployment.metadata.name);
      if (known !== undefined && port !== known) failed.push(`health port ${port}, not ${known}`);
      const portOf = (p: string | number | undefined) =>
        typeof p === 'number' ? p : container.ports?.find((cp) => cp.name === p)?.containerPort;
      for (const [kind, path] of [
        ['readinessProbe', '/health/ready'],
        ['livenessProbe', '/health/live'],
      ] as const) {
        const probe = container[kind]?.httpGet;
        if (probe?.path !== path) failed.push(`${kind} is not GET ${path}`);
        else if (portOf(probe.port) !== port) failed.push(`${kind} is not on port ${port}`);
      }
      return failed;
    });
    expect(found).toEqual({});
  });

  it('every Deployment: CPU and memory requests and limits, each request within its limit', () => {
    const found = problems(objects, (_deployment, container) => {
      const failed: string[] = [];
      for (const resource of ['cpu', 'memory']) {
        const request = quantity(container.resources?.requests?.[resource]);
        const limit = quantity(container.resources?.limits?.[resource]);
        if (!(request > 0)) failed.push(`no ${resource} request`);
        if (!(limit > 0)) failed.push(`no ${resource} limit`);
        if (request > limit) failed.push(`${resource} request above its limit`);
      }
      return failed;
    });
    expect(found).toEqual({});
  });

  it('every Deployment: a preStop pause, and a grace period longer than the pause plus the shutdown timeout', () => {
    const found = problems(objects, (deployment, container) => {
      const failed: string[] = [];
      const pause = preStopSeconds(container);
      if (!(pause > 0)) failed.push('no preStop pause');
      // The process's own bound on its shutdown (libs/common runService), as the pod sets it.
      const shutdownMs = Number(settingOf(objects, container, 'SHUTDOWN_TIMEOUT_MS'));
      if (!(shutdownMs > 0)) failed.push('SHUTDOWN_TIMEOUT_MS is not set (env or ConfigMap)');
      // The kubelet's SIGKILL comes terminationGracePeriodSeconds after the preStop hook starts.
      const graceMs = (deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30) * 1000;
      if (!(graceMs > pause * 1000 + shutdownMs))
        failed.push(
          `terminationGracePeriodSeconds (${graceMs / 1000}) is not above the preStop pause (${pause} s) plus SHUTDOWN_TIMEOUT_MS (${shutdownMs} ms)`,
        );
      return failed;
    });
    expect(found).toEqual({});
  });

  it('every Deployment: sized by one autoscaling/v2 HPA on CPU, workers on their queue depth too', () => {
    const found = problems(objects, (deployment) => {
      const name = deployment.metadata.name;
      const hpas = autoscalersOf(objects, name);
      if (hpas.length !== 1) return [`${hpas.length} autoscalers, not 1`];
      const [hpa] = hpas as [K8sObject<HpaSpec>];
      const failed: string[] = [];
      if (hpa.apiVersion !== 'autoscaling/v2') failed.push(`the HPA is ${hpa.apiVersion}`);
      if (hpa.spec.scaleTargetRef.apiVersion !== 'apps/v1')
        failed.push('the HPA targets no apps/v1');
      const min = hpa.spec.minReplicas ?? 1;
      if (!(min >= 1 && hpa.spec.maxReplicas > min)) failed.push('the HPA has no room to scale');
      // A `replicas` in the Deployment would reset the autoscaler's count at every apply.
      if (deployment.spec.replicas !== undefined) failed.push('replicas set beside the HPA');
      const metrics = hpa.spec.metrics ?? [];
      const cpu = metrics.some(
        (m) =>
          m.type === 'Resource' &&
          m.resource?.name === 'cpu' &&
          m.resource.target.type === 'Utilization' &&
          (m.resource.target.averageUtilization ?? 0) > 0,
      );
      if (!cpu) failed.push('the HPA does not scale on CPU utilisation');
      if (deployment.metadata.labels?.['app.kubernetes.io/component'] === 'worker') {
        // The queue the worker reads: its service's (libs/contracts defineJob: `<service>-jobs`).
        const service = /(?:^|\/)pitstop\/([\w-]+):/.exec(
          deployment.spec.template.spec.containers[0]!.image,
        )?.[1];
        const onQueue = metrics.some(
          (m) =>
            m.type === 'External' &&
            m.external?.metric.name === 'job_queue_jobs' &&
            m.external.metric.selector?.matchLabels?.queue === `${service}-jobs` &&
            m.external.metric.selector.matchLabels.state === 'waiting' &&
            quantity(m.external.target.averageValue ?? m.external.target.value) > 0,
        );
        if (!onQueue) failed.push(`the HPA does not scale on ${service}-jobs' waiting jobs`);
      }
      return failed;
    });
    expect(found).toEqual({});
    for (const [name, { queue }] of Object.entries(WORKERS)) {
      const [hpa] = autoscalersOf(objects, name);
      const external = hpa?.spec.metrics?.find((m) => m.type === 'External')?.external;
      expect(external?.metric.selector?.matchLabels).toEqual({ queue, state: 'waiting' });
    }
  });

  it('every Deployment: a policy/v1 disruption budget over its pods that still lets a node drain', () => {
    const budgets = objects.filter(
      (o): o is K8sObject<PdbSpec> => o.kind === 'PodDisruptionBudget',
    );
    const found = problems(objects, (deployment) => {
      const labels = deployment.spec.template.metadata.labels;
      const covering = budgets.filter((b) =>
        Object.entries(b.spec.selector.matchLabels).every(([k, v]) => labels[k] === v),
      );
      if (covering.length !== 1) return [`${covering.length} disruption budgets, not 1`];
      const [pdb] = covering as [K8sObject<PdbSpec>];
      const failed: string[] = [];
      if (pdb.apiVersion !== 'policy/v1') failed.push(`the budget is ${pdb.apiVersion}`);
      // With `minAvailable` equal to the pods there are, no eviction is ever allowed and a drain
      // hangs; percentages are not used here, so whole numbers are compared.
      const pods = minimumPods(objects, deployment.metadata.name);
      const { maxUnavailable, minAvailable } = pdb.spec;
      const allows =
        maxUnavailable !== undefined
          ? Number(maxUnavailable) >= 1
          : minAvailable !== undefined && Number(minAvailable) < pods;
      if (!allows) failed.push(`the budget allows no eviction at ${pods} pod(s)`);
      return failed;
    });
    expect(found).toEqual({});
  });

  it('every Deployment that reaches Postgres: a startup probe that waits out the migration lock', () => {
    // Each process migrates its schema at start inside a Postgres advisory lock (libs/common
    // migrateSchema; two at once: services/catalog/test/taxonomy-seed.int-spec.ts), so pods of
    // one release starting together apply each migration once, one pod at a time, and the others
    // wait. Health listens only after that: the startup probe must give the wait and the
    // migration time (5 minutes) before liveness can restart the pod mid-migration.
    const found = problems(objects, (_deployment, container) => {
      if (!container.env?.some((e) => e.name === 'DATABASE_URL')) return [];
      const probe = container.startupProbe;
      if (probe?.httpGet?.path !== '/health/live') return ['no startup probe on /health/live'];
      const seconds = (probe.periodSeconds ?? 10) * (probe.failureThreshold ?? 3);
      return seconds >= 300 ? [] : [`the startup probe gives up after ${seconds} s`];
    });
    expect(found).toEqual({});
  });

  it("Prometheus scrapes every service and worker pod on a port it listens on, the gateway's not the public one", () => {
    const ours = objects
      .filter((o): o is K8sObject<DeploymentSpec> => o.kind === 'Deployment')
      .filter((d) => /(^|\/)pitstop\/[\w-]+:/.test(d.spec.template.spec.containers[0].image));
    expect(ours.map((d) => d.metadata.name)).toEqual(
      expect.arrayContaining([...SERVICES, 'catalog-worker', 'media-worker']),
    );
    for (const deployment of ours) {
      const annotations = deployment.spec.template.metadata.annotations ?? {};
      expect(annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/path': '/metrics',
      });
      const port = annotations['prometheus.io/port'];
      const container = deployment.spec.template.spec.containers[0];
      expect(container.ports?.map((p) => String(p.containerPort))).toContain(port);
      // The port the process serves /metrics on: the health port, or the gateway's METRICS_PORT.
      const variable = deployment.metadata.name === 'gateway' ? 'METRICS_PORT' : 'HEALTH_PORT';
      expect(container.env?.find((e) => e.name === variable)?.value).toBe(port);
    }
    const gateway = find<DeploymentSpec>(objects, 'Deployment', 'gateway').spec.template;
    expect(gateway.metadata.annotations?.['prometheus.io/port']).not.toBe(String(PORTS.gateway));
    // The Service (and so the Ingress) reaches only the public port.
    const targets = find<ServiceSpec>(objects, 'Service', 'gateway').spec.ports.map(
      (p) => p.targetPort,
    );
    expect(targets).toEqual(['http']);
  });

  it('pins an image tag for every service', () => {
    for (const service of SERVICES) {
      expect(image(objects, service)).toMatch(/:[\w.-]+$/);
      expect(image(objects, service)).not.toMatch(/:latest$/);
    }
  });
});

describe('k8s overlays: what differs between dev and prod', () => {
  let dev: K8sObject[];
  let prod: K8sObject[];

  beforeAll(() => {
    dev = render('dev');
    prod = render('prod');
  }, 60_000);

  it('dev runs one pod of each service and worker, prod at least two', () => {
    for (const name of WORKLOADS) {
      expect(minimumPods(dev, name)).toBe(1);
      expect(minimumPods(prod, name)).toBeGreaterThanOrEqual(2);
    }
  });

  it('each overlay deploys its own images', () => {
    for (const service of SERVICES) {
      expect(image(dev, service)).toContain(`pitstop/${service}:`);
      expect(image(prod, service)).toContain(`pitstop/${service}:`);
      expect(image(prod, service)).not.toBe(image(dev, service));
    }
  });

  it('each overlay has its own namespace, log level, resources and host', () => {
    const namespaces = (objects: K8sObject[]) =>
      new Set(objects.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace));
    expect([...namespaces(dev)]).toEqual([find(dev, 'Namespace', 'pitstop-dev').metadata.name]);
    expect([...namespaces(prod)]).toEqual([find(prod, 'Namespace', 'pitstop').metadata.name]);
    const logLevel = (objects: K8sObject[]) =>
      generated(objects, 'ConfigMap', 'pitstop-config')?.data?.LOG_LEVEL;
    expect(logLevel(dev)).toBe('debug');
    expect(logLevel(prod)).toBe('info');
    const memory = (objects: K8sObject[]) =>
      find<DeploymentSpec>(objects, 'Deployment', 'catalog').spec.template.spec.containers[0]
        .resources?.limits?.memory;
    expect(memory(prod)).not.toBe(memory(dev));
    const host = (objects: K8sObject[]) =>
      find<IngressSpec>(objects, 'Ingress', 'gateway').spec.rules[0].host;
    expect(host(prod)).not.toBe(host(dev));
    expect(find<IngressSpec>(prod, 'Ingress', 'gateway').spec.tls?.[0].hosts).toContain(host(prod));
  });

  /** The keys of pitstop-secrets that an overlay's pods cannot start without. */
  const requiredSecretKeys = (objects: K8sObject[]) => {
    const keys = new Set<string>();
    for (const deployment of objects.filter((o) => o.kind === 'Deployment')) {
      const { containers } = (deployment as K8sObject<DeploymentSpec>).spec.template.spec;
      for (const env of containers.flatMap((c) => c.env ?? [])) {
        const ref = env.valueFrom?.secretKeyRef;
        if (!ref) continue;
        expect(ref.name).toBe('pitstop-secrets');
        if (!ref.optional) keys.add(ref.key);
      }
    }
    return [...keys].sort();
  };

  it('neither overlay renders a Secret: no password is written in the repository, and an apply never overwrites one', () => {
    expect(dev.filter((o) => o.kind === 'Secret')).toEqual([]);
    expect(prod.filter((o) => o.kind === 'Secret')).toEqual([]);
  });

  it('every key a pod requires is one the operator is told to create', () => {
    // prod: the keys of base/secrets.example.env
    const example = readRepoFile('k8s/base/secrets.example.env');
    const exampleKeys = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(exampleKeys).toEqual(expect.arrayContaining(requiredSecretKeys(prod)));
    // dev: the README's command that creates the dev Secret with passwords of your own
    const readme = readRepoFile('k8s/README.md');
    const recipe = /```sh\n\s*(kubectl create namespace pitstop-dev[\s\S]*?)```/.exec(readme)?.[1];
    if (!recipe) throw new Error("k8s/README.md has no command creating the dev overlay's Secret");
    const recipeKeys = [...recipe.matchAll(/--from-literal=([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1]);
    expect(recipeKeys).toEqual(expect.arrayContaining(requiredSecretKeys(dev)));
    expect(requiredSecretKeys(dev)).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'REDIS_PASSWORD']),
    );
    // no example and no recipe holds a password of its own
    expect(recipe).not.toMatch(/(PASSWORD|SECRET)=(?!"?\$)/);
  });

  it('Redis takes a password everywhere: the dev Redis requires it, the services reach it with one', () => {
    const redis = find<DeploymentSpec>(dev, 'Deployment', 'redis').spec.template.spec
      .containers[0] as Container & { args?: string[] };
    const args = redis.args ?? [];
    expect(args[args.indexOf('--requirepass') + 1]).toBe('$(REDIS_PASSWORD)');
    const fromSecret = (name: string) =>
      redis.env?.find((e) => e.name === name)?.valueFrom?.secretKeyRef;
    expect(fromSecret('REDIS_PASSWORD')).toMatchObject({ key: 'REDIS_PASSWORD' });
    expect(fromSecret('REDIS_PASSWORD')?.optional).toBeFalsy();
    // the probes' redis-cli authenticates
    expect(fromSecret('REDISCLI_AUTH')).toMatchObject({ key: 'REDIS_PASSWORD' });
    // prod: the managed Redis's URL carries a password (services refuse one without, libs/common)
    const example = readRepoFile('k8s/base/secrets.example.env');
    const url = /^REDIS_URL=(.*)$/m.exec(example)?.[1] ?? '';
    expect(new URL(url).password).not.toBe('');
  });

  it('keeps the datastores inside the cluster: no Service of theirs is exposed', () => {
    for (const name of ['postgres', 'redis']) {
      const svc = find<ServiceSpec & { type?: string }>(dev, 'Service', name);
      expect(svc.spec.type ?? 'ClusterIP').toBe('ClusterIP');
    }
  });

  it('runs TEST MODE only when the Secret asks for it: no overlay switches it on', () => {
    for (const objects of [dev, prod]) {
      const config = generated(objects, 'ConfigMap', 'pitstop-config');
      expect(config?.data?.ALLOW_TEST_PAYMENTS).toBeUndefined();
    }
    const orders = find<DeploymentSpec>(dev, 'Deployment', 'orders').spec.template.spec
      .containers[0]!;
    expect(orders.env?.find((e) => e.name === 'ALLOW_TEST_PAYMENTS')?.valueFrom).toEqual({
      secretKeyRef: { name: 'pitstop-secrets', key: 'ALLOW_TEST_PAYMENTS', optional: true },
    });
  });

  it('prod runs no database of its own', () => {
    const images = prod
      .filter((o) => o.kind === 'Deployment')
      .map((o) => (o as K8sObject<DeploymentSpec>).spec.template.spec.containers[0].image);
    expect(images.filter((i) => /postgres|redis|meilisearch|minio/.test(i))).toEqual([]);
  });
});

describe('kustomization files', () => {
  // kubectl 1.20 (Debian's kubernetes-client) embeds kustomize v2.0.3: no `patches:`,
  // `replicas:`, `labels:` or components, and directories only under `bases:`.
  const V2_FIELDS = [
    'apiVersion',
    'kind',
    'namespace',
    'namePrefix',
    'nameSuffix',
    'commonLabels',
    'commonAnnotations',
    'resources',
    'bases',
    'patchesStrategicMerge',
    'patchesJson6902',
    'images',
    'configMapGenerator',
    'secretGenerator',
    'generatorOptions',
    'vars',
    'crds',
  ];

  it.each(['k8s/base', ...OVERLAYS.map((o) => `k8s/overlays/${o}`)])(
    '%s uses only what kubectl 1.20 kustomize understands too',
    (dir) => {
      const kustomization = parse(readRepoFile(`${dir}/kustomization.yaml`)) as Record<
        string,
        unknown
      >;
      for (const field of Object.keys(kustomization)) expect(V2_FIELDS).toContain(field);
      for (const resource of (kustomization.resources as string[] | undefined) ?? []) {
        expect(resource).toMatch(/\.ya?ml$/);
      }
    },
  );
});
