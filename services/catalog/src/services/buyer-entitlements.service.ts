import { Injectable } from '@nestjs/common';
import { OrdersEntitlements, type Viewer } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { canEdit } from '../domain/listing-access.js';

/**
 * Whether someone bought a paid listing, as orders (which owns entitlements) answers it. Asked
 * only when it decides anything: not for free listings, visitors, the seller or admins.
 */
@Injectable()
export class BuyerEntitlementsService {
  constructor(private readonly bus: MessagingClient) {}

  async entitled(
    listing: { id: string; sellerId: string; priceCents: number },
    viewer: Viewer | null,
    options: { timeoutMs?: number } = {},
  ): Promise<boolean> {
    if (listing.priceCents === 0 || !viewer || canEdit(listing, viewer)) return false;
    const { entitled } = await this.bus.request(
      OrdersEntitlements.check,
      {
        userId: viewer.id,
        listingId: listing.id,
      },
      options,
    );
    return entitled;
  }
}
