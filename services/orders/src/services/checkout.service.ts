import { Inject, Injectable } from '@nestjs/common';
import { BadRequestError, ConflictError, requireUuid } from '@pitstop/common';
import {
  OrderMessages,
  type PaymentIntentDto,
  type PaymentsConfigDto,
  type Viewer,
} from '@pitstop/contracts';
import { ORDERS_CONFIG, type OrdersConfig } from '../config.js';
import { cartChangesSince, hasChanges } from '../domain/cart-check.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider.js';
import { CartRepository } from '../repositories/cart.repository.js';
import { CatalogListingRepository } from '../repositories/catalog-listing.repository.js';
import { EntitlementRepository } from '../repositories/entitlement.repository.js';
import { OrderRepository } from '../repositories/order.repository.js';
import { payoutTermsOf } from '../payouts/payouts-config.js';

/** From a cart to a payment the browser can confirm with the provider. */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly carts: CartRepository,
    private readonly catalog: CatalogListingRepository,
    private readonly entitlements: EntitlementRepository,
    private readonly orders: OrderRepository,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
  ) {}

  paymentsConfig(): PaymentsConfigDto {
    return { ...this.provider.publicConfig(), ...payoutTermsOf(this.config) };
  }

  /**
   * One pending order for the cart as it now is, and its payment: the amount is the sum of the
   * catalog's prices as they are now (the browser sends none); a 409 when they changed since
   * the items were added, with the cart updated. The same cart
   * again, from this tab or another, gets the same order and payment.
   */
  async createPaymentIntent(payload: { buyer: Viewer }): Promise<PaymentIntentDto> {
    const buyerId = requireUuid(payload?.buyer?.id, 'buyer.id');
    const items = await this.carts.items(buyerId);
    if (items.length === 0) throw new BadRequestError(OrderMessages.cartEmpty);

    const ids = items.map((item) => item.listingId);
    const owned = await this.entitlements.ownedAmong(buyerId, ids);
    if (owned.size)
      throw new ConflictError(
        OrderMessages.alreadyOwnedInCart(
          items.filter((i) => owned.has(i.listingId)).map((i) => i.title),
        ),
      );
    // The catalog's prices now, not the ones taken at add-to-cart: a seller may have changed a
    // price, or unpublished, deleted or made free a listing since. The cart takes the changes
    // and the buyer sees them (the new total) before anything is charged.
    const changes = cartChangesSince(items, await this.catalog.stillPublished(ids), buyerId);
    if (hasChanges(changes)) {
      await this.carts.applyCatalogChanges(buyerId, changes);
      throw new ConflictError(OrderMessages.cartChanged(changes));
    }

    const open = await this.orders.openOrderForCart(buyerId, this.provider.name);
    if (!open) throw new BadRequestError(OrderMessages.cartEmpty);
    for (const replaced of open.replacedPayments)
      if (replaced.provider === this.provider.name)
        void this.provider.cancel(replaced.providerPaymentId).catch(() => undefined);

    const { order, payment } = open;
    let clientSecret = payment.clientSecret;
    if (!clientSecret) {
      // Also after a crash or a provider outage between the order and the provider's answer:
      // the order id is the idempotency key, so asking again cannot make a second payment.
      const created = await this.provider.create({
        orderId: order.id,
        amountCents: order.totalCents,
        currency: order.currency,
        buyerId,
      });
      await this.orders.attachProviderPayment(
        payment.id,
        created.providerPaymentId,
        created.clientSecret,
      );
      clientSecret = created.clientSecret;
    }
    return {
      clientSecret,
      orderId: order.id,
      amountCents: order.totalCents,
      currency: order.currency,
      provider: this.provider.name,
    };
  }
}
