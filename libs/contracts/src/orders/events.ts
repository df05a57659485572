import { defineEvent } from '../definitions.js';
import type { PaymentProviderName } from './types.js';

export interface OrderPaidEvent {
  orderId: string;
  number: number;
  buyerId: string;
  /** What the buyer paid: the lines' sum plus the platform fee. */
  subtotalCents: number;
  platformFeeCents: number;
  totalCents: number;
  currency: string;
  /**
   * The lines as they were bought (the order's own copy of title and seller name), so the
   * receipt and the sale notice say what was sold however often the event is delivered.
   */
  lines: {
    modelId: string;
    sellerId: string;
    priceCents: number;
    title: string;
    sellerName: string;
  }[];
  /** How it was paid, as far as the provider told us: its name, the card's last four. */
  payment: { provider: PaymentProviderName; cardLast4: string | null };
  /** ISO 8601. */
  paidAt: string;
}

/** Published through the orders outbox, once per order however often the provider notifies. */
export const OrdersEvents = {
  orderPaid: defineEvent<OrderPaidEvent>('orders.order.paid'),
} as const;
