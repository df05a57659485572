import type { OrderDto } from '@pitstop/contracts';
import type { RefundRow } from './refund.repository.js';

/**
 * An order with its refunds: each line says whether it was refunded, the refunds are listed,
 * and refundStatus sums it up ('refunded' when every line is, 'disputed' while a dispute is open).
 */
export function decorateOrders<T extends OrderDto>(
  orders: T[],
  refunds: RefundRow[],
  disputed: Set<string>,
): T[] {
  return orders.map((order) => {
    const mine = refunds.filter((r) => r.orderId === order.id);
    const refundedIds = new Set(mine.flatMap((r) => r.modelIds));
    const items = order.items.map((item) => ({ ...item, refunded: refundedIds.has(item.modelId) }));
    const refundedCount = items.filter((i) => i.refunded).length;
    const refundStatus: NonNullable<OrderDto['refundStatus']> = disputed.has(order.id)
      ? 'disputed'
      : refundedCount === 0
        ? 'none'
        : refundedCount === items.length
          ? 'refunded'
          : 'partially-refunded';
    return {
      ...order,
      items,
      refundStatus,
      refunds: mine.map((r) => ({
        id: r.id,
        modelIds: r.modelIds,
        amountCents: r.amountCents,
        currency: r.currency,
        reason: r.reason,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
    };
  });
}
