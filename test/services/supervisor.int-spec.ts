/**
 * npm start's supervisor (scripts/lib/supervisor.mjs) with real service processes: the search
 * and users services, run from their TypeScript sources under test/support/supervise-processes.mjs
 * (the supervisor and nothing else of npm start: no build, no demo data).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/node-process.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Spec {
  name: string;
  entry: string;
  env: Record<string, string>;
  healthPort: number;
}

function startSupervisor(specs: Spec[]) {
  const child = spawn(
    process.execPath,
    ['test/support/supervise-processes.mjs', JSON.stringify(specs)],
    { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  /** Every pid the supervisor started `name` with, in order. */
  const pids = (name: string) =>
    [
      ...output.matchAll(
        new RegExp(`^supervisor info: ${name} (?:started|restarted) \\(pid (\\d+)\\)`, 'gm'),
      ),
    ].map((match) => Number(match[1]));
  return { child, done, output: () => output, pids };
}

async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  output: () => string,
  timeoutMs: number,
) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until)
      throw new Error(`Waited ${timeoutMs} ms for ${what}. Output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function services(
  overrides: Partial<Record<'search' | 'users', Record<string, string>>> = {},
) {
  const namespace = `sup-${randomBytes(3).toString('hex')}`;
  const [searchPort, usersPort] = [await freePort(), await freePort()];
  const spec = (name: 'search' | 'users', healthPort: number): Spec => ({
    name,
    entry: `services/${name}/src/main.ts`,
    env: { HEALTH_PORT: String(healthPort), BUS_NAMESPACE: namespace, ...overrides[name] },
    healthPort,
  });
  return { searchPort, usersPort, specs: [spec('search', searchPort), spec('users', usersPort)] };
}

describe('npm start keeps the marketplace up', () => {
  it('restarts a SIGKILLed service after 1 s while another keeps answering, and SIGTERM stops them all', async () => {
    const { searchPort, usersPort, specs } = await services();
    const supervisor = startSupervisor(specs);
    let watching = true;
    try {
      await waitFor(
        'both services to be ready',
        () => supervisor.output().includes('supervisor ready'),
        supervisor.output,
        90_000,
      );
      const [searchPid] = supervisor.pids('search');
      const [usersPid] = supervisor.pids('users');

      // users is asked every 100 ms from the kill until search is back
      const usersAnswers: boolean[] = [];
      const watchUsers = (async () => {
        while (watching) {
          usersAnswers.push(await answers(usersPort));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();

      process.kill(searchPid, 'SIGKILL');
      await waitFor(
        'the supervisor to say it restarts search',
        () =>
          /supervisor error: search stopped unexpectedly \(killed by SIGKILL\) after \d+ s up; restarting it in 1 s, at .+ \(crash 1 in a row\)\. The other services keep serving\./.test(
            supervisor.output(),
          ),
        supervisor.output,
        5_000,
      );
      expect(await answers(searchPort)).toBe(false);
      await waitFor('search to answer again', () => answers(searchPort), supervisor.output, 60_000);
      watching = false;
      await watchUsers;

      const [, restartedPid] = supervisor.pids('search');
      expect(restartedPid).toEqual(expect.any(Number));
      expect(restartedPid).not.toBe(searchPid);
      expect(isRunning(searchPid)).toBe(false);
      // The supervisor's own readiness poll may see it a moment after this test did.
      await waitFor(
        'the supervisor to say search is ready again',
        () =>
          supervisor
            .output()
            .includes(`supervisor info: search is ready again (pid ${restartedPid}).`),
        supervisor.output,
        10_000,
      );
      // users kept serving throughout, and was never restarted
      expect(usersAnswers.length).toBeGreaterThan(5);
      expect(usersAnswers.every(Boolean)).toBe(true);
      expect(supervisor.pids('users')).toEqual([usersPid]);

      supervisor.child.kill('SIGTERM');
      const { code } = await supervisor.done;
      expect(code).toBe(0);
      expect(supervisor.output()).toContain('supervisor info: Stopping services…');
      expect([restartedPid, usersPid].filter(isRunning)).toEqual([]);
      expect(await answers(searchPort)).toBe(false);
      expect(await answers(usersPort)).toBe(false);
      // both stopped gracefully, as on Ctrl-C
      expect(supervisor.output().match(/^(search|users)\| .*"msg":"stopped"/gm)?.length).toBe(2);
    } finally {
      watching = false;
      supervisor.child.kill('SIGKILL');
      for (const pid of [...supervisor.pids('search'), ...supervisor.pids('users')])
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 180_000);

  it('stops everything, exit code 1, when a service cannot start at all', async () => {
    const { specs } = await services({ search: { LOG_LEVEL: 'loud' } });
    const supervisor = startSupervisor(specs);
    try {
      const { code } = await supervisor.done;
      expect(code).toBe(1);
      const output = supervisor.output();
      expect(output).toContain(
        'supervisor error: search could not start (exit code 1; it never became ready). Its last lines:',
      );
      expect(output).toContain('LOG_LEVEL');
      expect(output).not.toContain('restarting');
      expect(output).not.toContain('supervisor ready');
      expect(supervisor.pids('search')).toHaveLength(1);
      expect(supervisor.pids('users').filter(isRunning)).toEqual([]);
    } finally {
      supervisor.child.kill('SIGKILL');
      for (const pid of [...supervisor.pids('search'), ...supervisor.pids('users')])
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 90_000);
});
