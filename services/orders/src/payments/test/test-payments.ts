import { BadRequestError } from '@pitstop/common';
import { OrderMessages, TEST_CARDS, type PaymentsConfigDto } from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import { judgeTestCard } from '../../domain/test-cards.js';
import { signNotification, verifyNotification } from '../../domain/notification-signature.js';
import type {
  ChargeEvent,
  PaymentNotification,
  PaymentProvider,
  ProviderPayment,
  RefundRequest,
} from '../payment-provider.js';
import { TestPaymentRepository, type TestPaymentRow } from './test-payment.repository.js';
import type { TestRefundRepository } from './test-refund.repository.js';
import { readTestChargeEvent } from './test-charge-events.js';

/** The body of a test provider notification (what it signs). */
interface TestNotificationBody {
  type: 'payment.succeeded' | 'payment.failed';
  payment: {
    id: string;
    orderId: string;
    amountCents: number;
    currency: string;
    cardLast4: string | null;
    failureMessage: string | null;
  };
}

/**
 * TEST MODE: a local payment provider behind the same interface as Stripe, so the whole purchase
 * flow works offline. It keeps its own records (as Stripe keeps PaymentIntents) and, once a card
 * has been answered, owes a signed notification that reaches fulfilment by the same code path as
 * Stripe's webhook.
 */
export class TestPayments implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly payments: TestPaymentRepository,
    private readonly secret: string,
    private readonly refunds?: TestRefundRepository,
  ) {}

  publicConfig(): PaymentsConfigDto {
    return { provider: 'test', testCards: { ...TEST_CARDS } };
  }

  async create(order: {
    orderId: string;
    amountCents: number;
    currency: string;
  }): Promise<ProviderPayment> {
    const id = `tp_${randomBytes(16).toString('hex')}`;
    const payment = await this.payments.createOnce({
      id,
      orderId: order.orderId,
      amountCents: order.amountCents,
      currency: order.currency,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    });
    return { providerPaymentId: payment.id, clientSecret: payment.clientSecret };
  }

  cancel(providerPaymentId: string): Promise<void> {
    return this.payments.cancel(providerPaymentId);
  }

  async lookUp(providerPaymentId: string): Promise<PaymentNotification | null> {
    const payment = await this.payments.find(providerPaymentId);
    return payment?.status === 'succeeded' ? toNotification(bodyOf(payment, 'succeeded')) : null;
  }

  readNotification(body: string, signature: string): PaymentNotification | null {
    if (!verifyNotification(body, signature, this.secret))
      throw new BadRequestError(OrderMessages.signatureInvalid);
    const parsed = JSON.parse(body) as TestNotificationBody;
    // Refunds and disputes (readChargeEvent) are signed the same way.
    if (parsed.type !== 'payment.succeeded' && parsed.type !== 'payment.failed') return null;
    return toNotification(parsed);
  }

  async refund(request: RefundRequest): Promise<{ providerRefundId: string }> {
    if (!this.refunds) throw new Error('TEST MODE refunds need the TestRefundRepository');
    const refund = await this.refunds.create({
      id: `tr_${randomBytes(16).toString('hex')}`,
      idempotencyKey: request.idempotencyKey,
      paymentId: request.providerPaymentId,
      amountCents: request.amountCents,
      currency: request.currency,
    });
    return { providerRefundId: refund.id };
  }

  readChargeEvent(body: string, signature: string): ChargeEvent | null {
    if (!verifyNotification(body, signature, this.secret))
      throw new BadRequestError(OrderMessages.signatureInvalid);
    return readTestChargeEvent(body);
  }

  /** The brand of the test card the buyer typed (4242… Visa, 5555… Mastercard, …). */
  async cardOf(providerPaymentId: string) {
    const payment = await this.payments.find(providerPaymentId);
    return payment?.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null;
  }

  /** Signs an owed notification as it goes out. */
  sign(body: string): string {
    return signNotification(body, this.secret);
  }

  async find(providerPaymentId: string): Promise<TestPaymentRow | undefined> {
    return this.payments.find(providerPaymentId);
  }

  /**
   * The card network's answer to a card for this payment. A payment already settled answers as
   * it was settled (a second tab paying the same order is not charged again); a cancelled one
   * is declined.
   */
  async confirm(
    providerPaymentId: string,
    cardDigits: string,
  ): Promise<{ status: 'succeeded' | 'declined'; message?: string; payment: TestPaymentRow }> {
    const verdict = judgeTestCard(cardDigits);
    const payment = await this.payments.settle(providerPaymentId, (current) => {
      if (current.status !== 'requires_payment_method') return null;
      const settled: TestPaymentRow = {
        ...current,
        status: verdict.outcome === 'approved' ? 'succeeded' : 'requires_payment_method',
        lastError: verdict.outcome === 'declined' ? verdict.message : null,
        cardLast4: verdict.last4,
        cardBrand: verdict.outcome === 'approved' ? verdict.brand : null,
      };
      const body = bodyOf(settled, verdict.outcome === 'approved' ? 'succeeded' : 'failed');
      return {
        status: settled.status,
        lastError: settled.lastError,
        cardLast4: verdict.last4,
        cardBrand: settled.cardBrand,
        notification: JSON.stringify(body),
      };
    });
    if (!payment) throw new BadRequestError(OrderMessages.paymentNotFound);
    if (payment.status === 'succeeded') return { status: 'succeeded', payment };
    if (payment.status === 'canceled')
      return { status: 'declined', message: OrderMessages.paymentCancelled, payment };
    return { status: 'declined', message: payment.lastError ?? undefined, payment };
  }
}

function bodyOf(payment: TestPaymentRow, outcome: 'succeeded' | 'failed'): TestNotificationBody {
  return {
    type: outcome === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    payment: {
      id: payment.id,
      orderId: payment.orderId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      cardLast4: payment.cardLast4,
      failureMessage: outcome === 'failed' ? payment.lastError : null,
    },
  };
}

function toNotification(body: TestNotificationBody): PaymentNotification {
  return {
    kind: body.type === 'payment.succeeded' ? 'succeeded' : 'failed',
    providerPaymentId: body.payment.id,
    orderId: body.payment.orderId,
    amountCents: body.payment.amountCents,
    currency: body.payment.currency,
    failureMessage: body.payment.failureMessage,
    cardLast4: body.payment.cardLast4,
  };
}
