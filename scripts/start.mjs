// npm start: the whole marketplace on http://localhost:3000 from a fresh clone.
// Installs dependencies, makes sure Postgres and Redis run, builds, starts every service as its
// own process (each migrates its schema and seeds at start), restarts one that crashes (with
// backoff, as Kubernetes would: lib/supervisor.mjs) while the others keep serving, and on Ctrl-C
// stops everything it started. `npm start -- --check` does all that, probes the main pages
// (lib/start-check.mjs), stops everything and exits 0, or 1 with the failing step's last lines.
//
// Only Node built-ins and ./lib at the top: node_modules may not exist until
// ensureDependencies() has run, so npm packages are imported dynamically after it
// (test/scripts/start-imports.spec.ts holds every script to that).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  ROOT,
  bold,
  buildServices,
  buildWeb,
  cyan,
  dim,
  ensureDatabase,
  ensureDependencies,
  ensurePostgres,
  ensureRedis,
  fail,
  green,
  red,
  run,
  step,
  yellow,
} from './lib/prerequisites.mjs';
import { CATALOG_WORKER_NODE_OPTIONS } from './lib/catalog-worker.mjs';
import { runStartChecks } from './lib/start-check.mjs';
import { supervise } from './lib/supervisor.mjs';

/** Backend processes: each service's main.js, and workers (their own process, as in k8s). */
const BACKEND = [
  { name: 'catalog', healthPort: 3101 },
  { name: 'users', healthPort: 3102 },
  { name: 'orders', healthPort: 3103 },
  { name: 'media', healthPort: 3104 },
  { name: 'search', healthPort: 3105 },
  { name: 'media-worker', entry: 'media/dist/worker.js', healthPort: 3106 },
  {
    name: 'catalog-worker',
    entry: 'catalog/dist/worker.js',
    healthPort: 3107,
    env: { NODE_OPTIONS: CATALOG_WORKER_NODE_OPTIONS },
  },
  // Sends every mail (to MailDev below unless SMTP_URL is set).
  { name: 'users-worker', entry: 'users/dist/worker.js', healthPort: 3108 },
];
const PORT = Number(process.env.PORT ?? 3000);
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pitstop',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  BUS_NAMESPACE: process.env.BUS_NAMESPACE ?? 'pitstop',
};
const VERBOSE = process.env.VERBOSE === '1';
const CHECK = process.argv.slice(2).includes('--check');
const S3_PORT = Number(process.env.S3_PORT ?? 4569);
const MAIL_SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const MAIL_WEB_PORT = Number(process.env.MAIL_WEB_PORT ?? 1080);
const LOG_DIR = join(ROOT, '.run', 'logs');
const SERVICE_COLORS = {
  gateway: 35,
  catalog: 36,
  users: 34,
  orders: 33,
  media: 32,
  'media-worker': 92,
  'catalog-worker': 94,
  'users-worker': 34,
  search: 96,
};

/**
 * Demo data is npm start's alone: the services seed it at start, after their migrations (the
 * catalog after the taxonomy). The demo catalog's preview images are rendered below.
 */
const DEMO_DATA = {
  catalog: { CATALOG_SEED_DEMO: 'true' },
  users: { USERS_SEED_DEMO: 'true' },
};

/** Stops the Postgres and Redis npm start started (null for those already running). */
const stopDatabases = [];
const stopInfrastructure = [];
const logFiles = new Map();

console.log(`\n${bold('PITSTOP PRINTS')} ${dim('· PRINT. WRENCH. RIP.')}\n`);

ensureDependencies();
stopDatabases.push(await ensurePostgres(env.DATABASE_URL), await ensureRedis(env.REDIS_URL));
await ensureDatabase(env.DATABASE_URL);
await ensurePortFree(PORT);
for (const { healthPort } of BACKEND) await ensurePortFree(healthPort, 'HEALTH_PORT');
await startObjectStorage();
const mailInbox = await startLocalMail();
buildServices();
renderDemoPreviews();
buildWeb();

mkdirSync(LOG_DIR, { recursive: true });
step(`Starting services ${dim(`(JSON logs in ${join('.run', 'logs')})`)}…`);
const services = supervise({
  processes: [
    ...BACKEND.map(({ name, entry, healthPort, env: own }) =>
      service(
        name,
        healthPort,
        { HEALTH_PORT: String(healthPort), ...DEMO_DATA[name], ...own },
        entry,
      ),
    ),
    service('gateway', PORT, { PORT: String(PORT) }),
  ],
  cwd: ROOT,
  onLine: (name, line) => {
    logFile(name).write(`${line}\n`);
    const text = render(name, line);
    if (text) console.log(text);
  },
  report: (level, text) =>
    level === 'error'
      ? console.error(`\n${red('✖')} ${text}`)
      : console.log(`${dim(new Date().toLocaleTimeString())} ${dim(text)}`),
});
void services.stopped.then(finish);

if (!(await services.ready)) await new Promise(() => undefined); // finish() exits
await waitUntilEverythingAnswers();
// Built above (tsc -b), so the credentials printed are the ones the users service seeded.
const { DEMO_ACCOUNTS } = await import('../libs/contracts/dist/index.js');
console.log(`
${green('✔')} ${bold('Pitstop Prints is running:')} ${cyan(`http://localhost:${PORT}`)}
  API docs        http://localhost:${PORT}/api/docs
  Service health  http://localhost:${process.env.METRICS_PORT ?? 3100}/health/services

  ${bold('Demo accounts')} ${dim('(local only; also in README.md)')}
${DEMO_ACCOUNTS.map((a) => `  ${a.persona.padEnd(7)} ${a.email.padEnd(22)} ${a.password}`).join('\n')}
${mailInbox ? `\n  ${bold('Mail inbox')}      ${cyan(mailInbox.inboxUrl)} ${dim('(every mail the marketplace sends)')}\n` : ''}
  ${dim('A service that crashes is restarted. Ctrl-C stops everything npm start started.')}
`);
const demoFilesUploaded = uploadDemoFiles();
if (CHECK) await checkAndStop(DEMO_ACCOUNTS);

// ---------------------------------------------------------------------------------------------

/**
 * The demo listings' preview images, rendered from their parts' geometry into the web app's
 * public folder (served at /demo/previews). Only missing or changed images are rendered, so
 * this is quick after the first start.
 */
function renderDemoPreviews() {
  step('Rendering demo previews…');
  run(process.execPath, [
    'services/catalog/dist/seed/render-demo-previews.js',
    join('web', 'public', 'demo', 'previews'),
  ]);
}

/**
 * The demo parts as real model files (stored, analysed, downloadable), uploaded through the API
 * as a seller would; in the background, as the marketplace already serves. Nothing is uploaded
 * again after the first start.
 */
function uploadDemoFiles() {
  if (CHECK) step('Uploading the demo files before the check…');
  const child = spawn(
    process.execPath,
    ['services/catalog/dist/seed/upload-demo-files.js', `http://127.0.0.1:${PORT}`],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const say = (line) => console.log(render('demo-files', line));
  createInterface({ input: child.stdout }).on('line', say);
  createInterface({ input: child.stderr }).on('line', say);
  return new Promise((resolve) => child.once('close', resolve));
}

/**
 * --check: once the demo files are in, asks what a newcomer's first minute asks
 * (lib/start-check.mjs), then stops everything: exit 0, or 1 with the failing probe and the
 * gateway's last log lines.
 */
async function checkAndStop(accounts) {
  const uploadExit = await demoFilesUploaded;
  if (uploadExit !== 0) return checkFailed('uploading the demo files', `exit code ${uploadExit}`);
  step('Checking the marketplace answers…');
  const buyer = accounts.find((account) => account.persona === 'buyer');
  const failed = await runStartChecks(
    `http://127.0.0.1:${PORT}`,
    { buyer: { email: buyer.email, password: buyer.password } },
    (line) => console.log(`  ${green(line)}`),
  );
  if (failed) return checkFailed(failed.name, failed.message);
  console.log(`\n${green('✔')} ${bold('npm start works: every check passed.')}`);
  void services.stop(0);
}

function checkFailed(name, message) {
  const gatewayLog = join(LOG_DIR, 'gateway.log');
  const last = existsSync(gatewayLog)
    ? readFileSync(gatewayLog, 'utf8').trimEnd().split('\n').slice(-20).join('\n')
    : '';
  console.error(`\n${red('✖')} ${bold(`Check failed: ${name}`)}\n  ${message}`);
  if (last) console.error(`\n${bold("The gateway's last log lines:")}\n${last}`);
  void services.stop(1);
}

/**
 * Object storage: the given S3 (S3_ENDPOINT), else the local S3 server on S3_PORT with its files
 * under .run/s3, so uploads survive a restart.
 */
async function startObjectStorage() {
  if (process.env.S3_ENDPOINT) return null;
  step(`Starting the local S3 server ${dim(`(files in ${join('.run', 's3')})`)}…`);
  await ensurePortFree(S3_PORT, 'S3_PORT');
  const { startLocalS3 } = await import('./lib/local-s3.mjs'); // s3rver: from node_modules
  const s3 = await startLocalS3({
    port: S3_PORT,
    directory: join(ROOT, '.run', 's3'),
    bucket: process.env.S3_BUCKET ?? 'pitstop-media',
    origins: [`http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`],
    // What media signs with (its development default unless set): nothing else is accepted.
    credentials: {
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'S3RVER',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'S3RVER',
    },
  });
  env.S3_ENDPOINT = s3.endpoint;
  stopInfrastructure.push(() => void s3.close());
  return s3;
}

/**
 * Mail: the given SMTP server (SMTP_URL), else MailDev with SMTP on 127.0.0.1:MAIL_SMTP_PORT and
 * its inbox on http://localhost:MAIL_WEB_PORT. Links in mails lead to this marketplace.
 */
async function startLocalMail() {
  env.PUBLIC_URL = process.env.PUBLIC_URL ?? `http://localhost:${PORT}`;
  env.MAIL_FROM = process.env.MAIL_FROM ?? 'Pitstop Prints <no-reply@pitstop.local>';
  if (process.env.SMTP_URL) return null;
  step(`Starting the local mail server ${dim('(MailDev)')}…`);
  await ensurePortFree(MAIL_SMTP_PORT, 'MAIL_SMTP_PORT');
  await ensurePortFree(MAIL_WEB_PORT, 'MAIL_WEB_PORT');
  const { startLocalMail: start } = await import('./lib/local-mail.mjs'); // maildev: from node_modules
  const mail = await start({ smtpPort: MAIL_SMTP_PORT, webPort: MAIL_WEB_PORT });
  env.SMTP_URL = mail.smtpUrl;
  stopInfrastructure.push(() => void mail.close());
  return mail;
}

/** A service (or worker) process for the supervisor, ready when its /health/ready answers. */
function service(name, port, extraEnv, entry = `${name}/dist/main.js`) {
  return {
    name,
    args: [`services/${entry}`],
    env: { ...env, ...extraEnv },
    readyUrl: `http://127.0.0.1:${port}/health/ready`,
  };
}

/** Each service's full JSON log, .run/logs/<name>.log, kept across its restarts. */
function logFile(name) {
  if (!logFiles.has(name))
    logFiles.set(name, createWriteStream(join(LOG_DIR, `${name}.log`), { flags: 'a' }));
  return logFiles.get(name);
}

/** Turns a JSON log line into one short readable line (the full JSON stays in .run/logs). */
function render(service, line) {
  const prefix = `\x1b[${SERVICE_COLORS[service] ?? 37}m${service.padEnd(12)}\x1b[0m`;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `${prefix} ${line}`;
  }
  const { level, msg, time, context, method, path, status, ms } = entry;
  const quiet =
    level === 'info' &&
    [
      'InstanceLoader',
      'RoutesResolver',
      'RouterExplorer',
      'NestFactory',
      'NestMicroservice',
      'NestApplication',
    ].includes(context);
  if (quiet && !VERBOSE) return null;
  const clock = dim(new Date(time ?? Date.now()).toLocaleTimeString());
  const tint = level === 'error' || level === 'fatal' ? red : level === 'warn' ? yellow : (s) => s;
  if (msg === 'request')
    return `${clock} ${prefix} ${dim(`${method} ${path}`)} ${tint(String(status))} ${dim(`${ms} ms`)}`;
  const detail = entry.err?.message
    ? ` ${entry.err.message}`
    : entry.problems
      ? `\n  ${entry.problems.join('\n  ')}`
      : '';
  return `${clock} ${prefix} ${tint(`${msg}${detail}`)}`;
}

async function waitUntilEverythingAnswers() {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    const ok = await fetch(
      `http://127.0.0.1:${process.env.METRICS_PORT ?? 3100}/health/services`,
    ).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.error(
    `\n${red('✖')} ${bold('The services did not all come up within 90 s.')} See the logs in ${LOG_DIR}.`,
  );
  void services.stop(1);
  await new Promise(() => undefined); // finish() exits
}

async function ensurePortFree(port, variable = 'PORT') {
  const free = await new Promise((resolve) => {
    const server = createServer().once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
  if (!free) {
    fail(
      `Port ${port} is already in use.`,
      variable === 'PORT'
        ? `Stop whatever listens on it (an earlier npm start?) or choose another: PORT=3001 npm start`
        : variable === 'S3_PORT'
          ? `The local S3 server's port is taken (an earlier npm start?): stop it, or choose another: S3_PORT=4570 npm start`
          : variable.startsWith('MAIL_')
            ? `The local mail server's port is taken (an earlier npm start?): stop it, choose another (${variable}=${port + 1} npm start), or send to your own: SMTP_URL=smtp://… npm start`
            : `A service health port is taken; stop the other process using it (lsof -i :${port}).`,
    );
  }
}

/** Once every service has stopped: stops what npm start started besides them, and exits. */
function finish(code) {
  for (const file of logFiles.values()) file.end();
  for (const stop of [...stopInfrastructure, ...stopDatabases]) stop?.();
  if (stopDatabases.some(Boolean))
    console.log(dim('Stopped the Postgres/Redis that npm start had started.'));
  console.log(code === 0 ? green('Stopped.') : red('Stopped after an error.'));
  process.exit(code);
}
