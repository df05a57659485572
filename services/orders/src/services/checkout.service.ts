import { Inject, Injectable } from '@nestjs/common';
import { BadRequestError, ConflictError, requireUuid } from '@pitstop/common';
import {
  OrderMessages,
  type PaymentIntentDto,
  type PaymentsConfigDto,
  type Viewer,
} from '@pitstop/contracts';
import { whyNotForSale } from '../domain/sale-rules.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider.js';
import { CartRepository } from '../repositories/cart.repository.js';
import { CatalogListingRepository } from '../repositories/catalog-listing.repository.js';
import { EntitlementRepository } from '../repositories/entitlement.repository.js';
import { OrderRepository } from '../repositories/order.repository.js';

/** From a cart to a payment the browser can confirm with the provider. */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly carts: CartRepository,
    private readonly catalog: CatalogListingRepository,
    private readonly entitlements: EntitlementRepository,
    private readonly orders: OrderRepository,
  ) {}

  paymentsConfig(): PaymentsConfigDto {
    return this.provider.publicConfig();
  }

  /**
   * One pending order for the cart as it now is, and its payment: the amount is the sum of the
   * prices the server took when the items were added (the browser sends none). The same cart
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
    // Unpublished, deleted or made free since it was added: not sold.
    const published = await this.catalog.stillPublished(ids);
    const gone = items.filter((item) => {
      const listing = published.get(item.listingId);
      return !listing || whyNotForSale(listing, buyerId) !== null;
    });
    if (gone.length)
      throw new ConflictError(OrderMessages.noLongerForSale(gone.map((item) => item.title)));

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
