// npm start's supervisor (scripts/lib/supervisor.mjs) over TypeScript service entry points, for
// tests: `node test/support/supervise-processes.mjs '<json>'`, the JSON a list of
// { name, entry, env, healthPort }. Prints the supervisor's reports as `supervisor <level>: …`,
// each process's lines as `<name>| …`, and `supervisor ready` once all have been ready; exits
// with the supervisor's code once everything stopped (SIGTERM stops everything, as in npm start).
import { fileURLToPath } from 'node:url';
import { supervise } from '../../scripts/lib/supervisor.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const specs = JSON.parse(process.argv[2]);

const supervisor = supervise({
  processes: specs.map(({ name, entry, env, healthPort }) => ({
    name,
    args: ['--import', '@swc-node/register/esm-register', entry],
    env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.json', NODE_OPTIONS: '', ...env },
    readyUrl: `http://127.0.0.1:${healthPort}/health/ready`,
  })),
  cwd: ROOT,
  onLine: (name, line) => console.log(`${name}| ${line}`),
  report: (level, text) => console.log(`supervisor ${level}: ${text}`),
  readyTimeoutMs: 60_000,
});
void supervisor.ready.then((ready) => ready && console.log('supervisor ready'));
process.exit(await supervisor.stopped);
