/**
 * One receiving instance, in its own process: either our transport (a Nest microservice with
 * one @MessagePattern handler) or a hand-written raw Redis Streams loop doing the same work.
 * Prints "ready", and on SIGTERM the file holding the ids it executed (duplicates are counted
 * across instances).
 */
import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BusExceptionFilter, RedisStreamsServer } from '@pitstop/messaging';
import { Redis } from 'ioredis';
import { writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

const {
  MODE = 'transport',
  NAMESPACE = 'bench',
  REDIS_URL = 'redis://127.0.0.1:6379',
} = process.env;
const executed: string[] = [];

async function startTransport(): Promise<() => Promise<void>> {
  @Controller()
  class EchoHandler {
    @MessagePattern('bench.echo.run')
    echo(@Payload() payload: { id: string }) {
      executed.push(payload.id);
      return payload;
    }
  }
  @Module({ controllers: [EchoHandler] })
  class BenchModule {}
  const server = new RedisStreamsServer({
    redisUrl: REDIS_URL,
    namespace: NAMESPACE,
    service: 'bench',
    concurrency: 200,
  });
  const app = await NestFactory.createMicroservice(BenchModule, {
    strategy: server,
    logger: false,
  });
  app.useGlobalFilters(new BusExceptionFilter());
  await app.listen();
  return () => app.close();
}

/** The floor: XREADGROUP COUNT 100 BLOCK, then one pipelined reply + XACK per entry. */
async function startRaw(): Promise<() => Promise<void>> {
  const stream = `${NAMESPACE}:raw:requests`;
  const consumer = `${hostname()}:${process.pid}`;
  const reader = new Redis(REDIS_URL);
  const writer = new Redis(REDIS_URL, { enableAutoPipelining: true });
  await writer.xgroup('CREATE', stream, 'bench', '0', 'MKSTREAM').catch(() => undefined);
  let running = true;
  const loop = (async () => {
    while (running) {
      const reply = (await reader.call(
        'XREADGROUP',
        'GROUP',
        'bench',
        consumer,
        'COUNT',
        100,
        'BLOCK',
        500,
        'STREAMS',
        stream,
        '>',
      )) as [string, [string, string[]][]][] | null;
      for (const [, entries] of reply ?? []) {
        for (const [entryId, fields] of entries) {
          const [, id, , data, , replyTo] = fields as [
            string,
            string,
            string,
            string,
            string,
            string,
          ];
          executed.push(id);
          void writer
            .pipeline()
            .xadd(replyTo, '*', 'i', id, 'd', data)
            .xack(stream, 'bench', entryId)
            .exec();
        }
      }
    }
  })();
  return async () => {
    running = false;
    await loop;
    reader.disconnect();
    writer.disconnect();
  };
}

const stop = MODE === 'raw' ? await startRaw() : await startTransport();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void stop().then(() => {
    // Ids go to a file (tens of thousands of them would overflow a pipe before exit).
    const file = join(tmpdir(), `bench-${NAMESPACE}-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(executed));
    process.stdout.write(`executed ${file}\n`, () => process.exit(0));
  });
});
