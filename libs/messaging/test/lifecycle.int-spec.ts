import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { defineEvent, RpcErrorCode } from '@pitstop/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { MessagingClient, OnEvent, RpcError, StreamKeys } from '../src/index.js';
import { freePort } from '../../../test/support/node-process.mjs';
import { spawnInstance } from './fixtures/child.js';
import {
  client,
  deleteNamespace,
  eventually,
  ExecutionLog,
  REDIS_URL,
  sleep,
  startInstance,
  testNamespace,
} from './support.js';

const Ping = defineEvent<{ n: number }>('catalog.listing.updated');
const handled = new ExecutionLog();

@Controller()
class Worker {
  @MessagePattern('worker.job.run')
  run(@Payload() payload: { n: number }) {
    handled.record(`request#${payload.n}`, 'worker');
    return payload.n * 2;
  }

  @OnEvent(Ping)
  ping(@Payload() payload: { n: number }) {
    handled.record(`event#${payload.n}`, 'worker');
  }
}

describe('SIGTERM', () => {
  const namespace = testNamespace('sigterm');
  afterAll(() => deleteNamespace(namespace));

  it('stops reading, finishes the requests in flight, acknowledges them and exits 0', async () => {
    const instance = spawnInstance({ NAMESPACE: namespace, SERVICE: 'slow', SLOW_MS: '700' });
    const caller = client(namespace, 'gateway');
    try {
      await instance.waitFor((lines) => lines.some((l) => 'listening' in l));
      const replies = Promise.all(
        ['a', 'b', 'c'].map((id) => caller.request<{ id: string }>('slow.work.do', { id })),
      );
      await instance.waitFor((lines) => lines.filter((l) => 'started' in l).length === 3);

      instance.process.kill('SIGTERM');
      await expect(replies).resolves.toEqual([
        expect.objectContaining({ id: 'a' }),
        expect.objectContaining({ id: 'b' }),
        expect.objectContaining({ id: 'c' }),
      ]);
      expect(await instance.exited).toEqual({ code: 0, signal: null });

      const redis = caller.unwrap<Redis>();
      const [pending] = (await redis.xpending(
        new StreamKeys(namespace).requests('slow'),
        'slow',
      )) as [number];
      expect(pending).toBe(0);
      // Nobody reads the stream any more: a new request waits in it and times out cleanly.
      await expect(
        caller.request('slow.work.do', { id: 'd' }, { timeoutMs: 300 }),
      ).rejects.toMatchObject({
        code: RpcErrorCode.Timeout,
      });
    } finally {
      instance.process.kill('SIGKILL');
      await caller.close();
    }
  }, 20_000);
});

describe('streams are trimmed', () => {
  const namespace = testNamespace('trim');
  afterAll(() => deleteNamespace(namespace));

  it('down to the entries some consumer group still needs', async () => {
    const keys = new StreamKeys(namespace);
    const instance = await startInstance({ namespace, service: 'worker', trimIntervalMs: 100 }, [
      Worker,
    ]);
    const caller = client(namespace, 'gateway');
    const publisher = new MessagingClient(caller);
    const redis = new Redis(REDIS_URL);
    try {
      await Promise.all(
        Array.from({ length: 500 }, (_, n) => caller.request('worker.job.run', { n })),
      );
      for (let n = 0; n < 500; n++) await publisher.emit(Ping, { n });
      await eventually(
        () => handled.byKey.size,
        (size) => size >= 1_000,
      );

      await eventually(
        () => redis.xlen(keys.requests('worker')),
        (len) => len === 0,
        3_000,
      );
      await eventually(
        () => redis.xlen(keys.events(Ping.topic)),
        (len) => len === 0,
        3_000,
      );

      // An event nobody has read yet is kept.
      await instance.app.close();
      await publisher.emit(Ping, { n: 500 });
      await sleep(300);
      expect(await redis.xlen(keys.events(Ping.topic))).toBe(1);
    } finally {
      await caller.close();
      await instance.app.close();
      redis.disconnect();
    }
  });

  it('and forget the consumers of instances that are gone', async () => {
    const own = testNamespace('janitor');
    const keys = new StreamKeys(own);
    const options = {
      namespace: own,
      service: 'worker',
      trimIntervalMs: 100,
      consumerTtlMs: 300,
      claimIntervalMs: 100,
    };
    // (Redis registers a consumer with its group when something is first delivered to it.)
    const caller = client(own, 'gateway');
    const gone = await startInstance(options, [Worker]);
    await caller.request('worker.job.run', { n: 1 });
    await gone.app.close();
    const live = await startInstance(options, [Worker]);
    await caller.request('worker.job.run', { n: 2 });
    const redis = new Redis(REDIS_URL);
    try {
      const consumers = () =>
        redis
          .xinfo('CONSUMERS', keys.requests('worker'), 'worker')
          .then((rows) => (rows as string[][]).map((row) => row[1]));
      await eventually(consumers, (names) => names.length === 1 && names[0] === live.name, 5_000);
    } finally {
      await caller.close();
      await live.app.close();
      redis.disconnect();
      await deleteNamespace(own);
    }
  });

  it('and capped in length when no consumer reads them at all', async () => {
    const keys = new StreamKeys(namespace);
    const capped = new MessagingClient(
      new (await import('../src/index.js')).RedisStreamsClient({
        redisUrl: REDIS_URL,
        namespace,
        caller: 'capped',
        maxStreamLength: 200,
      }),
    );
    const redis = new Redis(REDIS_URL);
    try {
      for (let n = 0; n < 2_000; n++)
        await capped.emit(defineEvent<{ n: number }>('catalog.nobody.listens'), { n });
      // MAXLEN ~ trims whole internal nodes (100 entries each), so the length stays near the cap.
      expect(await redis.xlen(keys.events('catalog.nobody.listens'))).toBeLessThan(400);
    } finally {
      await capped.transport.close();
      redis.disconnect();
    }
  });
});

describe('a Redis restart', () => {
  let redisServer: ChildProcess | undefined;
  let port = 0;

  const startRedis = async () => {
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 50 });
    await eventually(
      () => probe.ping().catch(() => 'down'),
      (reply) => reply === 'PONG',
    );
    probe.disconnect();
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
  });
  afterAll(() => {
    redisServer?.kill('SIGKILL');
  });

  it('is survived mid-traffic without manual action', async () => {
    const url = `redis://127.0.0.1:${port}`;
    const namespace = testNamespace('restart');
    const instance = await startInstance(
      { namespace, service: 'worker', redisUrl: url, blockMs: 500 },
      [Worker],
    );
    const caller = client(namespace, 'gateway', url, 1_000);
    const publisher = new MessagingClient(caller);
    const outcomes: ('ok' | string)[] = [];
    let sending = true;
    const traffic = (async () => {
      for (let n = 10_000; sending; n++) {
        outcomes.push(
          await caller.request('worker.job.run', { n }).then(
            () => 'ok',
            (e: RpcError) => e.code,
          ),
        );
        await sleep(5);
      }
    })();
    try {
      await eventually(
        () => outcomes.filter((o) => o === 'ok').length,
        (n) => n >= 20,
      );

      redisServer!.kill('SIGKILL');
      await sleep(500);
      await startRedis(); // empty: every stream and consumer group is gone
      const okBefore = outcomes.filter((o) => o === 'ok').length;

      await eventually(
        () => outcomes.filter((o) => o === 'ok').length,
        (n) => n >= okBefore + 20,
        15_000,
      );
      await publisher.emit(Ping, { n: 99_999 });
      await eventually(
        () => handled.byKey.get('event#99999') ?? 0,
        (n) => n === 1,
        5_000,
      );
      // Failures during the outage were clear errors, never hangs or crashes.
      expect(
        outcomes
          .filter((o) => o !== 'ok')
          .every((code) => code === 'TIMEOUT' || code === 'UNAVAILABLE'),
      ).toBe(true);
    } finally {
      sending = false;
      await traffic;
      await caller.close();
      await instance.app.close();
    }
  }, 40_000);
});
