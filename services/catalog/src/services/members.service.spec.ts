import { RpcErrorCode, ListingMessages as Msg, type UserUpdatedEvent } from '@pitstop/contracts';
import type { MemberRepository, MemberUpdate } from '../repositories/member.repository.js';
import { MembersService } from './members.service.js';

const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const event: UserUpdatedEvent = {
  user: {
    id: ID,
    firstName: 'Maya',
    lastName: 'Okafor',
    displayName: 'BoostedMaya',
    bio: null,
    profileImageUrl: null,
    role: 'user',
    status: 'active',
    createdAt: '2025-03-01T10:00:00.000Z',
  },
  updatedAt: '2026-02-01T10:00:00.000Z',
};

describe('MembersService', () => {
  const applied: MemberUpdate[] = [];
  const service = new MembersService({
    apply: async (update: MemberUpdate) => {
      applied.push(update);
      return true;
    },
    findSeller: async (id: string) =>
      id === ID
        ? {
            id,
            firstName: 'Maya',
            lastName: 'Okafor',
            displayName: null,
            joinedAt: null,
            listingCount: 3,
          }
        : null,
  } as unknown as MemberRepository);

  it('applies a users event with its times', async () => {
    await service.onUserUpdated(event);
    expect(applied.at(-1)).toEqual({
      id: ID,
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: 'BoostedMaya',
      status: 'active',
      joinedAt: new Date('2025-03-01T10:00:00.000Z'),
      updatedAt: new Date('2026-02-01T10:00:00.000Z'),
    });
  });

  it('drops a malformed event instead of failing it forever', async () => {
    const before = applied.length;
    await service.onUserUpdated({ user: { id: 'left-behind' }, updatedAt: 'x' } as never);
    await service.onUserUpdated({ ...event, updatedAt: 'yesterday' });
    expect(applied).toHaveLength(before);
  });

  it('shows a seller card, and says when there is no such seller', async () => {
    expect(await service.getSeller({ sellerId: ID })).toEqual({
      id: ID,
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: null,
      joinedAt: null,
      listingCount: 3,
    });
    for (const sellerId of ['99999999-9999-4999-8999-999999999999', 'maya'])
      await expect(service.getSeller({ sellerId })).rejects.toMatchObject({
        code: RpcErrorCode.NotFound,
        message: Msg.sellerNotFound,
      });
  });
});
