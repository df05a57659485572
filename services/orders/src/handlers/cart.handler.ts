import { Controller } from '@nestjs/common';
import { OrdersCart, type Viewer } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { CartService } from '../services/cart.service.js';

@Controller()
export class CartHandler {
  constructor(private readonly cart: CartService) {}

  @Handles(OrdersCart.get)
  get(payload: { userId: string }) {
    return this.cart.get(payload);
  }

  @Handles(OrdersCart.addItem)
  addItem(payload: { buyer: Viewer; modelId: string }) {
    return this.cart.addItem(payload);
  }

  @Handles(OrdersCart.removeItem)
  removeItem(payload: { userId: string; modelId: string }) {
    return this.cart.removeItem(payload);
  }
}
