import { Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError, isUuid, requireUuid } from '@pitstop/common';
import { ORDER_LIMITS, OrderMessages, type EarningsDto, type OrderDto } from '@pitstop/contracts';
import { toOrderDto } from '../domain/order-dto.js';
import { LedgerRepository } from '../repositories/ledger.repository.js';
import { OrderRepository } from '../repositories/order.repository.js';
import { RefundsService } from '../refunds/refunds.service.js';

/** A paging number from the bus: absent is `fallback`, else a whole number from min to max. */
function pageNumber(value: unknown, name: string, fallback: number, min: number, max: number) {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new BadRequestError(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** Purchases (with receipts) for buyers, earnings for sellers. */
@Injectable()
export class OrderHistoryService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly ledger: LedgerRepository,
    private readonly refunds: RefundsService,
  ) {}

  async list(payload: { userId: string; limit?: number; offset?: number }): Promise<OrderDto[]> {
    const userId = requireUuid(payload?.userId, 'userId');
    const { ordersPageDefault, ordersPageMax, ordersOffsetMax } = ORDER_LIMITS;
    const limit = pageNumber(payload.limit, 'limit', ordersPageDefault, 1, ordersPageMax);
    const offset = pageNumber(payload.offset, 'offset', 0, 0, ordersOffsetMax);
    // With their refunds (refunds/): 'Refunded' in Purchases.
    return this.refunds.view((await this.orders.listPaid(userId, limit, offset)).map(toOrderDto));
  }

  /** Another buyer's order is answered exactly as one that does not exist. */
  async get(payload: { userId: string; orderId: string }): Promise<OrderDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    if (!isUuid(payload.orderId)) throw new NotFoundError(OrderMessages.orderNotFound);
    const order = await this.orders.findForBuyer(payload.orderId.toLowerCase(), userId);
    if (!order) throw new NotFoundError(OrderMessages.orderNotFound);
    const [dto] = await this.refunds.view([toOrderDto(order)], { card: true });
    return dto!;
  }

  async earnings(payload: { sellerId: string }): Promise<EarningsDto> {
    const sellerId = requireUuid(payload?.sellerId, 'sellerId');
    const [totalCents, listings] = await Promise.all([
      this.ledger.total(sellerId),
      this.ledger.salesByListing(sellerId),
    ]);
    return {
      totalCents,
      currency: ORDER_LIMITS.currency,
      salesCount: listings.reduce((sum, l) => sum + l.sales, 0),
      listings: listings.map((l) => ({
        modelId: l.listingId,
        title: l.title,
        slug: l.slug,
        sales: l.sales,
        earningsCents: l.earningsCents,
        lastSoldAt: new Date(l.lastSoldAt).toISOString(),
      })),
    };
  }
}
