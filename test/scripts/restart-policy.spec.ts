import { RESTART_POLICY, afterExit, backoffDelay } from '../../scripts/lib/restart-policy.mjs';

/** Feeds `runs` (how long each lasted) through afterExit, as the supervisor does: the waits. */
function waitsAfter(uptimes: number[]): number[] {
  let crashes = 0;
  return uptimes.map((upMs) => {
    const next = afterExit({ everReady: true, upMs }, crashes);
    if (next.action !== 'restart') throw new Error(`expected a restart, got ${next.reason}`);
    crashes = next.crashes;
    return next.delayMs;
  });
}

describe('npm start restart policy', () => {
  it('waits 1 s after a crash, doubling with each crash in a row up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(waitsAfter([5_000, 200, 1_500, 3_000, 10, 10, 10])).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('starts over at 1 s once a run has stayed up a minute', () => {
    const { stableAfterMs } = RESTART_POLICY;
    expect(stableAfterMs).toBe(60_000);
    expect(waitsAfter([100, 100, 100, stableAfterMs, 100, stableAfterMs - 1, 100])).toEqual([
      1_000, 2_000, 4_000, 1_000, 2_000, 4_000, 8_000,
    ]);
    expect(afterExit({ everReady: true, upMs: 3_600_000 }, 9)).toEqual({
      action: 'restart',
      delayMs: 1_000,
      crashes: 1,
    });
  });

  it('stops everything when a process dies before it was ever ready: it cannot start', () => {
    expect(afterExit({ everReady: false, upMs: 800 }, 0)).toEqual({
      action: 'stop-all',
      exitCode: 1,
      reason: 'it never became ready',
    });
    // however long that first run lasted
    expect(afterExit({ everReady: false, upMs: 120_000 }, 0).action).toBe('stop-all');
  });

  it('never gives up on a process that was ready once, however often it crashes', () => {
    // e.g. Postgres went away: restarts keep failing before they are ready, every 30 s
    expect(afterExit({ everReady: true, upMs: 50 }, 1_000)).toEqual({
      action: 'restart',
      delayMs: 30_000,
      crashes: 1_001,
    });
  });

  it('follows the policy it is given', () => {
    const quick = { firstDelayMs: 100, maxDelayMs: 250, stableAfterMs: 1_000 };
    expect([1, 2, 3].map((n) => backoffDelay(n, quick))).toEqual([100, 200, 250]);
    expect(afterExit({ everReady: true, upMs: 1_000 }, 2, quick)).toEqual({
      action: 'restart',
      delayMs: 100,
      crashes: 1,
    });
  });
});
