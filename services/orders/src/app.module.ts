import { Module, type DynamicModule } from '@nestjs/common';
import { serviceTypeOrmModule } from '@pitstop/common';
import type { OrdersConfig } from './config.js';
import { ORDERS_ENTITIES } from './entities/index.js';
import { ORDERS_MIGRATIONS } from './migrations/index.js';

export const ORDERS_SCHEMA = 'orders';

/** The orders service: owns carts, orders, payments, entitlements and seller earnings. */
@Module({})
export class OrdersModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: OrdersModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: ORDERS_SCHEMA,
          entities: ORDERS_ENTITIES,
          migrations: ORDERS_MIGRATIONS,
          applicationName: 'orders',
        }),
      ],
    };
  }
}
