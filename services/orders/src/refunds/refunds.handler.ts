import { Controller } from '@nestjs/common';
import { OrdersAdmin, type ListAdminOrdersPayload } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { RefundsService } from './refunds.service.js';

/** The admin Orders tab: paid orders, and refunds of them (the gateway checks the admin). */
@Controller()
export class RefundsHandler {
  constructor(private readonly refunds: RefundsService) {}

  @Handles(OrdersAdmin.list)
  list(payload: ListAdminOrdersPayload) {
    return this.refunds.adminList(payload);
  }

  @Handles(OrdersAdmin.refund)
  refund(payload: { actorId: string; orderId: string; lineIds?: string[] }) {
    return this.refunds.adminRefund(payload);
  }
}
