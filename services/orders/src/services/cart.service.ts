import { Injectable } from '@nestjs/common';
import { BadRequestError, ConflictError, requireUuid } from '@pitstop/common';
import { ORDER_LIMITS, OrderMessages, type CartDto, type Viewer } from '@pitstop/contracts';
import { toCartDto } from '../domain/order-dto.js';
import { currencyOf, previewOf, sellerNameOf, whyNotForSale } from '../domain/sale-rules.js';
import { CartRepository } from '../repositories/cart.repository.js';
import { CatalogListingRepository } from '../repositories/catalog-listing.repository.js';
import { EntitlementRepository } from '../repositories/entitlement.repository.js';

/** The buyer's cart: what is in it and at what price, as the catalog gave it when added. */
@Injectable()
export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalog: CatalogListingRepository,
    private readonly entitlements: EntitlementRepository,
  ) {}

  async get(payload: { userId: string }): Promise<CartDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    return toCartDto(await this.carts.items(userId));
  }

  async addItem(payload: { buyer: Viewer; modelId: string }): Promise<CartDto> {
    const userId = requireUuid(payload?.buyer?.id, 'buyer.id');
    const listingId = requireUuid(payload?.modelId, 'modelId');
    if ((await this.entitlements.ownedAmong(userId, [listingId])).size)
      throw new ConflictError(OrderMessages.alreadyOwned);
    const items = await this.carts.items(userId);
    // Adding twice keeps one item, at the price it was added for.
    if (items.some((item) => item.listingId === listingId)) return toCartDto(items);
    if (items.length >= ORDER_LIMITS.cartItemsMax) throw new ConflictError(OrderMessages.cartFull);

    const listing = await this.catalog.published(listingId);
    const refusal = whyNotForSale(listing, userId);
    if (refusal) throw new BadRequestError(refusal);
    const currency = currencyOf(listing);
    if (items.length && items[0]!.currency !== currency)
      throw new ConflictError(OrderMessages.currencyMismatch);
    await this.carts.add(userId, {
      listingId,
      priceCentsSnapshot: listing.priceCents,
      currency,
      title: listing.title,
      slug: listing.slug,
      sellerId: listing.sellerId,
      sellerName: sellerNameOf(listing),
      previewUrl: previewOf(listing),
    });
    return toCartDto(await this.carts.items(userId));
  }

  async removeItem(payload: { userId: string; modelId: string }): Promise<CartDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    const listingId = requireUuid(payload?.modelId, 'modelId');
    await this.carts.remove(userId, listingId);
    return toCartDto(await this.carts.items(userId));
  }
}
