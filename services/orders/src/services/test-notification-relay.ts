import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PeriodicTask } from '@pitstop/common';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider.js';
import { TestPaymentRepository } from '../payments/test/test-payment.repository.js';
import { TestPayments } from '../payments/test/test-payments.js';
import { PaymentNotificationsService } from './payment-notifications.service.js';

const POLL_MS = 2_000;
const BATCH = 50;

/**
 * TEST MODE's webhook delivery: each notification the test provider owes is signed as it goes
 * out and handed to the receiver Stripe's webhook uses, then forgotten. One that fails (a crash
 * in between, the database away) stays owed and goes again on the next pass, also after a
 * restart. Delivery is at least once; fulfilment makes it count once.
 */
@Injectable()
export class TestNotificationRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TestNotificationRelay');
  private readonly task = new PeriodicTask({
    everyMs: POLL_MS,
    pass: async () => this.deliver(await this.owed.owed(BATCH)),
    logger: this.logger,
    failure: 'test notifications not delivered',
  });

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly owed: TestPaymentRepository,
    private readonly receiver: PaymentNotificationsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.provider instanceof TestPayments) this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Delivers what is owed for one payment now (a card was just answered). */
  async deliverFor(paymentId: string): Promise<void> {
    await this.deliver(await this.owed.owed(BATCH, paymentId));
  }

  private async deliver(rows: { id: string; body: string }[]): Promise<void> {
    const signer = this.provider as TestPayments;
    for (const row of rows) {
      try {
        await this.receiver.receive({
          provider: 'test',
          body: row.body,
          signature: signer.sign(row.body),
        });
        await this.owed.delivered(row.id);
      } catch (err) {
        this.logger.warn(`test notification ${row.id} not delivered: ${(err as Error).message}`);
        await this.owed.failedDelivery(row.id).catch(() => undefined);
      }
    }
  }
}
