import { Module, type DynamicModule } from '@nestjs/common';
import { MessagingModule } from '@pitstop/messaging';
import type { GatewayConfig } from './config.js';
import { HealthController } from './controllers/health.controller.js';
import { TaxonomyController } from './controllers/taxonomy.controller.js';
import { GatewayHealth } from './http/gateway-health.js';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        MessagingModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          caller: 'gateway',
          timeoutMs: config.RPC_TIMEOUT_MS,
        }),
      ],
      controllers: [TaxonomyController, HealthController],
      providers: [GatewayHealth],
    };
  }
}
