import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NotificationOutcome } from '@pitstop/contracts';
import {
  PAYMENT_PROVIDER,
  type PaymentNotification,
  type PaymentProvider,
} from '../payments/payment-provider.js';
import { FulfilmentRepository } from '../repositories/fulfilment.repository.js';

/**
 * The one place a payment's outcome changes an order, whichever way it came: a verified
 * notification (Stripe's webhook, the test provider's) or the provider's answer to a look-up.
 * Exactly once: repeats and late failures find the order paid and change nothing.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger('Fulfilment');

  constructor(
    private readonly fulfilment: FulfilmentRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async apply(notification: PaymentNotification): Promise<NotificationOutcome> {
    if (notification.kind === 'failed')
      return this.fulfilment.recordFailure(this.provider.name, notification);
    const outcome = await this.fulfilment.fulfil(this.provider.name, notification);
    if (outcome === 'fulfilled') void this.fulfilment.flush();
    if (outcome === 'amount-mismatch' || outcome === 'unknown-order')
      // Money may have moved for something we cannot match: an operator must look.
      this.logger.error(
        { notification },
        `payment ${notification.providerPaymentId} not fulfilled: ${outcome}`,
      );
    return outcome;
  }
}
