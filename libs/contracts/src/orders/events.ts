import { defineEvent } from '../definitions.js';

export interface OrderPaidEvent {
  orderId: string;
  number: number;
  buyerId: string;
  totalCents: number;
  currency: string;
  lines: { modelId: string; sellerId: string; priceCents: number }[];
  /** ISO 8601. */
  paidAt: string;
}

/** Published through the orders outbox, once per order however often the provider notifies. */
export const OrdersEvents = {
  orderPaid: defineEvent<OrderPaidEvent>('orders.order.paid'),
} as const;
