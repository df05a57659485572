import { Logger } from '@nestjs/common';
import { BadRequestError, UnavailableError, isUuid } from '@pitstop/common';
import { OrderMessages, type PaymentsConfigDto } from '@pitstop/contracts';
import Stripe from 'stripe';
import type { OrdersConfig } from '../../config.js';
import type { PaymentNotification, PaymentProvider, ProviderPayment } from '../payment-provider.js';

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
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        body,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET!,
      );
    } catch {
      throw new BadRequestError(OrderMessages.signatureInvalid);
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return toNotification('succeeded', event.data.object);
      case 'payment_intent.payment_failed':
        return toNotification('failed', event.data.object);
      default:
        return null;
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
