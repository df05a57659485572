// npm test: every test, the same on a fresh clone as on a developer's machine. Installs what is
// missing (dependencies; Chromium, docker-compose and kubectl when root), starts Postgres/Redis
// when installed and stopped, typechecks and lints, builds the web app for the browser tests,
// then runs jest's four projects: unit, integration (real Postgres and Redis) and browser
// (Debian's Chromium) with two workers, then fault alone.
// Extra arguments go to jest: `npm test -- services/gateway`, `npm test -- --selectProjects unit`.
import { spawnSync } from 'node:child_process';
import {
  ROOT,
  buildServices,
  buildWeb,
  ensureTestTools,
  ensureDependencies,
  ensurePostgres,
  ensureRedis,
  fail,
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

// A run still going after an hour has hung (an open handle), and failing then beats waiting for
// CI's own limit. Resolves to whether jest passed.
const jest = (jestArgs) => {
  const result = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', ...jestArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: 60 * 60_000,
    killSignal: 'SIGKILL',
    env: {
      ...process.env,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
    },
  });
  if (result.error?.code === 'ETIMEDOUT') console.error('jest did not finish within an hour.');
  return result.status === 0;
};

if (args.length) {
  step('Running jest…');
  if (!jest(args)) fail('jest failed');
} else {
  // Two workers side by side (each with its own database: test/support/worker-database.ts), then
  // the fault tests alone: they kill processes and time recoveries, which a second file's load
  // beside them would stretch. Both run even when the first fails, so one run shows everything.
  // On a clean clone on two cores: about 17 and 8 minutes (docs/operations.md, 'Test run time').
  step('Running jest: unit, integration and browser tests, two workers…');
  const sideBySide = jest(['--selectProjects', 'unit', 'integration', 'browser', '--maxWorkers=2']);
  step('Running jest: fault tests, one worker…');
  const alone = jest(['--selectProjects', 'fault', '--maxWorkers=1']);
  if (!sideBySide || !alone)
    fail(
      `jest failed: ${[!sideBySide && 'unit, integration or browser', !alone && 'fault'].filter(Boolean).join(' and ')}`,
    );
}
