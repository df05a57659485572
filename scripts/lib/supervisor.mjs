// Keeps npm start's service processes running, as Kubernetes keeps a pod's containers: each
// process must become ready once (else the marketplace cannot work, and everything stops);
// after that, one that dies is started again after a backoff (restart-policy.mjs) while the
// others keep serving. SIGINT (Ctrl-C) and SIGTERM stop them all.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { RESTART_POLICY, afterExit } from './restart-policy.mjs';

const PROBE_EVERY_MS = 250;
const LAST_LINES = 30;

/**
 * Starts every process (`node ...args` in `cwd`) and watches them until stop() or a signal.
 * `readyUrl` answers 2xx once a process is ready. `onLine` gets every line a process prints,
 * `report` what the supervisor does ('info' or 'error'). `ready` resolves true once every
 * process has been ready (false when everything stopped first); `stopped` resolves with the
 * exit code npm start should end with.
 *
 * @param {import('./supervisor.d.mts').SuperviseOptions} options
 * @returns {import('./supervisor.d.mts').Supervisor}
 */
export function supervise({
  processes,
  cwd,
  onLine,
  report,
  policy = RESTART_POLICY,
  readyTimeoutMs = 90_000,
  killAfterMs = 15_000,
}) {
  let stopping = false;
  let resolveReady;
  let resolveStopped;
  const ready = new Promise((resolve) => (resolveReady = resolve));
  const stopped = new Promise((resolve) => (resolveStopped = resolve));

  const onSignal = () => stop(0);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const watched = processes.map((spec) => ({
    spec,
    child: null,
    everReady: false,
    crashes: 0,
    restartTimer: undefined,
    recent: [],
  }));
  for (const entry of watched) start(entry);

  /** One run of a process: its output, its readiness, and what follows its exit. */
  function start(entry) {
    const { name, args, env, readyUrl } = entry.spec;
    const startedAt = Date.now();
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    report('info', `${name} ${entry.everReady ? 'restarted' : 'started'} (pid ${child.pid}).`);

    const line = (text) => {
      entry.recent.push(text);
      if (entry.recent.length > LAST_LINES) entry.recent.shift();
      onLine(name, text);
    };
    createInterface({ input: child.stdout }).on('line', line);
    createInterface({ input: child.stderr }).on('line', line);
    child.on('error', (err) => report('error', `${name} could not be run: ${err.message}`));

    const deadline = entry.everReady ? Infinity : startedAt + readyTimeoutMs;
    void becomesReady(child, readyUrl, deadline).then((isReady) => {
      if (stopping || entry.child !== child) return;
      if (isReady) {
        if (entry.everReady) report('info', `${name} is ready again (pid ${child.pid}).`);
        entry.everReady = true;
        if (watched.every((e) => e.everReady)) resolveReady(true);
      } else if (Date.now() > deadline) {
        report(
          'error',
          `${name} did not become ready within ${duration(readyTimeoutMs)} (${readyUrl}). Its last lines:\n${entry.recent.join('\n')}`,
        );
        stop(1);
      }
    });

    // 'close', not 'exit': the last lines (a configuration error) may still be on their way.
    child.once('close', (code, signal) => {
      entry.child = null;
      if (stopping) return;
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      const upMs = Date.now() - startedAt;
      const next = afterExit({ everReady: entry.everReady, upMs }, entry.crashes, policy);
      if (next.action === 'stop-all') {
        report(
          'error',
          `${name} could not start (${how}; ${next.reason}). Its last lines:\n${entry.recent.join('\n')}`,
        );
        stop(next.exitCode);
        return;
      }
      entry.crashes = next.crashes;
      const at = new Date(Date.now() + next.delayMs).toLocaleTimeString();
      report(
        'error',
        `${name} stopped unexpectedly (${how}) after ${duration(upMs)} up; restarting it in ${duration(next.delayMs)}, at ${at} (crash ${next.crashes} in a row). The other services keep serving.`,
      );
      entry.restartTimer = setTimeout(() => start(entry), next.delayMs);
    });
  }

  /** Stops every process (SIGTERM, SIGKILL after killAfterMs) and resolves `stopped` with `code`. */
  function stop(code = 0) {
    if (stopping) return stopped;
    stopping = true;
    report('info', 'Stopping services…');
    for (const entry of watched) clearTimeout(entry.restartTimer);
    const exits = watched
      .filter((entry) => entry.child)
      .map(({ child }) => {
        const exited = new Promise((resolve) => child.once('close', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        return exited.then(() => clearTimeout(timer));
      });
    void Promise.all(exits).then(() => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolveReady(false);
      resolveStopped(code);
    });
    return stopped;
  }

  return { ready, stopped, stop };
}

/** Polls `url` until it answers 2xx (true), or the child exits or the deadline passes (false). */
async function becomesReady(child, url, deadline) {
  while (child.exitCode === null && child.signalCode === null && Date.now() <= deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.ok;
      },
      () => false,
    );
    if (ok) return child.exitCode === null && child.signalCode === null;
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return false;
}

/** 800 ms, 4 s, 2 min 5 s. */
function duration(ms) {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 1_000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
