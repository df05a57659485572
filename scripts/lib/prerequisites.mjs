// What `npm start` and `npm test` need before they can run, checked (and where possible
// fixed) in the same order on every machine: dependencies, Postgres, Redis, the builds.
// Only Node built-ins at the top: node_modules may not exist yet when this runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const color = (code) => (text) => (process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = color('1');
export const dim = color('2');
export const red = color('31');
export const green = color('32');
export const yellow = color('33');
export const cyan = color('36');

export function step(text) {
  console.log(`${cyan('▸')} ${text}`);
}

/** Stops with a message that says exactly what to do. */
export function fail(message, howToFix) {
  console.error(`\n${red('✖')} ${bold(message)}`);
  if (howToFix) console.error(`  ${howToFix.split('\n').join('\n  ')}`);
  console.error('');
  process.exit(1);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error?.code === 'ETIMEDOUT')
    fail(
      `${[command, ...args].join(' ')} did not finish within ${options.timeout / 60_000} minutes and was stopped.`,
    );
  if (result.error) fail(`Could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} failed (exit ${result.status})`);
}

const commandExists = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

// ---- dependencies ------------------------------------------------------------------------

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  step('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

// ---- Postgres and Redis ------------------------------------------------------------------

function portOpen(host, port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForPort(host, port, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await portOpen(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const isLocal = (host) => ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);

/**
 * Makes sure Postgres answers at the URL. A local cluster that is installed but stopped is
 * started (and reported, so the caller can stop it again); otherwise the user is told how.
 * Returns a function that stops what was started here, or null.
 */
export async function ensurePostgres(databaseUrl) {
  const url = new URL(databaseUrl);
  const host = url.hostname;
  const port = Number(url.port || 5432);
  if (await portOpen(host, port)) return null;
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : [];
  if (!isLocal(host) || clusters.length === 0 || !commandExists('pg_ctlcluster')) {
    fail(
      `Postgres is not reachable at ${host}:${port}.`,
      isLocal(host)
        ? 'Install and start PostgreSQL 15, e.g.:\n  sudo apt-get install postgresql && sudo pg_ctlcluster 15 main start\nor point DATABASE_URL at a running server.'
        : `Start that server or point DATABASE_URL at a running one.`,
    );
  }
  const version = clusters.at(-1);
  step(`Starting the local PostgreSQL ${version} cluster…`);
  const result = spawnSync(
    'pg_ctlcluster',
    ['--skip-systemctl-redirect', version, 'main', 'start'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !(await waitForPort(host, port, 20_000))) {
    fail(
      'PostgreSQL did not start.',
      `Try: pg_ctlcluster --skip-systemctl-redirect ${version} main start`,
    );
  }
  return () =>
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'stop'], {
      stdio: 'ignore',
    });
}

/** Same for Redis: starts a local redis-server (no persistence) when installed and stopped. */
export async function ensureRedis(redisUrl) {
  const url = new URL(redisUrl);
  const host = url.hostname;
  const port = Number(url.port || 6379);
  if (await portOpen(host, port)) return null;
  if (!isLocal(host) || !commandExists('redis-server')) {
    fail(
      `Redis is not reachable at ${host}:${port}.`,
      isLocal(host)
        ? 'Install and start Redis 7, e.g.:\n  sudo apt-get install redis-server && redis-server --daemonize yes\nor point REDIS_URL at a running server.'
        : 'Start that server or point REDIS_URL at a running one.',
    );
  }
  step(`Starting redis-server on port ${port}…`);
  const args = [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--save',
    '',
    '--appendonly',
    'no',
  ];
  const result = spawnSync('redis-server', args, { stdio: 'inherit' });
  if (result.status !== 0 || !(await waitForPort(host, port, 10_000)))
    fail('redis-server did not start.', `Try: redis-server ${args.join(' ')}`);
  return () =>
    spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' });
}

/** Creates the application database when the server has none by that name. */
export async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name))
    fail(`DATABASE_URL names the database '${name}', which is not a plain identifier.`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      step(`Creating database ${name}…`);
      await client.query(`CREATE DATABASE "${name}"`);
    }
  } catch (err) {
    fail(
      `Could not prepare the database ${name}: ${err.message}`,
      'Check that DATABASE_URL names a user allowed to create databases.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

// ---- Debian tools the tests drive ----------------------------------------------------------

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Debian tools the tests drive: Chromium (browser tests), docker-compose and kubectl (the
 * deployment-file checks). Missing ones are installed with one apt call when running as root;
 * otherwise start-up stops with the command to run.
 */
export function ensureTestTools() {
  const tools = [
    { name: 'Chromium', present: () => existsSync(CHROMIUM), pkg: 'chromium' },
    {
      name: 'docker-compose',
      present: () => commandExists('docker-compose'),
      pkg: 'docker-compose',
    },
    { name: 'kubectl', present: () => commandExists('kubectl'), pkg: 'kubernetes-client' },
  ];
  let missing = tools.filter((tool) => !tool.present());
  if (missing.length === 0) return;
  const install = `apt-get install -y --no-install-recommends ${missing.map((t) => t.pkg).join(' ')}`;
  if (isRoot() && commandExists('apt-get')) {
    step(`Installing ${missing.map((t) => t.name).join(', ')} for the tests…`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install}`], { stdio: 'inherit' });
    missing = missing.filter((tool) => !tool.present());
    if (missing.length === 0) return;
  }
  fail(
    `${missing.map((t) => t.name).join(', ')} ${missing.length > 1 ? 'are' : 'is'} needed by the tests and not installed` +
      (missing.some((t) => t.pkg === 'chromium')
        ? ` (Chromium is looked for at ${CHROMIUM})`
        : '') +
      '.',
    `Install: sudo ${install}${missing.some((t) => t.pkg === 'chromium') ? '\n(or set CHROMIUM_PATH to a Chromium binary)' : ''}`,
  );
}

// ---- builds --------------------------------------------------------------------------------

/** Compiles every lib and service (incremental: fast when nothing changed). */
export function buildServices() {
  step('Compiling services (tsc -b)…');
  run(process.execPath, [
    join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-b',
    'tsconfig.build.json',
  ]);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds the web app unless web/dist and its server entry (web/dist-ssr, which the gateway
 * renders public pages with) are newer than every source file.
 */
export function buildWeb() {
  const index = join(ROOT, 'web', 'dist', 'index.html');
  const sources = [
    join(ROOT, 'web', 'src'),
    join(ROOT, 'web', 'index.html'),
    join(ROOT, 'web', 'vite.config.ts'),
    join(ROOT, 'web', 'public'),
    // The app bundles @pitstop/contracts (limits, texts, types): a change there is a change here.
    join(ROOT, 'libs', 'contracts', 'src'),
  ];
  const newestSource = Math.max(
    ...sources
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  const serverEntry = join(ROOT, 'web', 'dist-ssr', 'entry-server.js');
  const built = [index, serverEntry].every(
    (p) => existsSync(p) && statSync(p).mtimeMs >= newestSource,
  );
  if (built) {
    step(`Web app is up to date ${dim('(web/dist)')}`);
    return;
  }
  step('Building the web app (vite)…');
  run('npm', ['run', 'build', '-w', 'web', '--silent']);
}
