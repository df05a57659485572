import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PeriodicTask } from '@pitstop/common';
import { ORDERS_CONFIG, type OrdersConfig } from '../config.js';
import { PayoutRunRequests } from './payout-run-requests.js';
import { PayoutsService } from './payouts.service.js';

/**
 * The payout run, at start, every PAYOUT_RUN_SECONDS in each orders replica, and when a request
 * asks for one (PayoutRunRequests). Replicas may run at once: the transfer table's unique key
 * and the provider's idempotency keys keep each ledger entry to one transfer.
 */
@Injectable()
export class PayoutJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PayoutJob');
  private readonly task: PeriodicTask;

  constructor(
    @Inject(ORDERS_CONFIG) config: OrdersConfig,
    private readonly payouts: PayoutsService,
    requests: PayoutRunRequests,
  ) {
    this.task = new PeriodicTask({
      everyMs: config.PAYOUT_RUN_SECONDS * 1000,
      pass: async () => {
        const { transfers } = await this.payouts.run();
        if (transfers) this.logger.log(`${transfers} transfer(s) made`);
      },
      logger: this.logger,
      failure: 'payouts not run',
    });
    requests.listen(() => void this.task.run());
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }
}
