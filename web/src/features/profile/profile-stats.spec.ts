import { profileStats } from './profile-stats';

describe('profileStats', () => {
  it('shows real zeros before the first upload', () => {
    expect(profileStats([])).toEqual({
      modelsUploaded: '0',
      totalDownloads: '0',
      avgRating: '0.0',
      totalEarnings: '$0.00',
    });
  });

  it('sums downloads and earnings and averages the ratings to one decimal', () => {
    expect(
      profileStats([
        { downloadCount: 1200, averageRating: 4.5, ratingCount: 10, totalEarnings: 123456 },
        { downloadCount: 34, averageRating: 4, ratingCount: 2, totalEarnings: 99 },
        { downloadCount: 0, averageRating: 3.2, ratingCount: 5, totalEarnings: 0 },
      ]),
    ).toEqual({
      modelsUploaded: '3',
      totalDownloads: '1,234',
      avgRating: '3.9',
      totalEarnings: '$1,235.55',
    });
  });

  it('leaves models nobody has reviewed out of the average, but counts them as uploads', () => {
    const stats = profileStats([
      { downloadCount: 5, averageRating: 4.5, ratingCount: 3, totalEarnings: 0 },
      { downloadCount: 0, averageRating: 0, ratingCount: 0, totalEarnings: 0 },
      { downloadCount: 0, averageRating: null, ratingCount: 0, totalEarnings: 0 },
    ]);
    expect(stats.modelsUploaded).toBe('3');
    expect(stats.avgRating).toBe('4.5');
  });

  it('counts every upload from the total, not just the page fetched', () => {
    const page = [{ downloadCount: 7, averageRating: 5, ratingCount: 1, totalEarnings: 250 }];
    expect(profileStats(page, 137)).toMatchObject({
      modelsUploaded: '137',
      totalDownloads: '7',
      totalEarnings: '$2.50',
    });
    expect(profileStats(page, 0).modelsUploaded).toBe('1');
  });
});
