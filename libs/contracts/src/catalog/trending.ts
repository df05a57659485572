/**
 * Trending (docs/product.md's sort for the home page's links): recent downloads and likes, decayed by
 * age. Written as a logarithm plus the creation day, the order it gives never changes as time
 * passes (every listing ages alike), so it can be stored with a listing and sorted by an index.
 */
export const TRENDING_RULE = {
  /** A like shows more intent than a download. */
  likeWeight: 3,
  /** Each this many days of age cost as much as ten times fewer downloads and likes. */
  decadeDays: 7,
} as const;

const DAY_MS = 86_400_000;

export function trendingScore(
  counts: { downloadCount: number; likeCount: number },
  createdAtMs: number,
): number {
  const activity = counts.downloadCount + TRENDING_RULE.likeWeight * counts.likeCount;
  return Math.log10(1 + activity) + createdAtMs / DAY_MS / TRENDING_RULE.decadeDays;
}
