import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
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
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly owed: TestPaymentRepository,
    private readonly receiver: PaymentNotificationsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!(this.provider instanceof TestPayments)) return;
    const tick = () => {
      this.timer = setTimeout(() => {
        void this.pass().finally(() => {
          if (!this.stopped) tick();
        });
      }, POLL_MS);
      this.timer.unref();
    };
    void this.pass();
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Delivers what is owed for one payment now (a card was just answered). */
  async deliverFor(paymentId: string): Promise<void> {
    await this.deliver(await this.owed.owed(BATCH, paymentId));
  }

  private pass(): Promise<void> {
    if (this.stopped || this.running) return this.running ?? Promise.resolve();
    this.running = this.owed
      .owed(BATCH)
      .then((rows) => this.deliver(rows))
      .catch((err: Error) => this.logger.warn(`test notifications not delivered: ${err.message}`))
      .finally(() => (this.running = undefined));
    return this.running;
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
