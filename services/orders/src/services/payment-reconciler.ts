import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ORDERS_CONFIG, type OrdersConfig } from '../config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider.js';
import { FulfilmentRepository } from '../repositories/fulfilment.repository.js';
import { FulfilmentService } from './fulfilment.service.js';

const BATCH = 100;

/**
 * Asks the provider about payments still open here, at start and every
 * PAYMENTS_RECONCILE_SECONDS: a payment that succeeded while its notification was lost (orders
 * down, a crash before fulfilment, a webhook that gave up) is fulfilled all the same.
 */
@Injectable()
export class PaymentReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentReconciler');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly payments: FulfilmentRepository,
    private readonly fulfilment: FulfilmentService,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => {
      this.timer = setTimeout(() => {
        void this.reconcile().finally(() => {
          if (!this.stopped) tick();
        });
      }, this.config.PAYMENTS_RECONCILE_SECONDS * 1000);
      this.timer.unref();
    };
    void this.reconcile();
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  reconcile(): Promise<void> {
    if (this.stopped || this.running) return this.running ?? Promise.resolve();
    this.running = this.pass()
      .catch((err: Error) => this.logger.warn(`payments not reconciled: ${err.message}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<void> {
    for (const id of await this.payments.openPayments(this.provider.name, BATCH)) {
      if (this.stopped) return;
      const settled = await this.provider.lookUp(id);
      if (!settled) continue;
      const outcome = await this.fulfilment.apply(settled);
      if (outcome === 'fulfilled') this.logger.log(`payment ${id} fulfilled on reconciliation`);
    }
  }
}
