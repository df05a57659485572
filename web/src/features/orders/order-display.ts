import type { Order } from './ordersApi';

/** 'Order #1042', as receipts name an order. */
export function orderTitle(order: Pick<Order, 'number'>): string {
  return `Order #${order.number}`;
}

/** When it was bought: the payment's time once paid, else when the order was made. */
export function orderDate(order: Pick<Order, 'paidAt' | 'createdAt'>): string {
  return order.paidAt ?? order.createdAt;
}

/** The receipt's payment line: 'Card •••• 4242 · TEST MODE · tp_…', from what the provider told us. */
export function paymentLine(receipt: Order['receipt']): string | null {
  if (!receipt) return null;
  const parts = [
    receipt.cardLast4 ? `Card •••• ${receipt.cardLast4}` : null,
    receipt.provider === 'test' ? 'TEST MODE' : 'Stripe',
    receipt.paymentReference,
  ];
  return parts.filter(Boolean).join(' · ');
}
