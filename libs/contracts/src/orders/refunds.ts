import type { AdminPageQuery, Page } from '../admin-lists.js';
import { defineEvent, defineRequest } from '../definitions.js';
import type { OrderDto, PaymentProviderName } from './types.js';

/** Why money went back: an admin's refund, one made at the provider (dashboard), a lost dispute. */
export const REFUND_REASONS = ['admin', 'provider', 'dispute-lost'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** One refund of an order: some or all of its lines. */
export interface RefundDto {
  id: string;
  /** The order lines (listing ids) it refunded. */
  modelIds: string[];
  amountCents: number;
  currency: string;
  reason: RefundReason;
  /** ISO 8601. */
  createdAt: string;
}

/** An order as the admin Orders tab lists it: the buyer's order plus who bought it. */
export interface AdminOrderDto extends OrderDto {
  buyerId: string;
  /** Filled in by the gateway from the users service (null when the account is gone). */
  buyerEmail: string | null;
  provider: PaymentProviderName | null;
}

export interface ListAdminOrdersPayload extends AdminPageQuery {
  /** An order number (the gateway reads '#1042' or '1042'). */
  number?: number;
  /** Only these buyers' orders (the gateway resolves a searched email to ids). */
  buyerIds?: string[];
}

export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded.',
  alreadyRefunded: 'These lines are refunded already.',
  lineNotInOrder: 'lineIds must be listing ids of this order’s lines',
  disputed: 'This order is disputed: the dispute decides what happens to the money.',
} as const;

export const OrdersAdmin = {
  /** Paid (and refunded) orders, newest first; the gateway checks the caller is an admin. */
  list: defineRequest<ListAdminOrdersPayload, Page<Omit<AdminOrderDto, 'buyerEmail'>>>(
    'orders.admin.list',
  ),
  /**
   * Refunds the lines (all not yet refunded when absent) with the provider, ends the buyer's
   * entitlement to them, reverses the sellers' ledger and records the admin action.
   */
  refund: defineRequest<
    { actorId: string; orderId: string; lineIds?: string[] },
    Omit<AdminOrderDto, 'buyerEmail'>
  >('orders.admin.refund'),
} as const;

export interface OrderRefundedEvent {
  orderId: string;
  number: number;
  buyerId: string;
  refundId: string;
  reason: RefundReason;
  lines: { modelId: string; title: string; sellerId: string; priceCents: number }[];
  amountCents: number;
  currency: string;
  /** ISO 8601. */
  refundedAt: string;
}

export const OrdersRefundEvents = {
  /** Published through the orders outbox once per refund. */
  orderRefunded: defineEvent<OrderRefundedEvent>('orders.order.refunded'),
} as const;
