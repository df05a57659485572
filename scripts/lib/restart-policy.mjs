// What npm start does when one of its service processes exits without being asked to: start it
// again after a wait that doubles with each quick crash, as Kubernetes does for a container that
// keeps crashing (CrashLoopBackOff), or stop everything when the process never got going.
// Pure: supervisor.mjs does the waiting and the starting.

export const RESTART_POLICY = Object.freeze({
  /** The wait before the first restart after a crash. */
  firstDelayMs: 1_000,
  /** Each crash in a row doubles the wait, up to this. */
  maxDelayMs: 30_000,
  /** A run that lasted this long was healthy: the next crash waits firstDelayMs again. */
  stableAfterMs: 60_000,
});

/** The wait before restarting after the `crashes`-th crash in a row (1, 2, …). */
export function backoffDelay(crashes, policy = RESTART_POLICY) {
  return Math.min(policy.firstDelayMs * 2 ** (crashes - 1), policy.maxDelayMs);
}

/**
 * Decides what follows a process's unasked exit.
 *
 * - A process that was never ready (its first start failed: a bad configuration, a port in
 *   use, a migration that fails) cannot start at all, and starting it again would fail the
 *   same way: stop everything (exit code 1).
 * - Any other exit (a crash, a kill, even a clean exit nobody asked for) is restarted after
 *   backoffDelay(crashes in a row), forever, as Kubernetes would; a run that stayed up
 *   stableAfterMs resets the count.
 *
 * `run` describes the run that ended: `everReady` is whether any run of this process became
 * ready, `upMs` how long this run lasted. `crashesBefore` is the count of crashes in a row
 * before this one (0 at first).
 *
 * @returns {{ action: 'restart', delayMs: number, crashes: number }
 *   | { action: 'stop-all', exitCode: 1, reason: string }}
 */
export function afterExit({ everReady, upMs }, crashesBefore, policy = RESTART_POLICY) {
  if (!everReady) return { action: 'stop-all', exitCode: 1, reason: 'it never became ready' };
  const crashes = (upMs >= policy.stableAfterMs ? 0 : crashesBefore) + 1;
  return { action: 'restart', delayMs: backoffDelay(crashes, policy), crashes };
}
