import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { RedisStreamsClient } from './client.js';
import { MessagingClient } from './messaging-client.js';
import type { StreamsClientOptions } from './options.js';

/** Provides MessagingClient to a Nest app; the connection closes with the app. */
@Module({})
export class MessagingModule implements OnApplicationShutdown {
  constructor(private readonly moduleRef: ModuleRef) {}

  static forRoot(options: StreamsClientOptions): DynamicModule {
    return {
      module: MessagingModule,
      global: true,
      providers: [
        { provide: RedisStreamsClient, useFactory: () => new RedisStreamsClient(options) },
        {
          provide: MessagingClient,
          useFactory: (t: RedisStreamsClient) => new MessagingClient(t),
          inject: [RedisStreamsClient],
        },
      ],
      exports: [MessagingClient, RedisStreamsClient],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.moduleRef.get(RedisStreamsClient, { strict: false }).close();
  }
}
