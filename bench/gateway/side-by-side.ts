/**
 * Two servers' req/s and p99 compared side by side: both loaded at once, each by a load generator of
 * its own with the same connections, the two servers sharing one core and the load generators on
 * another. (Two processes: requests sent to one process from two load generators would share
 * its queue, and come out at the same rate whatever each costs.)
 *
 * Why: on this machine a core's speed drifts by up to 2× from one minute to the next (over a day
 * of runs node:http alone measured 26–44k req/s, the gateway 15–20k), so runs one after the
 * other compare the minutes as much as the servers; the bare route's share of node:http moved
 * between 40% and 72%. At the same moment on the same core both servers meet the same machine,
 * and the scheduler shares the core evenly between two busy processes, so the ratio of their
 * req/s is the inverse of the ratio of what a request costs each (here within a few percent
 * from one run to the next).
 */
import type { Result } from 'autocannon';
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { percentile } from '../../test/support/traffic.js';
import { load, withLoadGeneratorOn } from '../search/harness.js';

export interface Measured {
  url: string;
  /** The server's process: its threads are moved to the shared core for the runs. */
  pid: number;
  /** What its load generator asks, in turn. */
  paths: string[];
}

export interface SideBySide {
  /** Each run's req/s of `b` over that of `a`. */
  shares: number[];
  median: number;
  /** Each run's p99 of `b` over that of `a`, and their median. */
  p99Ratios: number[];
  medianP99Ratio: number;
  /** The medians of each side's runs. */
  a: { rps: number; p99: number };
  b: { rps: number; p99: number };
  /** Answers of `b` that were not 2xx, errors and timeouts, over all runs. */
  faults: number;
  /** Where the servers and load generators ran, for the printout. */
  placement: string;
}

/** `rounds` runs of `seconds` each, `a` and `b` answering their paths at the same time. */
export async function sideBySide(
  a: Measured,
  b: Measured,
  { rounds, seconds, connections }: { rounds: number; seconds: number; connections: number },
): Promise<SideBySide> {
  const count = cpus().length;
  // Each process's cores as they were (BENCH_PIN may have placed it), to put it back after.
  const before = [a, b].map(({ pid }) => (count >= 2 ? coresOf(pid) : null));
  const both = () =>
    Promise.all([a, b].map(({ url, paths }) => load(url, paths, seconds, undefined, connections)));
  const runs: [Result, Result][] = [];
  let pinned: boolean;
  try {
    pinned = before.every((cores) => cores !== null) && [a, b].every(({ pid }) => pinTo('0', pid));
    for (let round = 0; round < rounds; round++) {
      const [ra, rb] = pinned ? await withLoadGeneratorOn(count - 1, both) : await both();
      runs.push([ra!, rb!]);
    }
  } finally {
    [a, b].forEach(({ pid }, i) => before[i] && pinTo(before[i], pid));
  }
  const shares = runs.map(([ra, rb]) => rb.requests.average / ra.requests.average);
  const p99Ratios = runs.map(([ra, rb]) => rb.latency.p99 / ra.latency.p99);
  const medians = (side: 0 | 1) => ({
    rps: percentile(
      runs.map((run) => run[side].requests.average),
      50,
    ),
    p99: percentile(
      runs.map((run) => run[side].latency.p99),
      50,
    ),
  });
  return {
    shares,
    median: percentile(shares, 50),
    p99Ratios,
    medianP99Ratio: percentile(p99Ratios, 50),
    a: medians(0),
    b: medians(1),
    faults: runs.reduce((sum, [, rb]) => sum + rb.non2xx + rb.errors + rb.timeouts, 0),
    placement: pinned
      ? `both servers on core 0, their load generators on core ${count - 1}`
      : 'not pinned (one core, or no taskset)',
  };
}

/** The cores `pid` may run on (taskset's list, e.g. '0,1'); null without taskset. */
function coresOf(pid: number): string | null {
  const run = spawnSync('taskset', ['--cpu-list', '--pid', String(pid)], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  return /: *(\S+)\s*$/.exec(run.stdout)?.[1] ?? null;
}

/** Moves every thread of `pid` to `cores` (taskset's list); false when that cannot be done. */
function pinTo(cores: string, pid: number): boolean {
  const run = spawnSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cores, String(pid)]);
  return !run.error && run.status === 0;
}
