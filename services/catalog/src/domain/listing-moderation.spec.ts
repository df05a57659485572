import type { ApprovalStatus, ListingInput, Viewer } from '@pitstop/contracts';
import { checkListingChanges, checkNewListing } from './listing-input.js';
import { approvalAfterEdit } from './listing-moderation.js';

const SELLER: Viewer = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001', role: 'user' };
const ADMIN: Viewer = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000009', role: 'admin' };

const { fields } = checkNewListing({
  title: 'Shift Knob',
  shortDescription: 'Weighted knob',
  longDescriptionMd: 'Fits **Mk7**',
  isUniversalFit: true,
  priceCents: 500,
  tags: ['gti'],
  fileUrls: ['/media/knob.stl'],
});
const listing = (approvalStatus: ApprovalStatus) => ({
  ...fields,
  approvalStatus,
  previews: [{ id: 'p1', storageUrl: '/media/knob-1.png' }],
});
const after = (status: ApprovalStatus, changes: Partial<ListingInput>, actor = SELLER) =>
  approvalAfterEdit(listing(status), checkListingChanges(fields, changes), actor);

describe('approvalAfterEdit', () => {
  it.each([
    ['title', { title: 'Shift Knob v2' }],
    ['short description', { shortDescription: 'Heavier' }],
    ['description', { longDescriptionMd: 'Fits **Mk8**' }],
    ['description removed', { longDescriptionMd: null }],
    ['images', { imageUrls: ['/media/other.png'] }],
    ['image order', { imageUrls: ['/media/x.png', '/media/knob-1.png'] }],
    ['files', { fileUrls: ['https://files.example/knob-v2.stl'] }],
  ])(
    'sends an approved listing back for review when the seller changes its %s',
    (_what, change) => {
      expect(after('approved', change)).toBe('pending');
    },
  );

  it.each([
    ['price', { priceCents: 900 }],
    ['print settings', { printDifficulty: 'hard' as const, infillHintPercent: 40 }],
    ['licence', { allowCommercialUse: true }],
    ['tags', { tags: ['gti', 'mk7'] }],
    ['category', { categoryId: null }],
    ['visibility and draft', { visibility: 'private' as const, isDraft: true }],
    ['same content again', { title: ' Shift Knob ', imageUrls: ['/media/knob-1.png'] }],
  ])('keeps it approved when the seller changes only the %s', (_what, change) => {
    expect(after('approved', change)).toBeUndefined();
  });

  it("submits a rejected listing again on any seller's edit", () => {
    expect(after('rejected', { priceCents: 900 })).toBe('pending');
  });

  it('keeps a taken-down listing down whatever the seller edits', () => {
    expect(after('taken_down', { title: 'Shift Knob v2' })).toBeUndefined();
    expect(after('taken_down', { priceCents: 900 })).toBeUndefined();
  });

  it('leaves a pending listing pending', () => {
    expect(after('pending', { title: 'New' })).toBeUndefined();
  });

  it("never changes the state on an admin's edit", () => {
    expect(after('approved', { title: 'Tidied' }, ADMIN)).toBeUndefined();
    expect(after('rejected', { title: 'Tidied' }, ADMIN)).toBeUndefined();
  });
});
