import type { Order } from './ordersApi';

/** 'Order #1042', as receipts name an order. */
export function orderTitle(order: Pick<Order, 'number'>): string {
  return `Order #${order.number}`;
}

/** When it was bought: the payment's time once paid, else when the order was made. */
export function orderDate(order: Pick<Order, 'paidAt' | 'createdAt'>): string {
  return order.paidAt ?? order.createdAt;
}

/** A card brand as receipts print it: 'visa' → 'Visa', 'amex' → 'American Express'. */
export function cardBrandName(brand: string): string {
  const names: Record<string, string> = {
    amex: 'American Express',
    diners: 'Diners Club',
    mastercard: 'Mastercard',
    unionpay: 'UnionPay',
  };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** 'Refunded', 'Partially refunded', 'Disputed', or null for an order that is simply paid. */
export function refundStatusLabel(order: Pick<Order, 'refundStatus'>): string | null {
  switch (order.refundStatus) {
    case 'refunded':
      return 'Refunded';
    case 'partially-refunded':
      return 'Partially refunded';
    case 'disputed':
      return 'Disputed';
    default:
      return null;
  }
}

/** The receipt's payment line: 'Visa •••• 4242 · TEST MODE · tp_…', from what the provider told us. */
export function paymentLine(receipt: Order['receipt']): string | null {
  if (!receipt) return null;
  const parts = [
    receipt.cardLast4
      ? `${receipt.cardBrand ? cardBrandName(receipt.cardBrand) : 'Card'} •••• ${receipt.cardLast4}`
      : null,
    receipt.provider === 'test' ? 'TEST MODE' : 'Stripe',
    receipt.paymentReference,
  ];
  return parts.filter(Boolean).join(' · ');
}
