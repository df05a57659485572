import { Inject, Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError } from '@pitstop/common';
import {
  OrderMessages,
  PAYMENT_PROVIDERS,
  type NotificationOutcome,
  type PaymentProviderName,
} from '@pitstop/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider.js';
import { PayoutsService } from '../payouts/payouts.service.js';
import { RefundsService } from '../refunds/refunds.service.js';
import { FulfilmentService } from './fulfilment.service.js';

/**
 * A provider's notification as it arrived: its signature verified over the exact body by the
 * provider's driver, then handed to fulfilment. Stripe's webhook and the test provider's
 * notifications both come this way.
 */
@Injectable()
export class PaymentNotificationsService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly fulfilment: FulfilmentService,
    private readonly payouts: PayoutsService,
    private readonly refunds: RefundsService,
  ) {}

  async receive(payload: {
    provider: PaymentProviderName;
    body: string;
    signature: string;
  }): Promise<{ received: true; outcome: NotificationOutcome }> {
    if (!PAYMENT_PROVIDERS.includes(payload?.provider))
      throw new BadRequestError(`provider must be one of: ${PAYMENT_PROVIDERS.join(', ')}`);
    if (payload.provider !== this.provider.name)
      throw new NotFoundError(
        payload.provider === 'stripe' ? OrderMessages.stripeOff : OrderMessages.testModeOff,
      );
    if (typeof payload.signature !== 'string' || !payload.signature)
      throw new BadRequestError(OrderMessages.signatureMissing);
    if (typeof payload.body !== 'string') throw new BadRequestError(OrderMessages.signatureInvalid);
    const notification = this.provider.readNotification(payload.body, payload.signature);
    if (!notification) {
      const account = await this.payouts.receive(payload.body, payload.signature);
      if (account) return { received: true, outcome: account };
      // Refunds and disputes made at the provider (refunds/), each applied once by event id.
      const charge = this.provider.readChargeEvent(payload.body, payload.signature);
      if (!charge) return { received: true, outcome: 'ignored' };
      return { received: true, outcome: await this.refunds.applyChargeEvent(charge) };
    }
    return { received: true, outcome: await this.fulfilment.apply(notification) };
  }
}
