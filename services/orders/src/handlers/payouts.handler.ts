import { Controller } from '@nestjs/common';
import { OrdersPayouts } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { PayoutsService } from '../payouts/payouts.service.js';

/** Sellers' payout accounts, what they are owed and what was sent. */
@Controller()
export class PayoutsHandler {
  constructor(private readonly payouts: PayoutsService) {}

  @Handles(OrdersPayouts.get)
  get(payload: { sellerId: string }) {
    return this.payouts.get(payload.sellerId);
  }

  @Handles(OrdersPayouts.onboard)
  onboard(payload: {
    sellerId: string;
    email: string | null;
    returnUrl: string;
    refreshUrl: string;
  }) {
    return this.payouts.onboard(payload);
  }

  @Handles(OrdersPayouts.dashboard)
  dashboard(payload: { sellerId: string }) {
    return this.payouts.dashboard(payload.sellerId);
  }

  @Handles(OrdersPayouts.activateTest)
  activateTest(payload: { sellerId: string; accountId: string }) {
    return this.payouts.activateTest(payload.sellerId, payload.accountId);
  }

  @Handles(OrdersPayouts.run)
  run() {
    return this.payouts.run();
  }
}
