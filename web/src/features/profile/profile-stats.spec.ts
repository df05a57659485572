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
        { downloadCount: 1200, averageRating: 4.5, totalEarnings: 123456 },
        { downloadCount: 34, averageRating: 4, totalEarnings: 99 },
        { downloadCount: 0, averageRating: null, totalEarnings: 0 },
      ]),
    ).toEqual({
      modelsUploaded: '3',
      totalDownloads: '1,234',
      avgRating: '2.8',
      totalEarnings: '$1,235.55',
    });
  });
});
