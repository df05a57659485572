import { Injectable } from '@nestjs/common';
import { OrdersEntitlements, type Viewer } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { needsPurchaseCheck, type Purchase } from '../domain/download-access.js';
import type { ListingAccess } from '../domain/listing-access.js';

/**
 * Whether someone bought a listing, and when, as orders (which owns entitlements) answers it.
 * Asked only when it decides anything (needsPurchaseCheck): not for a free listing anyone can
 * see, visitors, the seller or admins.
 */
@Injectable()
export class BuyerEntitlementsService {
  constructor(private readonly bus: MessagingClient) {}

  async purchase(
    listing: ListingAccess & { priceCents: number },
    viewer: Viewer | null,
    options: { timeoutMs?: number } = {},
  ): Promise<Purchase | null> {
    if (!viewer || !needsPurchaseCheck(listing, viewer)) return null;
    const { owned, purchasedAt } = await this.bus.request(
      OrdersEntitlements.ownership,
      { userId: viewer.id, modelId: listing.id },
      options,
    );
    return owned && purchasedAt ? { purchasedAt: new Date(purchasedAt) } : null;
  }
}
