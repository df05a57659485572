import { Controller } from '@nestjs/common';
import { OrdersEntitlements, OrdersHistory } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { EntitlementsService } from '../services/entitlements.service.js';
import { OrderHistoryService } from '../services/order-history.service.js';

/** Purchases, earnings and entitlements: what paid orders left behind. */
@Controller()
export class OrdersHandler {
  constructor(
    private readonly history: OrderHistoryService,
    private readonly entitlements: EntitlementsService,
  ) {}

  @Handles(OrdersHistory.list)
  list(payload: { userId: string; limit?: number; offset?: number }) {
    return this.history.list(payload);
  }

  @Handles(OrdersHistory.get)
  get(payload: { userId: string; orderId: string }) {
    return this.history.get(payload);
  }

  @Handles(OrdersHistory.earnings)
  earnings(payload: { sellerId: string }) {
    return this.history.earnings(payload);
  }

  @Handles(OrdersEntitlements.check)
  check(payload: { userId: string; listingId: string }) {
    return this.entitlements.check(payload);
  }

  @Handles(OrdersEntitlements.list)
  entitlementsOf(payload: { userId: string }) {
    return this.entitlements.list(payload);
  }

  @Handles(OrdersEntitlements.ownership)
  ownership(payload: { userId: string; modelId: string }) {
    return this.entitlements.ownership(payload);
  }

  @Handles(OrdersEntitlements.holders)
  holders(payload: { listingId: string }) {
    return this.entitlements.holders(payload);
  }
}
