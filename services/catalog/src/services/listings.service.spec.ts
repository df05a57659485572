import {
  RpcErrorCode,
  ListingMessages as Msg,
  type Actor,
  type ListingInput,
} from '@pitstop/contracts';
import { canView, type AccessGuard, type ListingAccess } from '../domain/listing-access.js';
import type { ListingRow } from '../domain/listing-dto.js';
import type { ListingFields } from '../domain/listing-input.js';
import type { ListingFilter } from '../domain/listing-query.js';
import type { FitConfirmationRepository } from '../repositories/fit-confirmation.repository.js';
import type { ChangePlan, ListingRepository } from '../repositories/listing.repository.js';
import type { MemberRepository } from '../repositories/member.repository.js';
import type { MessagingClient } from '@pitstop/messaging';
import type { ListingFileRepository } from '../repositories/listing-file.repository.js';
import { ListingMediaService } from './listing-media.service.js';
import { ListingsService } from './listings.service.js';

const MAKE = '11111111-1111-4111-8111-111111111111';
const MODEL = '22222222-2222-4222-8222-222222222222';
const GENERATION = '33333333-3333-4333-8333-333333333333';
const CATEGORY = '55555555-5555-4555-8555-555555555555';

const person = (n: number, role: 'user' | 'admin' = 'user'): Actor => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
  role,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  displayName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const SELLER = person(1);
const STRANGER = person(2);
const ADMIN = person(3, 'admin');

const input: ListingInput = {
  title: 'Shift Knob',
  shortDescription: 'Weighted knob',
  categoryId: CATEGORY,
  vehicleFitment: { makeId: MAKE, modelId: MODEL, generationId: GENERATION },
};

/** Listings in memory, with the repository's contract: plans run on the current row, guards may throw. */
function fakeListings() {
  const rows = new Map<string, ListingRow>();
  const events: string[] = [];
  const filters: ListingFilter[] = [];
  const relatedLimits: number[] = [];
  let n = 0;
  const toRow = (fields: ListingFields, sellerId: string, slug: string): ListingRow => ({
    ...fields,
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${String(++n).padStart(12, '0')}`,
    slug,
    sellerId,
    approvalStatus: 'pending',
    deletedAt: null,
    categoryName: null,
    downloadCount: 0,
    likeCount: 0,
    ratingAvg: 0,
    ratingCount: 0,
    totalEarningsCents: 0,
    makeName: null,
    makeSlug: null,
    modelSlug: null,
    modelName: null,
    generationName: null,
    yearStart: null,
    yearEnd: null,
    trimName: null,
    seller: { firstName: 'First1', lastName: 'Last1', displayName: null },
    previews: [],
    likedByMe: false,
    version: 1,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const live = (id: string) => {
    const row = rows.get(id);
    return row && !row.deletedAt ? row : null;
  };
  const repository = {
    findById: async (id: string) => live(id),
    findBySlug: async (slug: string) =>
      [...rows.values()].find((r) => r.slug === slug && !r.deletedAt) ?? null,
    findAccess: async (id: string): Promise<ListingAccess | null> => live(id),
    list: async (filter: ListingFilter) => {
      filters.push(filter);
      const items = [...rows.values()].filter((r) => !r.deletedAt);
      return { rows: items, total: items.length };
    },
    related: async (_base: ListingRow, limit: number) => {
      relatedLimits.push(limit);
      return [];
    },
    listPending: async () => {
      const pending = [...rows.values()].filter((r) => r.approvalStatus === 'pending');
      return { rows: pending, total: pending.length };
    },
    categoryExists: async (id: string) => id === CATEGORY,
    fitmentExists: async (f: ListingFields) =>
      f.makeId === MAKE && f.modelId === MODEL && f.generationId === GENERATION,
    create: async (
      fields: ListingFields,
      media: { previews: { storageUrl: string }[] },
      sellerId: string,
      base: string,
    ) => {
      const taken = new Set([...rows.values()].map((r) => r.slug));
      let slug = base;
      for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
      const row = toRow(fields, sellerId, slug);
      row.previews = media.previews.map(({ storageUrl }, i) => ({ id: `p${i}`, storageUrl }));
      rows.set(row.id, row);
      events.push(`created v${row.version}`);
      return row;
    },
    update: async (id: string, plan: ChangePlan) => {
      const row = live(id);
      if (!row) return null;
      const change = plan(row);
      Object.assign(row, change.fields ?? {});
      if (change.previews)
        row.previews = change.previews.map(({ storageUrl }, i) => ({ id: `p${i}`, storageUrl }));
      if (change.approvalStatus) row.approvalStatus = change.approvalStatus;
      if (change.publish) Object.assign(row, { isDraft: false, visibility: 'public' });
      row.version++;
      events.push(`${change.event} v${row.version}`);
      return row;
    },
    softDelete: async (id: string, guard: AccessGuard) => {
      const row = live(id);
      guard(row);
      if (!row) throw new Error('the guard let a missing listing through');
      row.deletedAt = new Date();
      row.version++;
      events.push(`deleted v${row.version}`);
      return { id, version: row.version };
    },
  };
  return {
    repository: repository as unknown as ListingRepository,
    rows,
    events,
    filters,
    relatedLimits,
  };
}

function fakeMembers() {
  const remembered: string[] = [];
  const repository = { remember: async (actor: Actor) => void remembered.push(actor.id) };
  return { repository: repository as unknown as MemberRepository, remembered };
}

const rejects = (code: RpcErrorCode, message?: string) =>
  expect.objectContaining(message ? { code, message } : { code });

describe('ListingsService', () => {
  let listings: ReturnType<typeof fakeListings>;
  let members: ReturnType<typeof fakeMembers>;
  let service: ListingsService;
  beforeEach(() => {
    listings = fakeListings();
    members = fakeMembers();
    service = new ListingsService(
      listings.repository,
      members.repository,
      verifyingMedia(),
      // The export's confirmed fits are read by the integration specs.
      {} as FitConfirmationRepository,
    );
  });
  const create = (change: Partial<ListingInput> = {}, actor = SELLER) =>
    service.create({ actor, listing: { ...input, ...change } });

  it('creates a private draft pending approval, remembering the seller', async () => {
    const listing = await create({ imageUrls: ['/media/a.png', '/media/b.png'] });
    expect(listing).toMatchObject({
      slug: 'shift-knob',
      sellerId: SELLER.id,
      approvalStatus: 'pending',
      isDraft: true,
      visibility: 'private',
      isFree: true,
      priceCents: 0,
      imageUrls: ['/media/a.png', '/media/b.png'],
    });
    expect(members.remembered).toEqual([SELLER.id]);
    expect(listings.events).toEqual(['created v1']);
  });

  it('makes the slug unique and falls back to "model" when the title has no letters', async () => {
    await create();
    expect((await create()).slug).toBe('shift-knob-2');
    expect((await create({ title: '!!!' })).slug).toBe('model');
  });

  it('refuses a vehicle or category that does not exist', async () => {
    const unknown = '99999999-9999-4999-8999-999999999999';
    await expect(
      create({ vehicleFitment: { makeId: MAKE, modelId: MODEL, generationId: unknown } }),
    ).rejects.toEqual(rejects(RpcErrorCode.BadRequest, Msg.fitmentUnknown));
    await expect(create({ categoryId: unknown })).rejects.toEqual(
      rejects(RpcErrorCode.BadRequest, Msg.categoryUnknown),
    );
    expect(listings.rows.size).toBe(0);
  });

  it('refuses a write without a signed-in actor', async () => {
    await expect(service.create({ listing: input } as never)).rejects.toEqual(
      rejects(RpcErrorCode.Unauthorized),
    );
  });

  it('hides an unpublished listing from everyone but its seller and admins', async () => {
    const { id, slug } = await create();
    for (const viewer of [null, STRANGER])
      await expect(service.get({ viewer, id })).rejects.toEqual(
        rejects(RpcErrorCode.NotFound, Msg.notFound),
      );
    expect((await service.get({ viewer: SELLER, slug })).id).toBe(id);
    expect((await service.get({ viewer: ADMIN, id })).id).toBe(id);
  });

  it('answers an unknown or malformed id as not found', async () => {
    for (const id of ['99999999-9999-4999-8999-999999999999', 'not-an-id'])
      await expect(service.get({ viewer: null, id })).rejects.toEqual(
        rejects(RpcErrorCode.NotFound, Msg.notFound),
      );
    await expect(service.get({ viewer: null, slug: 'nope' })).rejects.toEqual(
      rejects(RpcErrorCode.NotFound, Msg.notFound),
    );
  });

  it('lets the seller and admins edit, and nobody else', async () => {
    const { id } = await create();
    await expect(
      service.update({ actor: STRANGER, listingId: id, changes: { title: 'Mine now' } }),
    ).rejects.toEqual(rejects(RpcErrorCode.Forbidden, Msg.notOwner));
    expect(
      (await service.update({ actor: SELLER, listingId: id, changes: { title: 'Knob v2' } })).title,
    ).toBe('Knob v2');
    expect(
      (await service.update({ actor: ADMIN, listingId: id, changes: { priceCents: 500 } })).isFree,
    ).toBe(false);
  });

  it('keeps the slug when the title changes', async () => {
    const { id } = await create();
    expect(
      (await service.update({ actor: SELLER, listingId: id, changes: { title: 'Other' } })).slug,
    ).toBe('shift-knob');
  });

  it('checks the edited listing as a whole', async () => {
    const { id } = await create();
    await expect(
      service.update({ actor: SELLER, listingId: id, changes: { isFree: false } }),
    ).rejects.toEqual(rejects(RpcErrorCode.BadRequest, Msg.priceTooLow));
  });

  it('sends an edited rejected listing back for approval', async () => {
    const { id } = await create();
    await service.decide({ actor: ADMIN, listingId: id, approved: false });
    const edited = await service.update({
      actor: SELLER,
      listingId: id,
      changes: { shortDescription: 'Now with a longer thread' },
    });
    expect(edited.approvalStatus).toBe('pending');
  });

  it('sends an approved listing back for review when its seller changes what was approved', async () => {
    const { id } = await create();
    await service.decide({ actor: ADMIN, listingId: id, approved: true });
    const repriced = await service.update({
      actor: SELLER,
      listingId: id,
      changes: { priceCents: 900 },
    });
    expect(repriced.approvalStatus).toBe('approved');
    const byAdmin = await service.update({
      actor: ADMIN,
      listingId: id,
      changes: { title: 'Tidied title' },
    });
    expect(byAdmin.approvalStatus).toBe('approved');
    const retitled = await service.update({
      actor: SELLER,
      listingId: id,
      changes: { imageUrls: ['/media/new.png'] },
    });
    expect(retitled.approvalStatus).toBe('pending');
    await expect(service.get({ viewer: STRANGER, id })).rejects.toEqual(
      rejects(RpcErrorCode.NotFound),
    );
  });

  it("shows a paid listing's files only to its seller and admins", async () => {
    const { id } = await create({ priceCents: 500, fileUrls: [KNOB_UPLOAD] });
    await service.decide({ actor: ADMIN, listingId: id, approved: true });
    for (const viewer of [SELLER, ADMIN])
      expect((await service.get({ viewer, id })).fileUrls).toEqual([KNOB_UPLOAD]);
    for (const viewer of [STRANGER, null]) {
      expect((await service.get({ viewer, id })).fileUrls).toEqual([]);
      expect((await service.list({ viewer })).items[0]!.fileUrls).toEqual([]);
    }
  });

  it('publishes on approval and refuses deciding twice', async () => {
    const { id } = await create();
    const approved = await service.decide({ actor: ADMIN, listingId: id, approved: true });
    expect(approved).toMatchObject({
      approvalStatus: 'approved',
      isDraft: false,
      visibility: 'public',
    });
    expect(canView(listings.rows.get(id)!, null)).toBe(true);
    await expect(service.decide({ actor: ADMIN, listingId: id, approved: false })).rejects.toEqual(
      rejects(RpcErrorCode.Conflict),
    );
    expect(listings.events).toEqual(['created v1', 'approved v2']);
  });

  it('lets only admins see pending listings and decide', async () => {
    const { id } = await create();
    await expect(service.listPending({ actor: SELLER })).rejects.toEqual(
      rejects(RpcErrorCode.Forbidden),
    );
    await expect(service.decide({ actor: SELLER, listingId: id, approved: true })).rejects.toEqual(
      rejects(RpcErrorCode.Forbidden),
    );
    expect(await service.listPending({ actor: ADMIN })).toMatchObject({
      items: [{ id }],
      total: 1,
    });
    await expect(
      service.decide({ actor: ADMIN, listingId: id, approved: 'yes' as never }),
    ).rejects.toEqual(rejects(RpcErrorCode.BadRequest));
  });

  it('deletes for the seller or an admin only, after which the listing is gone', async () => {
    const { id } = await create();
    await expect(service.delete({ actor: STRANGER, listingId: id })).rejects.toEqual(
      rejects(RpcErrorCode.Forbidden, Msg.notOwner),
    );
    expect(await service.delete({ actor: SELLER, listingId: id })).toEqual({ id });
    await expect(service.get({ viewer: SELLER, id })).rejects.toEqual(
      rejects(RpcErrorCode.NotFound),
    );
    await expect(service.delete({ actor: ADMIN, listingId: id })).rejects.toEqual(
      rejects(RpcErrorCode.NotFound),
    );
  });

  it("lists a seller's unpublished listings only for themselves or an admin", async () => {
    await service.list({ viewer: SELLER, sellerId: SELLER.id });
    await service.list({ viewer: STRANGER, sellerId: SELLER.id });
    await service.list({ viewer: null });
    expect(listings.filters.map((f) => f.includeUnpublished)).toEqual([true, false, false]);
  });

  it('limits related listings to the allowed range', async () => {
    const { id } = await create();
    await expect(service.related({ viewer: SELLER, listingId: id, limit: 9 })).rejects.toEqual(
      rejects(RpcErrorCode.BadRequest, 'limit must be a whole number from 1 to 8'),
    );
    expect(await service.related({ viewer: SELLER, listingId: id })).toEqual([]);
    await service.related({ viewer: SELLER, listingId: id, limit: 8 });
    expect(listings.relatedLimits).toEqual([4, 8]);
  });
});

/** An upload address of ours: the fake media below verifies it. */
const KNOB_UPLOAD = '/media/uploads/seller/knob.stl';

/**
 * The listing media service with a media that verifies every upload address it is asked about
 * (as media does for an upload its owner finished), for specs about listings, not files. Other
 * addresses (the specs' '/media/knob.png' images) stay links, without asking media.
 */
function verifyingMedia(): ListingMediaService {
  const noFiles = { files: async () => [], previews: async () => [], unreferenced: async () => [] };
  const media = {
    request: async (_pattern: unknown, { items }: { items: { url: string }[] }) =>
      items.map(({ url }) => ({
        url,
        key: url.replace('/media/', ''),
        filename: url.split('/').pop()!,
        sizeBytes: 1_000,
        fileType: 'stl',
        contentType: 'model/stl',
        purpose: 'model',
      })),
  };
  return new ListingMediaService(
    media as unknown as MessagingClient,
    noFiles as unknown as ListingFileRepository,
  );
}
