// npm test: every test, the same on a fresh clone as on a developer's machine. Installs what is
// missing (dependencies; Chromium, docker-compose and kubectl when root), starts Postgres/Redis
// when installed and stopped, typechecks and lints, builds the web app for the browser tests,
// then runs jest's four projects: unit, integration (real Postgres and Redis), fault and browser
// (Debian's Chromium).
// Extra arguments go to jest: `npm test -- services/gateway`, `npm test -- --selectProjects unit`.
import {
  ROOT,
  buildServices,
  buildWeb,
  ensureTestTools,
  ensureDependencies,
  ensurePostgres,
  ensureRedis,
  run,
  step,
} from './lib/prerequisites.mjs';

const args = process.argv.slice(2);
const databaseUrl =
  process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

ensureDependencies();
await ensurePostgres(databaseUrl);
await ensureRedis(redisUrl);
ensureTestTools();

buildServices();
step('Typechecking tests and tools…');
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']);
step('Linting and checking formatting…');
run(process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']);
run(process.execPath, [
  'node_modules/prettier/bin/prettier.cjs',
  '--check',
  '--log-level=warn',
  '.',
]);
buildWeb();

step('Running jest (unit, integration, fault, browser)…');
// A run still going after an hour has hung (an open handle), and failing then beats waiting for
// CI's own limit. On a clean clone on two cores jest takes about 44 minutes (257 files, one
// worker process, replaced when it grows past 1 GB: see jest.config.js).
run(process.execPath, ['node_modules/jest/bin/jest.js', ...args], {
  cwd: ROOT,
  timeout: 60 * 60_000,
  killSignal: 'SIGKILL',
  env: {
    ...process.env,
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
  },
});
