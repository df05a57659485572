import { Injectable } from '@nestjs/common';
import { NotFoundError } from '@pitstop/common';
import { ListingMessages, OrdersEntitlements, type Viewer } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import {
  fileAccess,
  needsPurchaseCheck,
  type FileAccess,
  type Purchase,
} from '../domain/download-access.js';
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

  /**
   * What a viewer may do with a listing's file list (its files, its versions): 404 when they may
   * not see it. The list still shows, without waiting long, while orders is away; only its links
   * (and a listing no longer public) wait for it.
   */
  async listAccess(
    listing: ListingAccess & { priceCents: number },
    viewer: Viewer | null,
  ): Promise<Exclude<FileAccess, { kind: 'hidden' }>> {
    const purchase = await this.purchase(listing, viewer, { timeoutMs: 2_000 }).catch(() => null);
    const access = fileAccess(listing, viewer, purchase);
    if (access.kind === 'hidden') throw new NotFoundError(ListingMessages.notFound);
    return access;
  }
}
