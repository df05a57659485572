import {
  Controller,
  Module,
  type DynamicModule,
  type INestMicroservice,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { describeRequest, type BackendServiceName, type ServiceInfo } from '@pitstop/contracts';
import {
  BusExceptionFilter,
  Handles,
  RedisStreamsServer,
  type StreamsServerOptions,
} from '@pitstop/messaging';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { pingDatabase } from './database.js';
import type { ServiceEnv } from './config.js';
import { HealthMonitor, startHealthServer } from './health.js';
import { instanceName, NestPinoLogger } from './logger.js';
import type { RunningService } from './lifecycle.js';
import { ServiceStopping, ServiceStoppingModule } from './service-stopping.js';

const startedAt = Date.now();

export interface BackendServiceOptions {
  service: BackendServiceName;
  /** The service's root module (handlers, services, repositories). */
  module: Type | DynamicModule;
  env: Pick<ServiceEnv, 'REDIS_URL' | 'BUS_NAMESPACE' | 'BUS_CONCURRENCY'>;
  logger: Logger;
  /** The service's package version, reported by `<service>.instance.describe`. */
  version: string;
  /** Port for /health/live and /health/ready; null starts no listener (tests). */
  healthPort: number | null;
  /** Transport tuning, mostly for tests. */
  bus?: Partial<Omit<StreamsServerOptions, 'service' | 'redisUrl'>>;
}

export interface BackendService extends RunningService {
  app: INestMicroservice;
  server: RedisStreamsServer;
  health: HealthMonitor;
}

/**
 * Starts a backend service the same way everywhere: its module behind the Redis Streams
 * transport, typed errors back to callers, JSON logs, health probes, and a close() that stops
 * reading, finishes work in flight and releases every connection.
 */
export async function startBackendService(options: BackendServiceOptions): Promise<BackendService> {
  const server = new RedisStreamsServer({
    redisUrl: options.env.REDIS_URL,
    namespace: options.env.BUS_NAMESPACE,
    concurrency: options.env.BUS_CONCURRENCY,
    service: options.service,
    ...options.bus,
  });

  @Module({
    imports: [ServiceStoppingModule, options.module],
    controllers: [describeHandler(options.service, options.version)],
  })
  class ServiceHostModule {}

  const app = await NestFactory.createMicroservice(ServiceHostModule, {
    strategy: server,
    logger: new NestPinoLogger(options.logger),
  });
  app.useGlobalFilters(new BusExceptionFilter());
  await app.listen();

  const dataSource = findDataSource(app);
  const health = new HealthMonitor({
    redis: () => server.ping(),
    ...(dataSource ? { postgres: () => pingDatabase(dataSource) } : {}),
  });
  let healthServer: Server | undefined;
  if (options.healthPort !== null)
    healthServer = await startHealthServer(health, options.healthPort, options.logger);
  options.logger.info({ service: options.service }, `${options.service} service started`);

  return {
    app,
    server,
    health,
    async close() {
      health.markShuttingDown();
      app.get(ServiceStopping).stop();
      await app.close();
      await new Promise<void>((resolve) =>
        healthServer ? healthServer.close(() => resolve()) : resolve(),
      );
    },
  };
}

/** The service's TypeORM connection, if its module has one (not every service stores data). */
function findDataSource(app: INestMicroservice): DataSource | undefined {
  try {
    return app.get(DataSource, { strict: false });
  } catch {
    return undefined;
  }
}

/** Every service answers `<service>.instance.describe`; the gateway's /health/services asks. */
function describeHandler(service: BackendServiceName, version: string): Type {
  @Controller()
  class DescribeHandler {
    @Handles(describeRequest(service))
    describe(): ServiceInfo {
      return {
        service,
        instance: instanceName(),
        version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    }
  }
  return DescribeHandler;
}

/** The version in the package.json one level above a module (src/ or dist/ of a service). */
export function packageVersionOf(moduleUrl: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', moduleUrl), 'utf8')) as {
    version?: string;
  };
  if (!manifest.version) throw new Error(`No version in the package.json above ${moduleUrl}`);
  return manifest.version;
}
