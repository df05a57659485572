// TypeScript entry points run as Node processes of their own, compiled by swc as the tests are
// (plain JavaScript, because the jest global setup uses it too, outside jest's ESM pipeline).
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const command = (entry, nodeArgs = []) => [
  ...nodeArgs,
  '--import',
  '@swc-node/register/esm-register',
  entry,
];

// The parent's environment, but not its NODE_OPTIONS: jest's flags are for jest, not the child.
const environment = (env) => ({
  ...process.env,
  SWC_NODE_PROJECT: 'tsconfig.json',
  NODE_OPTIONS: '',
  ...env,
});

/**
 * Starts `entry` (a path from the repository root) with its stdout and stderr piped; `nodeArgs`
 * go to Node itself (flags NODE_OPTIONS may not carry, such as --cpu-prof).
 */
export function spawnTypeScript(entry, env = {}, nodeArgs = []) {
  return spawn(process.execPath, command(entry, nodeArgs), {
    cwd: ROOT,
    env: environment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs `entry` to the end and returns its stdout; its stderr goes to this process's. */
export function runTypeScriptSync(entry, env = {}) {
  return execFileSync(process.execPath, command(entry), {
    cwd: ROOT,
    env: environment(env),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** A TCP port on 127.0.0.1 that was free a moment ago, for a server a test starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
