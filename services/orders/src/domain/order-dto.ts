import { ORDER_LIMITS, type CartDto, type OrderDto } from '@pitstop/contracts';
import type { CartItemRow } from '../repositories/cart.repository.js';
import type { OrderWithLines } from '../repositories/order.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toCartDto(items: CartItemRow[]): CartDto {
  const subtotal = items.reduce((sum, item) => sum + item.priceCentsSnapshot, 0);
  const fee = items.length ? ORDER_LIMITS.platformFeeCents : 0;
  return {
    items: items.map((item) => ({
      modelId: item.listingId,
      priceCentsSnapshot: item.priceCentsSnapshot,
      currency: item.currency,
      title: item.title,
      slug: item.slug,
      seller: { id: item.sellerId, name: item.sellerName },
      previewUrl: item.previewUrl,
      addedAt: iso(item.addedAt),
    })),
    count: items.length,
    subtotalCents: subtotal,
    platformFeeCents: fee,
    totalCents: subtotal + fee,
    currency: items[0]?.currency ?? ORDER_LIMITS.currency,
  };
}

export function toOrderDto(order: OrderWithLines): OrderDto {
  const paid = order.status === 'paid' && order.payment?.providerPaymentId;
  return {
    id: order.id,
    number: Number(order.number),
    status: order.status,
    items: order.lines.map((line) => ({
      modelId: line.listingId,
      title: line.title,
      slug: line.slug,
      sellerId: line.sellerId,
      sellerName: line.sellerName,
      priceCents: line.priceCents,
    })),
    subtotalCents: order.subtotalCents,
    platformFeeCents: order.platformFeeCents,
    totalCents: order.totalCents,
    currency: order.currency,
    createdAt: iso(order.createdAt),
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    receipt: paid
      ? {
          provider: order.payment!.provider,
          paymentReference: order.payment!.providerPaymentId!,
          cardLast4: order.payment!.cardLast4,
        }
      : null,
  };
}
