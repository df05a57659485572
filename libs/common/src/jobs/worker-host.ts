import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  BusExceptionFilter,
  RedisStreamsServer,
  type StreamsServerOptions,
} from '@pitstop/messaging';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { pingDatabase } from '../database.js';
import { HealthMonitor, startHealthServer } from '../health.js';
import type { RunningService } from '../lifecycle.js';
import { NestPinoLogger } from '../logger.js';
import { JobHostHealth } from './job-host.module.js';

export interface WorkerProcessOptions {
  /** e.g. 'media-worker': how logs and health name it. */
  name: string;
  /** The worker's module: JobHostModule.forRoot(...) plus the handlers and what they need. */
  module: Type | DynamicModule;
  logger: Logger;
  /** Port for /health/live and /health/ready; null starts no listener (tests). */
  healthPort: number | null;
  /**
   * Subscribes the worker to bus events: its module's @OnEvent handlers read their topics in a
   * consumer group of this name (not the service's own, so the service's replicas and the
   * worker's each get every event once), typically to queue one job per event.
   */
  events?: Pick<StreamsServerOptions, 'redisUrl' | 'namespace' | 'concurrency'> & {
    group: string;
    /** Transport tuning, mostly for tests. */
    bus?: Partial<Omit<StreamsServerOptions, 'service' | 'redisUrl'>>;
  };
}

export interface WorkerProcess extends RunningService {
  app: INestApplicationContext;
  health: HealthMonitor;
}

/** Starts a worker process (`src/worker.ts`): no bus listener, only its queue, health and logs. */
export async function startWorkerProcess(options: WorkerProcessOptions): Promise<WorkerProcess> {
  let app: INestApplicationContext;
  let bus: RedisStreamsServer | undefined;
  if (options.events) {
    const { group, bus: tuning, ...connection } = options.events;
    bus = new RedisStreamsServer({ ...connection, service: group, ...tuning });
    const micro = await NestFactory.createMicroservice(options.module, {
      strategy: bus,
      logger: new NestPinoLogger(options.logger),
    });
    micro.useGlobalFilters(new BusExceptionFilter());
    await micro.listen();
    app = micro;
  } else {
    app = await NestFactory.createApplicationContext(options.module, {
      logger: new NestPinoLogger(options.logger),
    });
    await app.init();
  }
  let dataSource: DataSource | undefined;
  try {
    dataSource = app.get(DataSource, { strict: false });
  } catch {
    dataSource = undefined;
  }
  // Ready when its database and the Redis its queue lives on both answer: a worker that cannot
  // reach Redis takes no jobs, and should say so.
  const jobs = app.get(JobHostHealth, { strict: false });
  const health = new HealthMonitor({
    ...(dataSource ? { postgres: () => pingDatabase(dataSource) } : {}),
    redis: async () => {
      await jobs.redis();
      await bus?.ping();
    },
  });
  let healthServer: Server | undefined;
  if (options.healthPort !== null)
    healthServer = await startHealthServer(health, options.healthPort, options.logger);
  options.logger.info(`${options.name} started`);
  return {
    app,
    health,
    async close() {
      health.markShuttingDown();
      await app.close();
      await new Promise<void>((resolve) =>
        healthServer ? healthServer.close(() => resolve()) : resolve(),
      );
    },
  };
}
