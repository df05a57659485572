import { Controller, Inject } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '@pitstop/common';
import { defineRequest, RpcErrorCode } from '@pitstop/contracts';
import { firstValueFrom } from 'rxjs';
import {
  Handles,
  MessagingClient,
  RedisStreamsContext,
  RpcError,
  RpcTimeoutError,
  withIdempotencyKey,
  type RedisStreamsClient,
} from '../src/index.js';
import {
  client,
  deleteNamespace,
  ExecutionLog,
  INSTANCE,
  sleep,
  startInstance,
  testNamespace,
  type TestInstance,
} from './support.js';

const log = new ExecutionLog();
const Echo = defineRequest<{ n: number; from: string }, { n: number; from: string; by: string }>(
  'echo.value.reflect',
);

@Controller()
class EchoHandler {
  constructor(@Inject(INSTANCE) private readonly instance: string) {}

  @Handles(Echo)
  reflect(payload: { n: number; from: string }) {
    log.record(`${payload.from}#${payload.n}`, this.instance);
    return { ...payload, by: this.instance };
  }

  @MessagePattern('echo.value.slow')
  async slow(@Payload() payload: { ms: number; id: string }) {
    log.record(`slow#${payload.id}`, this.instance);
    await sleep(payload.ms);
    return 'done';
  }

  @MessagePattern('echo.value.deadline')
  deadline(@Payload() _payload: unknown, @Ctx() context: RedisStreamsContext) {
    return { deadline: context.getDeadline(), deliveries: context.getDeliveryCount() };
  }

  @MessagePattern('echo.error.raise')
  raise(@Payload() payload: { kind: string }) {
    switch (payload.kind) {
      case 'not-found':
        throw new NotFoundError('Model not found');
      case 'forbidden':
        throw new ForbiddenError('You can only edit your own models.');
      case 'conflict':
        throw new ConflictError('An account with this email already exists');
      case 'validation':
        throw new BadRequestError('makeId must be a UUID', { field: 'makeId' });
      default:
        throw new Error('database password is hunter2');
    }
  }
}

describe('request/reply over Redis Streams', () => {
  const namespace = testNamespace('rpc');
  const instances: TestInstance[] = [];
  const clients: RedisStreamsClient[] = [];
  const newClient = (caller: string, timeoutMs?: number) => {
    const c = client(namespace, caller, undefined, timeoutMs);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    for (let i = 0; i < 3; i++)
      instances.push(await startInstance({ namespace, service: 'echo' }, [EchoHandler]));
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(instances.map((i) => i.app.close()));
    await deleteNamespace(namespace);
  });

  it('executes each request on exactly one of three instances, and every instance takes work', async () => {
    const caller = newClient('gateway');
    const replies = await Promise.all(
      Array.from({ length: 600 }, (_, n) =>
        caller.request<{ n: number; by: string }>(Echo.pattern, { n, from: 'a' }),
      ),
    );

    expect(replies.map((r) => r.n)).toEqual(Array.from({ length: 600 }, (_, n) => n));
    const executed = [...log.byKey.keys()].filter((k) => k.startsWith('a#'));
    expect(executed).toHaveLength(600);
    expect(log.duplicates).toBe(0);
    for (const instance of instances)
      expect(log.byInstance.get(instance.name) ?? 0).toBeGreaterThan(0);
    // the reply says who handled it, and that is the instance that logged the execution
    expect(new Set(replies.map((r) => r.by))).toEqual(new Set(instances.map((i) => i.name)));
  });

  it('returns every reply to the instance that asked', async () => {
    const [one, two] = [newClient('gateway-1'), newClient('gateway-2')];
    const [fromOne, fromTwo] = await Promise.all([
      Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          one.request<{ from: string }>(Echo.pattern, { n, from: 'one' }),
        ),
      ),
      Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          two.request<{ from: string }>(Echo.pattern, { n, from: 'two' }),
        ),
      ),
    ]);
    expect(fromOne.every((r) => r.from === 'one')).toBe(true);
    expect(fromTwo.every((r) => r.from === 'two')).toBe(true);
  });

  it('works through the typed MessagingClient and through Nest ClientProxy.send', async () => {
    const transport = newClient('typed');
    const typed = new MessagingClient(transport);
    const reply = await typed.request(Echo, { n: 7, from: 'typed' });
    expect(reply).toMatchObject({ n: 7, from: 'typed' });
    // Or as the JSON text that came, for a caller that passes it on unparsed.
    const text = await typed.requestJson(Echo, { n: 8, from: 'typed' });
    expect(JSON.parse(text)).toMatchObject({ n: 8, from: 'typed', by: expect.any(String) });
    expect(
      await firstValueFrom(transport.send(Echo.pattern, { n: 8, from: 'proxy' })),
    ).toMatchObject({ n: 8 });
  });

  it('gives the caller a typed timeout error when the deadline passes', async () => {
    const caller = newClient('impatient');
    const started = Date.now();
    const error = await caller
      .request('echo.value.slow', { ms: 600, id: 'timeout' }, { timeoutMs: 150 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcTimeoutError);
    expect(error).toMatchObject({ code: RpcErrorCode.Timeout, pattern: 'echo.value.slow' });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('stops waiting when the caller gives up (its signal aborts), and leaves no listener behind', async () => {
    const caller = newClient('abort');
    const giveUp = new AbortController();
    const started = Date.now();
    const asked = caller
      .request(
        'echo.value.slow',
        { ms: 600, id: 'abort' },
        { timeoutMs: 5_000, signal: giveUp.signal },
      )
      .catch((e: unknown) => e);
    setTimeout(() => giveUp.abort(new Error('the service is stopping')), 100);
    expect(await asked).toEqual(new Error('the service is stopping'));
    expect(Date.now() - started).toBeLessThan(500);
    await expect(
      caller.request('echo.value.slow', { ms: 0, id: 'late' }, { signal: giveUp.signal }),
    ).rejects.toThrow('the service is stopping');

    // A long-lived signal: answered requests take their listener with them.
    const lifetime = new AbortController();
    let listeners = 0;
    const add = lifetime.signal.addEventListener.bind(lifetime.signal);
    const remove = lifetime.signal.removeEventListener.bind(lifetime.signal);
    lifetime.signal.addEventListener = ((...args: Parameters<typeof add>) => {
      listeners++;
      add(...args);
    }) as typeof add;
    lifetime.signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
      listeners--;
      remove(...args);
    }) as typeof remove;
    for (let n = 0; n < 3; n++)
      await caller.request(Echo.pattern, { n, from: 'abort' }, { signal: lifetime.signal });
    expect(listeners).toBe(0);
  });

  it('defaults the deadline to 5 s and tells the handler about it', async () => {
    const caller = newClient('deadline');
    const before = Date.now();
    const { deadline, deliveries } = await caller.request<{ deadline: number; deliveries: number }>(
      'echo.value.deadline',
      {},
    );
    expect(deadline - before).toBeGreaterThanOrEqual(4_900);
    expect(deadline - before).toBeLessThanOrEqual(5_100);
    expect(deliveries).toBe(1);
  });

  it.each([
    ['not-found', RpcErrorCode.NotFound, 'Model not found'],
    ['forbidden', RpcErrorCode.Forbidden, 'You can only edit your own models.'],
    ['conflict', RpcErrorCode.Conflict, 'An account with this email already exists'],
    ['validation', RpcErrorCode.BadRequest, 'makeId must be a UUID'],
  ])('carries a %s error to the caller with its code and message', async (kind, code, message) => {
    const error = await newClient('errors')
      .request('echo.error.raise', { kind })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code, message });
  });

  it('reports an unexpected handler crash as INTERNAL without leaking its message', async () => {
    const error = await newClient('errors')
      .request('echo.error.raise', { kind: 'bug' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: RpcErrorCode.Internal, message: 'Internal error' });
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('keeps the outcome of a request with an idempotency key: a retry gets it, the handler ran once', async () => {
    const c = newClient('idempotent');
    const key = `key-${Date.now()}`;
    const first = await c.request(Echo.pattern, { n: 1, from: key }, { idempotencyKey: key });
    // A retry of the same key (the first answer was lost): the kept outcome, not a second run.
    const again = await withIdempotencyKey(key, () =>
      new MessagingClient(c).request(Echo, { n: 1, from: key }),
    );
    expect(again).toEqual(first);
    expect(log.byKey.get(`${key}#1`)).toBe(1);
    // A refusal is an outcome too; a crash is not (a retry may cure it).
    const refusal = () =>
      c.request('echo.error.raise', { kind: 'conflict' }, { idempotencyKey: key }).catch((e) => e);
    expect(await refusal()).toMatchObject({ code: RpcErrorCode.Conflict });
    expect(await refusal()).toMatchObject({ code: RpcErrorCode.Conflict });
    const crash = () =>
      c
        .request('echo.error.raise', { kind: 'bug' }, { idempotencyKey: `${key}-crash` })
        .catch((e) => e);
    expect(await crash()).toMatchObject({ code: RpcErrorCode.Internal });
    expect(await crash()).toMatchObject({ code: RpcErrorCode.Internal });
    // Another key runs again.
    await c.request(Echo.pattern, { n: 1, from: key }, { idempotencyKey: `${key}-other` });
    expect(log.byKey.get(`${key}#1`)).toBe(2);
  });

  it('a retry while the first still runs waits for it and gets its answer', async () => {
    const c = newClient('idempotent-wait');
    const key = `slow-${Date.now()}`;
    const send = () => c.request('echo.value.slow', { ms: 300, id: key }, { idempotencyKey: key });
    const [a, b] = await Promise.all([send(), sleep(50).then(send)]);
    expect([a, b]).toEqual(['done', 'done']);
    expect(log.byKey.get(`slow#${key}`)).toBe(1);
  });

  it('answers an unknown message name with UNAVAILABLE instead of hanging', async () => {
    const error = await newClient('errors')
      .request('echo.nothing.here', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: RpcErrorCode.Unavailable });
  });
});

describe('a request found after its deadline', () => {
  const namespace = testNamespace('late');
  afterAll(() => deleteNamespace(namespace));

  it('is dropped, not executed, by the instance that finds it', async () => {
    const caller = client(namespace, 'early');
    // No instance runs yet: the request waits in the stream until its deadline passes.
    const error = await caller
      .request('echo.value.slow', { ms: 1, id: 'late' }, { timeoutMs: 100 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcTimeoutError);

    const instance = await startInstance({ namespace, service: 'echo' }, [EchoHandler]);
    try {
      const fresh = await caller.request<string>('echo.value.slow', { ms: 1, id: 'fresh' });
      expect(fresh).toBe('done');
      expect(log.byKey.get('slow#late')).toBeUndefined();
      expect(log.byKey.get('slow#fresh')).toBe(1);
      expect(instance.server.getStats().requestsExpired).toBe(1);
    } finally {
      await caller.close();
      await instance.app.close();
    }
  });
});
