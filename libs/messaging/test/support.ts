import { Module, type INestMicroservice, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import {
  BusExceptionFilter,
  RedisStreamsClient,
  RedisStreamsServer,
  type StreamsServerOptions,
} from '../src/index.js';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Every test gets its own key namespace on the shared Redis, so tests never see each other. */
export function testNamespace(label: string): string {
  return `test-${label}-${randomBytes(4).toString('hex')}`;
}

export const INSTANCE = Symbol('instance');

export interface TestInstance {
  app: INestMicroservice;
  server: RedisStreamsServer;
  name: string;
}

/** Starts one instance of a service in this process, with the given handler controllers. */
export async function startInstance(
  options: Omit<StreamsServerOptions, 'redisUrl'> & { redisUrl?: string },
  controllers: Type[],
  providers: Provider[] = [],
): Promise<TestInstance> {
  const server = new RedisStreamsServer({ redisUrl: REDIS_URL, ...options });
  const name = server.consumer;
  @Module({ controllers, providers: [{ provide: INSTANCE, useValue: name }, ...providers] })
  class InstanceModule {}
  const app = await NestFactory.createMicroservice(InstanceModule, {
    strategy: server,
    logger: false,
  });
  app.useGlobalFilters(new BusExceptionFilter());
  await app.listen();
  return { app, server, name };
}

export function client(
  namespace: string,
  caller = 'test',
  redisUrl = REDIS_URL,
  timeoutMs?: number,
): RedisStreamsClient {
  return new RedisStreamsClient({ redisUrl, namespace, caller, timeoutMs });
}

export { deleteBusNamespace as deleteNamespace } from '../../../test/support/bus.js';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until the check passes or the time is up (then fails with the last value seen). */
export async function eventually<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T;
  do {
    last = await read();
    if (accept(last)) return last;
    await sleep(25);
  } while (Date.now() < until);
  throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
}

/** Counts how often each key was handled, per instance. */
export class ExecutionLog {
  readonly byKey = new Map<string, number>();
  readonly byInstance = new Map<string, number>();

  record(key: string, instance: string): void {
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
    this.byInstance.set(instance, (this.byInstance.get(instance) ?? 0) + 1);
  }
  get total(): number {
    let sum = 0;
    for (const n of this.byKey.values()) sum += n;
    return sum;
  }
  get duplicates(): number {
    let dup = 0;
    for (const n of this.byKey.values()) if (n > 1) dup += n - 1;
    return dup;
  }
}
