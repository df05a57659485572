import { Controller } from '@nestjs/common';
import { OrdersEvents, type OrderPaidEvent } from '@pitstop/contracts';
import { OnEvent } from '@pitstop/messaging';
import { ListingSaleRepository } from '../repositories/listing-sale.repository.js';

/** Sales made by the orders service, as the listings' earnings. */
@Controller()
export class SalesHandler {
  constructor(private readonly sales: ListingSaleRepository) {}

  @OnEvent(OrdersEvents.orderPaid)
  async onOrderPaid(event: OrderPaidEvent): Promise<void> {
    await this.sales.recordPaidOrder(event);
  }
}
