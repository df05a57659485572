import { Injectable } from '@nestjs/common';
import { requireUuid } from '@pitstop/common';
import type { EntitlementDto, OwnershipDto } from '@pitstop/contracts';
import { EntitlementRepository } from '../repositories/entitlement.repository.js';

/** Who bought what: the catalog's download question, and 'You own this'. */
@Injectable()
export class EntitlementsService {
  constructor(private readonly entitlements: EntitlementRepository) {}

  async check(payload: { userId: string; listingId: string }): Promise<{ entitled: boolean }> {
    const userId = requireUuid(payload?.userId, 'userId');
    const listingId = requireUuid(payload?.listingId, 'listingId');
    return { entitled: (await this.entitlements.ownedAmong(userId, [listingId])).size > 0 };
  }

  async ownership(payload: { userId: string; modelId: string }): Promise<OwnershipDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    const modelId = requireUuid(payload?.modelId, 'modelId');
    const found = await this.entitlements.find(userId, modelId);
    return {
      modelId,
      owned: Boolean(found),
      orderId: found?.orderId ?? null,
      purchasedAt: found ? new Date(found.grantedAt).toISOString() : null,
    };
  }

  async holders(payload: { listingId: string }): Promise<{ userIds: string[] }> {
    const listingId = requireUuid(payload?.listingId, 'listingId');
    return { userIds: await this.entitlements.holders(listingId) };
  }

  async list(payload: { userId: string }): Promise<EntitlementDto[]> {
    const userId = requireUuid(payload?.userId, 'userId');
    return (await this.entitlements.list(userId)).map((row) => ({
      modelId: row.listingId,
      orderId: row.orderId,
      title: row.title,
      slug: row.slug,
      purchasedAt: new Date(row.grantedAt).toISOString(),
    }));
  }
}
