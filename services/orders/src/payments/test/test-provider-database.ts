import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createServiceDataSource } from '@pitstop/common';
import type { DataSource } from 'typeorm';
import { ORDERS_CONFIG, ORDERS_SCHEMA, type OrdersConfig } from '../../config.js';

/**
 * TEST MODE's own connections. It stands in for a remote provider, and Stripe never takes a
 * connection from our pool: a refund calls the provider inside its transaction, so with one
 * shared pool, ten refunds at once held every connection while each waited for an eleventh.
 */
@Injectable()
export class TestProviderDatabase implements OnModuleInit, OnApplicationShutdown {
  readonly dataSource: DataSource;

  constructor(@Inject(ORDERS_CONFIG) config: OrdersConfig) {
    this.dataSource = createServiceDataSource({
      url: config.DATABASE_URL,
      // Its tables live in the orders schema, created by the orders migrations.
      schema: ORDERS_SCHEMA,
      entities: [],
      migrations: [],
      poolSize: 4,
      applicationName: 'orders-test-provider',
    });
  }

  async onModuleInit(): Promise<void> {
    await this.dataSource.initialize();
  }

  // After every other hook: a periodic task stopping may still be in a pass here.
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
