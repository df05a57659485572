import {
  COLLECTION_LIMITS,
  CollectionMessages as Msg,
  RpcErrorCode,
  type Actor,
} from '@pitstop/contracts';
import type { ListingAccess } from '../domain/listing-access.js';
import type {
  CollectionAccess,
  CollectionRefusal,
  CollectionRepository,
  CollectionRow,
} from '../repositories/collection.repository.js';
import type { MemberRepository } from '../repositories/member.repository.js';
import type { CollectionGeneration } from './collection-generation.js';
import { CollectionsService } from './collections.service.js';

// What CollectionsService decides: who may read and change a collection, which listings may be
// saved, and how the repository's refusals read. Limits under concurrency, counts and the one
// name per person live in CollectionRepository and are checked against Postgres through the
// gateway (services/gateway/test/collections.int-spec.ts).

const person = (n: number, role: Actor['role'] = 'user'): Actor => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`,
  role,
  firstName: 'Sam',
  lastName: 'Rivera',
  displayName: null,
  createdAt: '',
});
const OWNER = person(1);
const OTHER = person(2);
const ADMIN = person(3, 'admin');
const PRIVATE_ID = 'cccccccc-cccc-4ccc-8ccc-000000000001';
const PUBLIC_ID = 'cccccccc-cccc-4ccc-8ccc-000000000002';
const LISTING = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001';

const row = (id: string, isPublic: boolean): CollectionRow => ({
  id,
  ownerId: OWNER.id,
  name: isPublic ? 'Shared' : 'Mine',
  isPublic,
  itemCount: 0,
  cover: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
});
const ROWS: Record<string, CollectionRow> = {
  [PRIVATE_ID]: row(PRIVATE_ID, false),
  [PUBLIC_ID]: row(PUBLIC_ID, true),
};
/** A public collection whose owner's account was deleted (not removed by the event yet). */
const ORPHAN_ID = 'cccccccc-cccc-4ccc-8ccc-000000000003';

const listing = (change: Partial<ListingAccess>): ListingAccess => ({
  id: LISTING,
  sellerId: OTHER.id,
  approvalStatus: 'approved',
  visibility: 'public',
  isDraft: false,
  deletedAt: null,
  ...change,
});

/** A repository over ROWS; `refusal` is what its writes answer, and `listingNow` what addItem's guard sees. */
function fakeRepository(
  options: { refusal?: CollectionRefusal; listingNow?: ListingAccess | null } = {},
) {
  const writes: string[] = [];
  const answer = (id: string) => options.refusal ?? ROWS[id]!;
  const repository = {
    findAccess: async (id: string): Promise<CollectionAccess | null> =>
      ROWS[id] ? { id, ownerId: ROWS[id].ownerId, isPublic: ROWS[id].isPublic } : null,
    findWithOwner: async (id: string) => {
      const owner = { firstName: 'Sam', lastName: 'Rivera', displayName: null };
      if (id === ORPHAN_ID) return { ...row(ORPHAN_ID, true), owner, ownerStatus: 'deleted' };
      return ROWS[id] ? { ...ROWS[id], owner, ownerStatus: 'active' } : null;
    },
    items: async () => [],
    listOwn: async () => Object.values(ROWS),
    create: async (_owner: string, fields: { name: string; isPublic: boolean }, max: number) => {
      writes.push(`create ${fields.name} ${fields.isPublic} max ${max}`);
      return options.refusal ?? ROWS[PRIVATE_ID]!;
    },
    update: async (access: CollectionAccess, changes: object) => {
      writes.push(`update ${access.id} ${JSON.stringify(changes)}`);
      return answer(access.id);
    },
    delete: async (id: string) => {
      writes.push(`delete ${id}`);
      return true;
    },
    addItem: async (
      id: string,
      listingId: string,
      max: number,
      guard: (l: ListingAccess | null) => void,
    ) => {
      guard(options.listingNow === undefined ? listing({}) : options.listingNow);
      writes.push(`add ${listingId} to ${id} max ${max}`);
      return answer(id);
    },
    removeItem: async (id: string, listingId: string) => {
      writes.push(`remove ${listingId} from ${id}`);
      return answer(id);
    },
  };
  return { repository: repository as unknown as CollectionRepository, writes };
}

const members = { remember: async () => undefined } as unknown as MemberRepository;

function service(options?: Parameters<typeof fakeRepository>[0]) {
  const fake = fakeRepository(options);
  // The collections' generation as a counter of bumps (Redis's, in the integration tests).
  const generation = { bump: async () => void fake.writes.push('bump') };
  return {
    service: new CollectionsService(
      fake.repository,
      members,
      generation as unknown as CollectionGeneration,
    ),
    writes: fake.writes,
  };
}

const refusedWith = (code: string, message: string) =>
  expect.objectContaining({ code, message }) as unknown;

describe('CollectionsService', () => {
  it('creates a private collection by default with the per-person limit', async () => {
    const { service: s, writes } = service();
    const created = await s.create({ actor: OWNER, name: '  Mine  ' });
    expect(created).toMatchObject({ id: PRIVATE_ID, isPublic: false, itemCount: 0 });
    expect(writes).toEqual([`create Mine false max ${COLLECTION_LIMITS.collectionsPerUserMax}`]);
  });

  it("moves the collections' generation after each change it commits, so kept pages retire", async () => {
    const { service: s, writes } = service();
    await s.update({ actor: OWNER, collectionId: PUBLIC_ID, isPublic: false });
    await s.addItem({ actor: OWNER, collectionId: PRIVATE_ID, listingId: LISTING });
    await s.removeItem({ actor: OWNER, collectionId: PRIVATE_ID, listingId: LISTING });
    await s.delete({ actor: OWNER, collectionId: PRIVATE_ID });
    expect(writes).toEqual([
      `update ${PUBLIC_ID} {"isPublic":false}`,
      'bump',
      `add ${LISTING} to ${PRIVATE_ID} max ${COLLECTION_LIMITS.itemsPerCollectionMax}`,
      'bump',
      `remove ${LISTING} from ${PRIVATE_ID}`,
      'bump',
      `delete ${PRIVATE_ID}`,
      'bump',
    ]);
  });

  it("words the repository's refusals: too many, name taken, full", async () => {
    await expect(
      service({ refusal: 'too-many' }).service.create({ actor: OWNER, name: 'x' }),
    ).rejects.toEqual(refusedWith(RpcErrorCode.Conflict, Msg.tooMany));
    await expect(
      service({ refusal: 'name-taken' }).service.update({
        actor: OWNER,
        collectionId: PRIVATE_ID,
        name: 'Shared',
      }),
    ).rejects.toEqual(refusedWith(RpcErrorCode.Conflict, Msg.nameTaken));
    await expect(
      service({ refusal: 'full' }).service.addItem({
        actor: OWNER,
        collectionId: PRIVATE_ID,
        listingId: LISTING,
      }),
    ).rejects.toEqual(refusedWith(RpcErrorCode.Conflict, Msg.full));
  });

  it('shows a private collection to its owner only, and a public one to anyone', async () => {
    const { service: s } = service();
    expect(await s.get({ viewer: OWNER, collectionId: PRIVATE_ID })).toMatchObject({
      id: PRIVATE_ID,
      owner: { id: OWNER.id, firstName: 'Sam' },
      items: [],
    });
    for (const viewer of [null, OTHER, ADMIN])
      await expect(s.get({ viewer, collectionId: PRIVATE_ID })).rejects.toEqual(
        refusedWith(RpcErrorCode.NotFound, Msg.notFound),
      );
    for (const viewer of [null, OTHER, OWNER])
      expect(await s.get({ viewer, collectionId: PUBLIC_ID })).toMatchObject({ id: PUBLIC_ID });
  });

  it("hides a deleted account's public collection from everyone, its old owner included", async () => {
    const { service: s } = service();
    for (const viewer of [null, OTHER, OWNER, ADMIN])
      await expect(s.get({ viewer, collectionId: ORPHAN_ID })).rejects.toEqual(
        refusedWith(RpcErrorCode.NotFound, Msg.notFound),
      );
  });

  it('refuses a collection from an account deleted while the request was on its way', async () => {
    await expect(
      service({ refusal: 'account-deleted' }).service.create({ actor: OWNER, name: 'Late' }),
    ).rejects.toEqual(refusedWith(RpcErrorCode.Unauthorized, 'Unauthorized'));
  });

  it("refuses every change to someone else's collection as not found, writing nothing", async () => {
    const { service: s, writes } = service();
    for (const actor of [OTHER, ADMIN]) {
      for (const collectionId of [PRIVATE_ID, PUBLIC_ID]) {
        const attempts = [
          s.update({ actor, collectionId, name: 'Taken' }),
          s.delete({ actor, collectionId }),
          s.addItem({ actor, collectionId, listingId: LISTING }),
          s.removeItem({ actor, collectionId, listingId: LISTING }),
        ];
        for (const attempt of attempts)
          await expect(attempt).rejects.toEqual(refusedWith(RpcErrorCode.NotFound, Msg.notFound));
      }
    }
    expect(writes).toEqual([]);
  });

  it('saves only listings everyone may see: unknown is not found, unpublished is refused', async () => {
    const add = (listingNow: ListingAccess | null, actor = OWNER) =>
      service({ listingNow }).service.addItem({
        actor,
        collectionId: PRIVATE_ID,
        listingId: LISTING,
      });
    await expect(add(null)).rejects.toEqual(refusedWith(RpcErrorCode.NotFound, Msg.modelNotFound));
    // Someone else's pending listing: the owner cannot see it at all.
    await expect(add(listing({ approvalStatus: 'pending' }))).rejects.toEqual(
      refusedWith(RpcErrorCode.NotFound, Msg.modelNotFound),
    );
    // Their own pending one: they see it, and are told why it cannot be saved.
    await expect(add(listing({ approvalStatus: 'pending', sellerId: OWNER.id }))).rejects.toEqual(
      refusedWith(RpcErrorCode.Conflict, Msg.modelNotPublished),
    );
    await expect(add(listing({}))).resolves.toMatchObject({ id: PRIVATE_ID });
  });

  it('refuses bad input before anything is read or written', async () => {
    const { service: s, writes } = service();
    await expect(s.create({ actor: OWNER, name: '   ' })).rejects.toEqual(
      refusedWith(RpcErrorCode.BadRequest, Msg.nameRequired),
    );
    await expect(
      s.create({ actor: OWNER, name: 'Mine', isPublic: 'yes' as unknown as boolean }),
    ).rejects.toEqual(refusedWith(RpcErrorCode.BadRequest, Msg.isPublicInvalid));
    await expect(s.update({ actor: OWNER, collectionId: PRIVATE_ID })).rejects.toEqual(
      refusedWith(RpcErrorCode.BadRequest, Msg.nothingToChange),
    );
    await expect(
      s.addItem({ actor: OWNER, collectionId: PRIVATE_ID, listingId: 'nope' }),
    ).rejects.toEqual(refusedWith(RpcErrorCode.NotFound, 'Model not found'));
    await expect(s.get({ viewer: null, collectionId: PUBLIC_ID, limit: 0 })).rejects.toEqual(
      refusedWith(RpcErrorCode.BadRequest, 'limit must be a whole number from 1 to 100'),
    );
    await expect(s.list({ actor: null as never })).rejects.toEqual(
      refusedWith(RpcErrorCode.Unauthorized, 'Unauthorized'),
    );
    expect(writes).toEqual([]);
  });
});
