import { defineRequest } from '../definitions.js';
import type { Viewer } from '../catalog/listings.js';
import type {
  CartDto,
  EarningsDto,
  EntitlementDto,
  OrderDto,
  OwnershipDto,
  PaymentIntentDto,
  PaymentProviderName,
  PaymentsConfigDto,
  TestPaymentResultDto,
} from './types.js';

/** Every request names the signed-in user the gateway vouches for. */
interface ForUser {
  userId: string;
}

export const OrdersCart = {
  get: defineRequest<ForUser, CartDto>('orders.cart.get'),
  /**
   * Adds a listing at the catalog's current price (the client sends no amount). Adding it again
   * keeps one item. Refused: free, own, already owned, not approved and public.
   */
  addItem: defineRequest<{ buyer: Viewer; modelId: string }, CartDto>('orders.cart.add-item'),
  /** Idempotent: removing what is not there leaves the cart as it is. */
  removeItem: defineRequest<ForUser & { modelId: string }, CartDto>('orders.cart.remove-item'),
} as const;

export const OrdersCheckout = {
  /**
   * One pending order for the cart's current contents and its payment with the provider; the
   * same cart again reuses that order. An empty cart is a BadRequest.
   */
  createPaymentIntent: defineRequest<{ buyer: Viewer }, PaymentIntentDto>(
    'orders.payment-intent.create',
  ),
  paymentsConfig: defineRequest<Record<string, never>, PaymentsConfigDto>(
    'orders.payments-config.get',
  ),
  /** TEST MODE: the buyer's card for a test payment; success is fulfilled before the answer. */
  confirmTestPayment: defineRequest<
    ForUser & { paymentId: string; clientSecret: string; cardNumber: string },
    TestPaymentResultDto
  >('orders.test-payment.confirm'),
  /**
   * A provider's notification, as it arrived (the exact body and its signature header): verified,
   * then fulfilled once however often it comes. BadRequest when the signature does not verify.
   */
  receiveNotification: defineRequest<
    { provider: PaymentProviderName; body: string; signature: string },
    { received: true; outcome: NotificationOutcome }
  >('orders.payment-notification.receive'),
} as const;

/** What a verified notification did (for logs and tests; the provider only needs a 2xx). */
export type NotificationOutcome =
  | 'fulfilled'
  | 'already-fulfilled'
  | 'failure-recorded'
  | 'ignored'
  | 'unknown-order'
  | 'amount-mismatch'
  /** A connected payout account's new state (Stripe's account.updated). */
  | 'account-updated'
  // Refunds and disputes (refunds.ts); an event id seen before applies nothing.
  | 'refunded'
  | 'dispute-opened'
  | 'dispute-won'
  | 'dispute-lost'
  | 'already-processed';

export const OrdersHistory = {
  /** The user's paid orders, newest first. */
  list: defineRequest<ForUser & { limit?: number; offset?: number }, OrderDto[]>(
    'orders.order.list',
  ),
  /** One of the user's orders, in any status; NotFound for anyone else's. */
  get: defineRequest<ForUser & { orderId: string }, OrderDto>('orders.order.get'),
  /** A seller's earnings from the ledger, and sales per listing. */
  earnings: defineRequest<{ sellerId: string }, EarningsDto>('orders.earnings.get'),
} as const;

export const OrdersEntitlements = {
  /** The catalog's question before a paid listing's files: did this user buy it? */
  check: defineRequest<ForUser & { listingId: string }, { entitled: boolean }>(
    'orders.entitlement.check',
  ),
  /** What the user bought, newest first. */
  list: defineRequest<ForUser, EntitlementDto[]>('orders.entitlement.list'),
  /** 'You own this' on the model page. */
  ownership: defineRequest<ForUser & { modelId: string }, OwnershipDto>(
    'orders.entitlement.ownership',
  ),
  /** Who bought a listing (its buyers are told of a new version). */
  holders: defineRequest<{ listingId: string }, { userIds: string[] }>(
    'orders.entitlement.holders',
  ),
} as const;
