import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PeriodicTask } from '@pitstop/common';
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
  private readonly task: PeriodicTask;

  constructor(
    @Inject(ORDERS_CONFIG) config: OrdersConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly payments: FulfilmentRepository,
    private readonly fulfilment: FulfilmentService,
  ) {
    this.task = new PeriodicTask({
      everyMs: config.PAYMENTS_RECONCILE_SECONDS * 1000,
      pass: () => this.pass(),
      logger: this.logger,
      failure: 'payments not reconciled',
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  private async pass(): Promise<void> {
    for (const id of await this.payments.openPayments(this.provider.name, BATCH)) {
      if (this.task.stopping) return;
      const settled = await this.provider.lookUp(id);
      if (!settled) continue;
      const outcome = await this.fulfilment.apply(settled);
      if (outcome === 'fulfilled') this.logger.log(`payment ${id} fulfilled on reconciliation`);
    }
  }
}
