import { profileStats } from './profile-stats';

describe('profileStats', () => {
  it('shows real zeros before the first upload', () => {
    expect(profileStats([], 0, 0)).toEqual({
      modelsUploaded: '0',
      totalDownloads: '0',
      avgRating: '0.0',
      totalEarnings: '$0.00',
    });
  });

  it('sums downloads and averages the ratings to one decimal', () => {
    expect(
      profileStats([
        { downloadCount: 1200, averageRating: 4.5, ratingCount: 10 },
        { downloadCount: 34, averageRating: 4, ratingCount: 2 },
        { downloadCount: 0, averageRating: 3.2, ratingCount: 5 },
      ]),
    ).toMatchObject({
      modelsUploaded: '3',
      totalDownloads: '1,234',
      avgRating: '3.9',
    });
  });

  it("shows the ledger's earnings in dollars from integer cents", () => {
    expect(profileStats([], 0, 123555).totalEarnings).toBe('$1,235.55');
    expect(profileStats([], 0, 499).totalEarnings).toBe('$4.99');
  });

  it('leaves Total Earnings loading until the ledger answers, and a dash when it cannot', () => {
    expect(profileStats([], 0, undefined).totalEarnings).toBeNull();
    expect(profileStats([], 0, null).totalEarnings).toBe('—');
  });

  it('leaves models nobody has reviewed out of the average, but counts them as uploads', () => {
    const stats = profileStats([
      { downloadCount: 5, averageRating: 4.5, ratingCount: 3 },
      { downloadCount: 0, averageRating: 0, ratingCount: 0 },
      { downloadCount: 0, averageRating: null, ratingCount: 0 },
    ]);
    expect(stats.modelsUploaded).toBe('3');
    expect(stats.avgRating).toBe('4.5');
  });

  it('counts every upload from the total, not just the page fetched', () => {
    const page = [{ downloadCount: 7, averageRating: 5, ratingCount: 1 }];
    expect(profileStats(page, 137)).toMatchObject({
      modelsUploaded: '137',
      totalDownloads: '7',
    });
    expect(profileStats(page, 0).modelsUploaded).toBe('1');
  });
});
