/**
 * The load generator of bench/search and bench/gateway, in a process of its own so that it does
 * not share an event loop with the gateway and the search service it measures. Reads its task as
 * JSON on stdin ({ url, paths, connections, durationSec, rate?, paced? }), cycles through `paths`
 * (one list shared by every connection) and prints an autocannon result as one JSON line.
 *
 * `paced`: arrivals evenly spread at `rate` per second (autocannon's rates let each connection
 * send its quota at the start of every second, in bursts). Each request is timed from when it was
 * due, not from when a free connection sent it, so a slow server cannot hide its queue
 * (coordinated omission).
 */
import autocannon, { type Result } from 'autocannon';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from '../../test/support/traffic.js';

interface Task {
  url: string;
  paths: string[];
  connections: number;
  durationSec: number;
  /** Requests per second offered in all (open loop); absent: as fast as answers come. */
  rate?: number;
  paced?: boolean;
}

/** As a browser asks: kept answers go out gzipped, the rest through the compression plugin. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * Arrivals sent before a paced run's timed part, as a closed-loop run has its warm-up (a run of
 * its own): the first second measured a p99 of 31–108 ms where the others measured 5–21 ms,
 * with the client's first sockets opening and its code not yet optimised, and the gateway
 * catching up on what the quiet spell before left stale.
 */
const PACED_WARMUP_SEC = 2;

let input = '';
for await (const chunk of process.stdin) input += chunk;
const task = JSON.parse(input) as Task;

let next = 0;
const nextPath = () => task.paths[next++ % task.paths.length]!;

const result: Result =
  task.paced && task.rate
    ? await paced(task, task.rate)
    : await autocannon({
        url: task.url,
        connections: task.connections,
        duration: task.durationSec,
        ...(task.rate ? { overallRate: task.rate } : {}),
        headers: HEADERS,
        requests: [
          {
            method: 'GET',
            path: task.paths[0],
            setupRequest: (req) => ({ ...req, path: nextPath() }),
          },
        ],
      });
process.stdout.write(`${JSON.stringify(result)}\n`);

/**
 * One request every 1/rate s for the duration, over at most `connections` kept-alive sockets,
 * after PACED_WARMUP_SEC of the same. Warm-up answers are not timed; their failures count.
 */
async function paced({ url, connections, durationSec }: Task, rate: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  /** Each timed answer's time, by the second (of the run) it was due in. */
  const bySecond: number[][] = Array.from({ length: Math.ceil(durationSec) }, () => []);
  // The client's own stalls: a request due while it stalled is timed from when it was due.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const statuses = new Map<number, number>();
  let errors = 0;
  let timeouts = 0;
  const total = Math.round(rate * durationSec);
  const interval = 1000 / rate;
  const warmup = Math.round(rate * PACED_WARMUP_SEC);
  // The timed part starts after the warm-up's arrivals (i < 0).
  const start = performance.now() + 100 + warmup * interval;
  const pending: Promise<void>[] = [];
  for (let i = -warmup; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    // setTimeout is good to about a millisecond: sleep only when a request is that far off, and
    // send those due meanwhile back to back.
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // Timed from when it was due (a late send cannot hide a queue), or from when it left when
    // that was earlier (by under a millisecond): no time comes out shorter than the answer took.
    const from = Math.min(due, performance.now());
    const timed = i >= 0;
    if (i === 0) loopDelay.reset();
    pending.push(
      new Promise<void>((resolve) => {
        const req = request(
          { host: target.hostname, port: target.port, path: nextPath(), agent, headers: HEADERS },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (timed) bySecond[Math.floor((due - start) / 1000)]?.push(performance.now() - from);
              statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
              resolve();
            });
          },
        );
        req.setTimeout(10_000, () => {
          timeouts++;
          req.destroy();
        });
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end();
      }),
    );
  }
  await Promise.all(pending);
  loopDelay.disable();
  agent.destroy();
  const latencies = bySecond.flat();
  const non2xx = [...statuses]
    .filter(([code]) => code < 200 || code >= 300)
    .reduce((n, [, c]) => n + c, 0);
  // The fields of an autocannon result that the benchmarks read.
  return {
    latency: {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.reduce((most, took) => Math.max(most, took), 0),
    },
    requests: { average: latencies.length / durationSec, total: latencies.length },
    non2xx,
    errors,
    timeouts,
    statusCodeStats: Object.fromEntries([...statuses].map(([code, count]) => [code, { count }])),
    paced: {
      secondsP99: bySecond.map((second) => percentile(second, 99)),
      clientLoopDelayMaxMs: loopDelay.max / 1e6,
    },
  } as unknown as Result;
}
