/**
 * bench/messaging: request/reply through libs/messaging against a raw Redis Streams round trip,
 * measured in the same run: 1 and 50 requests in flight, then with 2 receiving instances (each
 * its own process). Prints p50/p99 latency, req/s, the ratio to raw, and duplicate executions.
 * Goals (issue #2): p50 ≤ 2× raw; ≥ 50% of raw throughput at 50 in flight; 0 duplicates.
 */
import 'reflect-metadata';
import { RedisStreamsClient } from '@pitstop/messaging';
import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { deleteBusNamespace } from '../../test/support/bus.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 3_000);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 30_000);

type Mode = 'raw' | 'transport';
interface Caller {
  call(id: string): Promise<unknown>;
  close(): Promise<void>;
}
interface Result {
  scenario: string;
  mode: Mode;
  p50: number;
  p99: number;
  rps: number;
  duplicates: number;
}

/** The raw floor on the calling side: XADD the request, one blocking XREAD on our reply stream. */
async function rawCaller(namespace: string): Promise<Caller> {
  const writer = new Redis(REDIS_URL, { enableAutoPipelining: true });
  const reader = new Redis(REDIS_URL);
  const replies = `${namespace}:raw:reply:${process.pid}`;
  const pending = new Map<string, (value: unknown) => void>();
  let lastId = '0-0';
  let open = true;
  const loop = (async () => {
    while (open) {
      const reply = (await reader
        .call('XREAD', 'COUNT', 1000, 'BLOCK', 500, 'STREAMS', replies, lastId)
        .catch(() => null)) as [string, [string, string[]][]][] | null;
      for (const [, entries] of reply ?? []) {
        for (const [entryId, fields] of entries) {
          lastId = entryId;
          const id = fields[1]!;
          pending.get(id)?.(fields[3]);
          pending.delete(id);
        }
      }
    }
  })();
  return {
    call: (id) =>
      new Promise((resolve) => {
        pending.set(id, resolve);
        void writer.xadd(
          `${namespace}:raw:requests`,
          '*',
          'i',
          id,
          'd',
          JSON.stringify({ id }),
          'r',
          replies,
        );
      }),
    async close() {
      open = false;
      await loop;
      reader.disconnect();
      writer.disconnect();
    },
  };
}

async function transportCaller(namespace: string): Promise<Caller> {
  const client = new RedisStreamsClient({ redisUrl: REDIS_URL, namespace, caller: 'bench' });
  await client.connect();
  return { call: (id) => client.request('bench.echo.run', { id }), close: () => client.close() };
}

function startReceiver(
  mode: Mode,
  namespace: string,
): Promise<{ child: ChildProcess; executed: Promise<string[]> }> {
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'bench/messaging/receiver.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        MODE: mode,
        NAMESPACE: namespace,
        SWC_NODE_PROJECT: 'tsconfig.json',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let resolveExecuted: (ids: string[]) => void;
  const executed = new Promise<string[]>((resolve) => (resolveExecuted = resolve));
  return new Promise((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'ready') resolve({ child, executed });
      else if (line.startsWith('executed ')) {
        const file = line.slice('executed '.length);
        resolveExecuted(JSON.parse(readFileSync(file, 'utf8')) as string[]);
        rmSync(file, { force: true });
      }
    });
  });
}

async function measure(caller: Caller, total: number, inFlight: number, prefix: string) {
  const latencies: number[] = new Array(total);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        const n = next++;
        const t0 = performance.now();
        await caller.call(`${prefix}-${n}`);
        latencies[n] = performance.now() - t0;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return { p50: pct(0.5), p99: pct(0.99), rps: total / seconds };
}

async function scenario(
  name: string,
  mode: Mode,
  receivers: number,
  total: number,
  inFlight: number,
): Promise<Result> {
  const namespace = `bench-${randomBytes(3).toString('hex')}`;
  const instances = await Promise.all(
    Array.from({ length: receivers }, () => startReceiver(mode, namespace)),
  );
  const caller = mode === 'raw' ? await rawCaller(namespace) : await transportCaller(namespace);
  try {
    await measure(caller, Math.min(2_000, total), inFlight, 'warmup');
    const figures = await measure(caller, total, inFlight, 'run');
    for (const { child } of instances) child.kill('SIGTERM');
    const executed = (await Promise.all(instances.map((i) => i.executed))).flat();
    const duplicates = executed.length - new Set(executed).size;
    return { scenario: name, mode, ...figures, duplicates };
  } finally {
    await caller.close();
    for (const { child } of instances) child.kill('SIGKILL');
    await deleteBusNamespace(namespace, REDIS_URL);
  }
}

const fmt = (n: number, digits = 2) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const check = (ok: boolean) => (ok ? '✔' : '✘');

console.log(
  `bench/messaging — ${SEQUENTIAL.toLocaleString()} sequential and ${CONCURRENT.toLocaleString()} concurrent requests per scenario\n`,
);
const rows: [Result, Result][] = [];
for (const [name, receivers, total, inFlight] of [
  ['1 in flight, 1 receiver', 1, SEQUENTIAL, 1],
  ['50 in flight, 1 receiver', 1, CONCURRENT, 50],
  ['50 in flight, 2 receivers', 2, CONCURRENT, 50],
] as const) {
  const raw = await scenario(name, 'raw', receivers, total, inFlight);
  const ours = await scenario(name, 'transport', receivers, total, inFlight);
  rows.push([raw, ours]);
}

console.log(
  'scenario                    | path            |  p50 ms |  p99 ms |     req/s | p50 vs raw | req/s vs raw | duplicates',
);
console.log(
  '----------------------------|-----------------|---------|---------|-----------|------------|--------------|-----------',
);
for (const [raw, ours] of rows) {
  for (const r of [raw, ours]) {
    const ratio = r === ours ? `${fmt(ours.p50 / raw.p50)}×`.padStart(10) : ''.padStart(10);
    const share =
      r === ours ? `${fmt((ours.rps / raw.rps) * 100, 0)}%`.padStart(12) : ''.padStart(12);
    console.log(
      `${r.scenario.padEnd(27)} | ${(r.mode === 'raw' ? 'raw streams' : 'libs/messaging').padEnd(15)} | ${fmt(r.p50).padStart(7)} | ${fmt(r.p99).padStart(7)} | ${fmt(r.rps, 0).padStart(9)} | ${ratio} | ${share} | ${String(r.duplicates).padStart(10)}`,
    );
  }
}
const [seq, conc, two] = rows;
console.log(`
Goals:
  ${check(seq![1].p50 <= 2 * seq![0].p50)} p50 ≤ 2× raw at 1 in flight (${fmt(seq![1].p50 / seq![0].p50)}×)
  ${check(conc![1].p50 <= 2 * conc![0].p50)} p50 ≤ 2× raw at 50 in flight (${fmt(conc![1].p50 / conc![0].p50)}×)
  ${check(conc![1].rps >= 0.5 * conc![0].rps)} ≥ 50% of raw throughput at 50 in flight (${fmt((conc![1].rps / conc![0].rps) * 100, 0)}%)
  ${check(two![1].rps >= 0.5 * two![0].rps)} ≥ 50% of raw throughput with 2 receivers (${fmt((two![1].rps / two![0].rps) * 100, 0)}%)
  ${check(rows.every(([r, o]) => r.duplicates + o.duplicates === 0))} 0 duplicate executions`);
