import { Inject, Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError, requireUuid } from '@pitstop/common';
import { OrderMessages, TEST_PAYMENT_ID, type TestPaymentResultDto } from '@pitstop/contracts';
import { timingSafeEqual } from 'node:crypto';
import { cardDigits } from '../domain/test-cards.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider.js';
import { TestPayments } from '../payments/test/test-payments.js';
import { OrderRepository } from '../repositories/order.repository.js';
import { TestNotificationRelay } from './test-notification-relay.js';

/**
 * TEST MODE's card form: the buyer's card goes to the test provider, which answers it (as
 * Stripe.js confirms with Stripe). The answer never fulfils anything by itself: the provider's
 * signed notification does, delivered here before replying so the success page finds it paid.
 */
@Injectable()
export class TestPaymentsService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: OrderRepository,
    private readonly relay: TestNotificationRelay,
  ) {}

  async confirm(payload: {
    userId: string;
    paymentId: string;
    clientSecret: string;
    cardNumber: string;
  }): Promise<TestPaymentResultDto> {
    if (!(this.provider instanceof TestPayments))
      throw new NotFoundError(OrderMessages.testModeOff);
    const userId = requireUuid(payload?.userId, 'userId');
    if (typeof payload.paymentId !== 'string' || !TEST_PAYMENT_ID.test(payload.paymentId))
      throw new NotFoundError(OrderMessages.paymentNotFound);
    const digits = cardDigits(payload.cardNumber);
    if (!digits) throw new BadRequestError(OrderMessages.cardNumberInvalid);

    // Someone else's payment is as unknown as one that does not exist.
    const payment = await this.orders.paymentByProviderId('test', payload.paymentId);
    const record = await this.provider.find(payload.paymentId);
    if (!payment || !record || payment.buyerId !== userId)
      throw new NotFoundError(OrderMessages.paymentNotFound);
    if (!sameText(record.clientSecret, payload.clientSecret))
      throw new BadRequestError(OrderMessages.clientSecretInvalid);

    const result = await this.provider.confirm(payload.paymentId, digits);
    await this.relay.deliverFor(payload.paymentId);
    return {
      status: result.status,
      ...(result.message ? { message: result.message } : {}),
      orderId: payment.orderId,
    };
  }
}

function sameText(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
