import { Controller, Inject } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { defineEvent } from '@pitstop/contracts';
import { Redis } from 'ioredis';
import { MessagingClient, OnEvent, RedisStreamsContext, StreamKeys } from '../src/index.js';
import { spawnInstance } from './fixtures/child.js';
import {
  client,
  deleteNamespace,
  eventually,
  ExecutionLog,
  INSTANCE,
  REDIS_URL,
  startInstance,
  testNamespace,
  type TestInstance,
} from './support.js';

const ListingApproved = defineEvent<{ n: number }>('catalog.listing.approved');
const fast = { consumerTtlMs: 1_000, claimIntervalMs: 100, eventRetryDelayMs: 100, blockMs: 1_000 };

const searchLog = new ExecutionLog();
const ordersLog = new ExecutionLog();
const attempts = new Map<number, number[]>();

@Controller()
class SearchIndexer {
  constructor(@Inject(INSTANCE) private readonly instance: string) {}

  @OnEvent(ListingApproved)
  index(@Payload() payload: { n: number }, @Ctx() context: RedisStreamsContext) {
    const seen = attempts.get(payload.n) ?? [];
    attempts.set(payload.n, [...seen, context.getDeliveryCount()]);
    if (payload.n === 13) throw new Error('listing 13 can never be indexed');
    if (payload.n === 7 && context.getDeliveryCount() === 1)
      throw new Error('index briefly unavailable');
    searchLog.record(String(payload.n), this.instance);
  }
}

@Controller()
class OrdersProjection {
  constructor(@Inject(INSTANCE) private readonly instance: string) {}

  @OnEvent(ListingApproved)
  remember(@Payload() payload: { n: number }) {
    ordersLog.record(String(payload.n), this.instance);
  }
}

describe('events over Redis Streams', () => {
  const namespace = testNamespace('events');
  const instances: TestInstance[] = [];
  const publisher = new MessagingClient(client(namespace, 'catalog'));
  const redis = new Redis(REDIS_URL);
  const keys = new StreamKeys(namespace);

  beforeAll(async () => {
    instances.push(
      await startInstance({ namespace, service: 'search', ...fast, eventMaxDeliveries: 3 }, [
        SearchIndexer,
      ]),
    );
    instances.push(
      await startInstance({ namespace, service: 'search', ...fast, eventMaxDeliveries: 3 }, [
        SearchIndexer,
      ]),
    );
    instances.push(
      await startInstance({ namespace, service: 'orders', ...fast }, [OrdersProjection]),
    );
    for (let n = 0; n < 200; n++) await publisher.emit(ListingApproved, { n });
  });

  afterAll(async () => {
    await publisher.transport.close();
    await Promise.all(instances.map((i) => i.app.close()));
    await deleteNamespace(namespace);
    redis.disconnect();
  });

  it('reaches every subscribing service, once per service, balanced over its instances', async () => {
    await eventually(
      () => ordersLog.byKey.size,
      (n) => n === 200,
    );
    await eventually(
      () => searchLog.byKey.size,
      (n) => n === 199,
    ); // all but the poisoned one
    expect(ordersLog.duplicates).toBe(0);
    expect(searchLog.duplicates).toBe(0);
    const [a, b] = instances;
    expect(searchLog.byInstance.get(a!.name) ?? 0).toBeGreaterThan(0);
    expect(searchLog.byInstance.get(b!.name) ?? 0).toBeGreaterThan(0);
  });

  it('delivers a failed event again until its handler succeeds', async () => {
    await eventually(
      () => searchLog.byKey.get('7') ?? 0,
      (n) => n === 1,
    );
    expect(attempts.get(7)).toEqual([1, 2]);
  });

  it('moves an event that keeps failing to the dead-letter stream and acknowledges it', async () => {
    const deadLetters = keys.deadLetters('search', keys.events(ListingApproved.topic));
    const [[, fields]] = await eventually(
      () => redis.xrange(deadLetters, '-', '+'),
      (entries) => entries.length === 1,
    );
    expect(fields).toEqual(expect.arrayContaining(['p', ListingApproved.topic, 'd', '{"n":13}']));
    expect(attempts.get(13)).toEqual([1, 2, 3]);
    const [pendingCount] = (await redis.xpending(keys.events(ListingApproved.topic), 'search')) as [
      number,
    ];
    expect(pendingCount).toBe(0);
  });
});

describe('an instance killed with SIGKILL', () => {
  const namespace = testNamespace('sigkill');
  const keys = new StreamKeys(namespace);
  afterAll(() => deleteNamespace(namespace));

  it('leaves its unacknowledged events and requests to a live instance, which handles them', async () => {
    const doomed = spawnInstance({ NAMESPACE: namespace, SERVICE: 'search', MODE: 'hang' });
    const survivorLog = new ExecutionLog();
    const deliveries = new Map<number, number>();

    @Controller()
    class Survivor {
      @OnEvent(ListingApproved)
      index(@Payload() payload: { n: number }, @Ctx() context: RedisStreamsContext) {
        survivorLog.record(String(payload.n), 'survivor');
        deliveries.set(payload.n, context.getDeliveryCount());
      }

      @MessagePattern('search.work.do')
      work(@Payload() payload: { id: string }, @Ctx() context: RedisStreamsContext) {
        return { id: payload.id, by: 'survivor', deliveries: context.getDeliveryCount() };
      }
    }

    const caller = client(namespace, 'gateway');
    const publisher = new MessagingClient(caller);
    let survivor: TestInstance | undefined;
    try {
      await doomed.waitFor((lines) => lines.some((l) => 'listening' in l));
      for (let n = 0; n < 5; n++) await publisher.emit(ListingApproved, { n });
      const reply = caller.request('search.work.do', { id: 'in-flight' }, { timeoutMs: 8_000 });
      await doomed.waitFor(
        (lines) =>
          lines.filter((l) => 'took' in l).length === 5 && lines.some((l) => 'started' in l),
      );

      survivor = await startInstance({ namespace, service: 'search', ...fast }, [Survivor]);
      doomed.process.kill('SIGKILL');
      expect((await doomed.exited).signal).toBe('SIGKILL');

      await eventually(
        () => survivorLog.byKey.size,
        (n) => n === 5,
        10_000,
      );
      expect([...deliveries.values()].every((d) => d >= 2)).toBe(true);
      // The request was still within its deadline, so the survivor executed it in the dead one's place.
      await expect(reply).resolves.toEqual({ id: 'in-flight', by: 'survivor', deliveries: 2 });

      const [pendingEvents] = (await caller
        .unwrap<Redis>()
        .xpending(keys.events(ListingApproved.topic), 'search')) as [number];
      expect(pendingEvents).toBe(0);
      expect(survivor.server.getStats().entriesClaimed).toBe(6);
    } finally {
      doomed.process.kill('SIGKILL');
      await caller.close();
      await survivor?.app.close();
    }
  }, 30_000);
});
