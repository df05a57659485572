import type { PaymentProviderName, PaymentsConfigDto } from '@pitstop/contracts';

/** What the provider hands back for a new payment: its id and the secret the browser confirms with. */
export interface ProviderPayment {
  providerPaymentId: string;
  clientSecret: string;
}

/**
 * A provider's word on a payment, read from a verified notification or looked up: the one shape
 * fulfilment takes, whichever provider it came from.
 */
export interface PaymentNotification {
  kind: 'succeeded' | 'failed';
  providerPaymentId: string;
  /** Ours, as we gave it to the provider (metadata); null when the provider did not carry it. */
  orderId: string | null;
  amountCents: number;
  /** Upper case, as orders stores it (USD). */
  currency: string;
  failureMessage: string | null;
  cardLast4: string | null;
}

/**
 * Card payments as orders uses them: one interface, one driver per external system (Stripe, or
 * the local test provider when Stripe is not configured). Fulfilment never trusts the browser:
 * only a notification whose signature verifies, or the provider's own answer to a look-up.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the web needs to show its card form. */
  publicConfig(): PaymentsConfigDto;
  /** Idempotent per order: asking again for the same order gives the same payment. */
  create(order: {
    orderId: string;
    amountCents: number;
    currency: string;
    buyerId: string;
  }): Promise<ProviderPayment>;
  /** Best effort: a payment that already succeeded stays succeeded. */
  cancel(providerPaymentId: string): Promise<void>;
  /** The provider's current word on a payment that has succeeded, else null (restart repair). */
  lookUp(providerPaymentId: string): Promise<PaymentNotification | null>;
  /**
   * Verifies a notification's signature over its exact body and reads it; null for events that
   * do not concern a payment's outcome. Throws BadRequestError when the signature is wrong.
   */
  readNotification(body: string, signature: string): PaymentNotification | null;
  /** Money back to the buyer (refunds/): idempotent on the key, as Stripe's Refunds API. */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
  /**
   * Verifies a notification as readNotification does and reads refunds and disputes made at
   * the provider; null for other events.
   */
  readChargeEvent(body: string, signature: string): ChargeEvent | null;
  /** The card a succeeded payment was made with (the receipt's brand and last four). */
  cardOf(providerPaymentId: string): Promise<{ brand: string | null; last4: string | null } | null>;
}

export interface RefundRequest {
  providerPaymentId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

/** Refunds and disputes as the provider reports them, keyed by the event's id (applied once). */
export type ChargeEvent =
  | {
      kind: 'refunded';
      eventId: string;
      providerPaymentId: string;
      /** All refunded of the payment so far (Stripe's charge.amount_refunded). */
      amountRefundedCents: number;
    }
  | { kind: 'dispute-created'; eventId: string; providerPaymentId: string; disputeId: string }
  | {
      kind: 'dispute-closed';
      eventId: string;
      providerPaymentId: string;
      disputeId: string;
      won: boolean;
    };

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
