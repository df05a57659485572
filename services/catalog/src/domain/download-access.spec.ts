import type { Viewer } from '@pitstop/contracts';
import { fileAccess, filesFor, mayDownload, needsPurchaseCheck } from './download-access.js';
import type { ListingAccess } from './listing-access.js';

const SELLER: Viewer = { id: '11111111-1111-4111-8111-111111111111', role: 'user' };
const BUYER: Viewer = { id: '22222222-2222-4222-8222-222222222222', role: 'user' };
const ADMIN: Viewer = { id: '33333333-3333-4333-8333-333333333333', role: 'admin' };

const listing = (
  changes: Partial<ListingAccess & { priceCents: number }> = {},
): ListingAccess & { priceCents: number } => ({
  id: '44444444-4444-4444-8444-444444444444',
  sellerId: SELLER.id,
  approvalStatus: 'approved',
  visibility: 'public',
  isDraft: false,
  deletedAt: null,
  priceCents: 500,
  ...changes,
});
const bought = { purchasedAt: new Date('2026-01-10T00:00:00Z') };

/** The states a listing leaves the public in: what happens to a buyer's files must not matter. */
const GONE = {
  hidden: listing({ visibility: 'private' }),
  'taken down': listing({ approvalStatus: 'taken_down' }),
  'back in review': listing({ approvalStatus: 'pending' }),
  deleted: listing({ deletedAt: new Date() }),
};

describe('fileAccess', () => {
  it('lets the seller and admins have the files in any state, deleted too', () => {
    for (const state of [listing(), ...Object.values(GONE)]) {
      expect(fileAccess(state, SELLER, null)).toEqual({ kind: 'editor' });
      expect(fileAccess(state, ADMIN, null)).toEqual({ kind: 'editor' });
    }
  });

  it.each(Object.entries(GONE))('a buyer keeps the files of a listing %s', (_state, gone) => {
    expect(fileAccess(gone, BUYER, bought)).toEqual({ kind: 'buyer', ...bought });
    expect(needsPurchaseCheck(gone, BUYER)).toBe(true);
  });

  it.each(Object.entries(GONE))('nobody else sees a listing %s (404)', (_state, gone) => {
    expect(fileAccess(gone, BUYER, null)).toEqual({ kind: 'hidden' });
    expect(fileAccess(gone, null, null)).toEqual({ kind: 'hidden' });
    expect(fileAccess({ ...gone, priceCents: 0 }, BUYER, null)).toEqual({ kind: 'hidden' });
  });

  it('a visible paid listing is locked to those who did not buy it; a free one is public', () => {
    expect(fileAccess(listing(), BUYER, null)).toEqual({ kind: 'locked' });
    expect(fileAccess(listing({ priceCents: 0 }), null, null)).toEqual({ kind: 'public' });
    expect(mayDownload({ kind: 'locked' })).toBe(false);
    expect(mayDownload({ kind: 'hidden' })).toBe(false);
    expect(mayDownload({ kind: 'public' })).toBe(true);
  });

  it('asks orders only when the answer decides anything', () => {
    expect(needsPurchaseCheck(listing(), BUYER)).toBe(true);
    expect(needsPurchaseCheck(listing({ priceCents: 0 }), BUYER)).toBe(false);
    expect(needsPurchaseCheck(listing(), null)).toBe(false);
    expect(needsPurchaseCheck(listing(), SELLER)).toBe(false);
    expect(needsPurchaseCheck(GONE.deleted, ADMIN)).toBe(false);
  });
});

describe('filesFor', () => {
  const at = (iso: string) => new Date(iso);
  const files = [
    { id: 'live', removedAt: null },
    { id: 'replaced-before', removedAt: at('2026-01-01T00:00:00Z') },
    { id: 'replaced-after', removedAt: at('2026-02-01T00:00:00Z') },
  ];
  const ids = (list: { id: string }[]) => list.map((f) => f.id);

  it('gives a buyer the live files and those removed after their purchase', () => {
    const buyer = { kind: 'buyer' as const, ...bought };
    expect(ids(filesFor(files, buyer))).toEqual(['live', 'replaced-after']);
    expect(ids(filesFor(files, buyer, 'replaced-after'))).toEqual(['replaced-after']);
    expect(filesFor(files, buyer, 'replaced-before')).toEqual([]);
  });

  it('lists only the live files to everyone else', () => {
    for (const kind of ['editor', 'public', 'locked'] as const)
      expect(ids(filesFor(files, { kind }))).toEqual(['live']);
    expect(filesFor(files, { kind: 'public' }, 'replaced-after')).toEqual([]);
  });

  it('lets the seller and admins fetch a removed file by its id', () => {
    expect(ids(filesFor(files, { kind: 'editor' }, 'replaced-before'))).toEqual([
      'replaced-before',
    ]);
  });
});
