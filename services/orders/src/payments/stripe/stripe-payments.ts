import { Logger } from '@nestjs/common';
import { BadRequestError, UnavailableError, isUuid } from '@pitstop/common';
import { OrderMessages, type PaymentsConfigDto } from '@pitstop/contracts';
import Stripe from 'stripe';
import type { OrdersConfig } from '../../config.js';
import type {
  ChargeEvent,
  PaymentNotification,
  PaymentProvider,
  ProviderPayment,
  RefundRequest,
} from '../payment-provider.js';

/**
 * Stripe PaymentIntents through the official SDK. The order id is the idempotency key, so a
 * create retried after a timeout or a crash gets the same PaymentIntent, never a second charge.
 */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly logger = new Logger('StripePayments');

  constructor(private readonly config: OrdersConfig) {
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  publicConfig(): PaymentsConfigDto {
    return {
      provider: 'stripe',
      ...(this.config.STRIPE_PUBLISHABLE_KEY
        ? { publishableKey: this.config.STRIPE_PUBLISHABLE_KEY }
        : {}),
    };
  }

  async create(order: {
    orderId: string;
    amountCents: number;
    currency: string;
    buyerId: string;
  }): Promise<ProviderPayment> {
    const intent = await this.call('create a payment', () =>
      this.stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: order.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: order.orderId, buyerId: order.buyerId },
        },
        { idempotencyKey: order.orderId },
      ),
    );
    if (!intent.client_secret) throw new UnavailableError(OrderMessages.providerUnavailable);
    return { providerPaymentId: intent.id, clientSecret: intent.client_secret };
  }

  async cancel(providerPaymentId: string): Promise<void> {
    // A PaymentIntent that succeeded meanwhile cannot be cancelled: its webhook fulfils it.
    await this.stripe.paymentIntents.cancel(providerPaymentId).catch((err: Error) => {
      this.logger.warn(`PaymentIntent ${providerPaymentId} not cancelled: ${err.message}`);
    });
  }

  async lookUp(providerPaymentId: string): Promise<PaymentNotification | null> {
    const intent = await this.call('look up a payment', () =>
      this.stripe.paymentIntents.retrieve(providerPaymentId),
    );
    return intent.status === 'succeeded' ? toNotification('succeeded', intent) : null;
  }

  readNotification(body: string, signature: string): PaymentNotification | null {
    const event = this.verify(body, signature);
    switch (event.type) {
      case 'payment_intent.succeeded':
        return toNotification('succeeded', event.data.object);
      case 'payment_intent.payment_failed':
        return toNotification('failed', event.data.object);
      default:
        return null;
    }
  }

  async refund(request: RefundRequest): Promise<{ providerRefundId: string }> {
    const refund = await this.call('refund a payment', () =>
      this.stripe.refunds.create(
        {
          payment_intent: request.providerPaymentId,
          amount: request.amountCents,
          metadata: { orderId: request.orderId },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { providerRefundId: refund.id };
  }

  readChargeEvent(body: string, signature: string): ChargeEvent | null {
    const event = this.verify(body, signature);
    const intentOf = (value: string | { id: string } | null | undefined) =>
      typeof value === 'string' ? value : (value?.id ?? null);
    switch (event.type) {
      case 'charge.refunded': {
        const charge = event.data.object;
        const providerPaymentId = intentOf(charge.payment_intent);
        if (!providerPaymentId) return null;
        return {
          kind: 'refunded',
          eventId: event.id,
          providerPaymentId,
          amountRefundedCents: charge.amount_refunded,
        };
      }
      case 'charge.dispute.created':
      case 'charge.dispute.closed': {
        const dispute = event.data.object;
        const providerPaymentId = intentOf(dispute.payment_intent);
        if (!providerPaymentId) return null;
        return event.type === 'charge.dispute.created'
          ? { kind: 'dispute-created', eventId: event.id, providerPaymentId, disputeId: dispute.id }
          : {
              kind: 'dispute-closed',
              eventId: event.id,
              providerPaymentId,
              disputeId: dispute.id,
              // 'warning_closed' (an inquiry that never became a chargeback) keeps the money.
              won: dispute.status !== 'lost',
            };
      }
      default:
        return null;
    }
  }

  async cardOf(
    providerPaymentId: string,
  ): Promise<{ brand: string | null; last4: string | null } | null> {
    const intent = await this.call('look up a payment', () =>
      this.stripe.paymentIntents.retrieve(providerPaymentId, { expand: ['latest_charge'] }),
    );
    const charge = intent.latest_charge;
    const card = typeof charge === 'object' ? charge?.payment_method_details?.card : undefined;
    return card ? { brand: card.brand ?? null, last4: card.last4 ?? null } : null;
  }

  private verify(body: string, signature: string): Stripe.Event {
    try {
      return this.stripe.webhooks.constructEvent(
        body,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET!,
      );
    } catch {
      throw new BadRequestError(OrderMessages.signatureInvalid);
    }
  }

  /** Stripe unreachable or refusing us (a revoked key, say): a 503 for the buyer, details logged. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      this.logger.error(`Stripe could not ${what}: ${(err as Error).message}`);
      throw new UnavailableError(OrderMessages.providerUnavailable);
    }
  }
}

function toNotification(
  kind: PaymentNotification['kind'],
  intent: Stripe.PaymentIntent,
): PaymentNotification {
  const orderId = intent.metadata?.orderId;
  return {
    kind,
    providerPaymentId: intent.id,
    orderId: isUuid(orderId) ? orderId.toLowerCase() : null,
    amountCents: kind === 'succeeded' ? intent.amount_received || intent.amount : intent.amount,
    currency: intent.currency.toUpperCase(),
    failureMessage: kind === 'failed' ? (intent.last_payment_error?.message ?? null) : null,
    cardLast4: null,
  };
}
