import { RpcErrorCode, ListingMessages as Msg, type Viewer } from '@pitstop/contracts';
import {
  assertEditable,
  canEdit,
  canView,
  isPubliclyVisible,
  type ListingAccess,
} from './listing-access.js';

const SELLER: Viewer = { id: 'seller', role: 'user' };
const OTHER: Viewer = { id: 'other', role: 'user' };
const ADMIN: Viewer = { id: 'admin', role: 'admin' };

const published: ListingAccess = {
  id: 'l1',
  sellerId: 'seller',
  approvalStatus: 'approved',
  visibility: 'public',
  isDraft: false,
  deletedAt: null,
};

describe('who sees a listing', () => {
  it('shows an approved, public, published listing to everyone', () => {
    expect(isPubliclyVisible(published)).toBe(true);
    for (const viewer of [null, OTHER, SELLER, ADMIN])
      expect(canView(published, viewer)).toBe(true);
  });

  it.each([
    ['pending', { approvalStatus: 'pending' }],
    ['rejected', { approvalStatus: 'rejected' }],
    ['a draft', { isDraft: true }],
    ['private', { visibility: 'private' }],
  ] as const)('shows a %s listing only to its seller and admins', (_case, change) => {
    const listing = { ...published, ...change };
    expect(isPubliclyVisible(listing)).toBe(false);
    expect(canView(listing, null)).toBe(false);
    expect(canView(listing, OTHER)).toBe(false);
    expect(canView(listing, SELLER)).toBe(true);
    expect(canView(listing, ADMIN)).toBe(true);
  });

  it('shows a deleted listing to nobody, its seller and admins included', () => {
    const deleted = { ...published, deletedAt: new Date() };
    for (const viewer of [null, OTHER, SELLER, ADMIN]) expect(canView(deleted, viewer)).toBe(false);
  });

  it('lets only the seller and admins edit', () => {
    expect(canEdit(published, SELLER)).toBe(true);
    expect(canEdit(published, ADMIN)).toBe(true);
    expect(canEdit(published, OTHER)).toBe(false);
    expect(canEdit(published, null)).toBe(false);
  });

  it('refuses an edit by anyone else as forbidden, and of no listing as not found', () => {
    expect(() => assertEditable(published, SELLER)).not.toThrow();
    expect(() => assertEditable(published, ADMIN)).not.toThrow();
    expect(() => assertEditable(published, OTHER)).toThrow(
      expect.objectContaining({ code: RpcErrorCode.Forbidden, message: Msg.notOwner }),
    );
    expect(() => assertEditable(null, ADMIN)).toThrow(
      expect.objectContaining({ code: RpcErrorCode.NotFound, message: Msg.notFound }),
    );
  });
});
