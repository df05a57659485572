import { listingStatus, statusBanner } from './listing-status';

const live = { approvalStatus: 'approved', isDraft: false, visibility: 'public' } as const;

describe('statusBanner', () => {
  it('shows nothing once a listing is public', () => {
    expect(statusBanner(live)).toBeNull();
  });

  it('says a new listing is pending review, whatever its draft flags', () => {
    expect(
      statusBanner({ approvalStatus: 'pending', isDraft: true, visibility: 'private' })?.label,
    ).toBe('Pending review');
  });

  it('says a turned-down listing is rejected', () => {
    expect(statusBanner({ ...live, approvalStatus: 'rejected' })?.label).toBe('Rejected');
  });

  it('calls an approved but unpublished listing a draft', () => {
    expect(statusBanner({ ...live, isDraft: true })?.label).toBe('Draft');
    expect(statusBanner({ ...live, visibility: 'private' })?.label).toBe('Draft');
  });
});

describe('listingStatus', () => {
  it('is Live once a listing is public, else what its banner says', () => {
    expect(listingStatus(live)).toEqual({ kind: 'live', label: 'Live' });
    expect(listingStatus({ ...live, approvalStatus: 'rejected' })).toEqual({
      kind: 'rejected',
      label: 'Rejected',
    });
  });

  it('says a taken-down listing is down, with the reason its seller is told', () => {
    const banner = statusBanner({
      ...live,
      approvalStatus: 'taken_down',
      takedown: { reason: 'Copies a trademarked badge.', at: '2026-11-25T00:00:00Z' },
    });
    expect(banner).toMatchObject({ kind: 'taken_down', label: 'Taken down' });
    expect(banner?.reason).toBe('Copies a trademarked badge.');
    expect(listingStatus({ ...live, approvalStatus: 'taken_down' }).label).toBe('Taken down');
  });
});
