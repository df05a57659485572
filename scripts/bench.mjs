// npm run bench: runs every benchmark under bench/ (each a bench/<name>/run.ts) and prints its
// figures. Benchmarks measure; they do not fail the build. `npm run bench -- messaging` runs one.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  bold,
  buildServices,
  ensureDependencies,
  ensureRedis,
  ensurePostgres,
  run,
  step,
} from './lib/prerequisites.mjs';

const only = process.argv.slice(2);
const benches = readdirSync(join(ROOT, 'bench'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'bench', entry.name, 'run.ts')))
  .map((entry) => entry.name)
  .filter((name) => only.length === 0 || only.includes(name));

ensureDependencies();
await ensurePostgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
await ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
buildServices();
for (const name of benches) {
  step(bold(`bench/${name}`));
  run(process.execPath, ['--import', '@swc-node/register/esm-register', `bench/${name}/run.ts`], {
    env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.json', NODE_OPTIONS: '' },
  });
}
