import { formatCents, formatCount } from '../../components/format';

/** What the profile's stat cards add up from each of the user's models. */
export interface ModelStats {
  downloadCount: number;
  /** 1–5 once reviewed (0 or null before the first review). */
  averageRating: number | null;
  ratingCount: number;
}

export interface ProfileStats {
  modelsUploaded: string;
  totalDownloads: string;
  avgRating: string;
  /** Null while the earnings load ('—' when they could not be read). */
  totalEarnings: string | null;
}

/**
 * The four stat cards: Models Uploaded, Total Downloads (sum of downloads), Avg Rating (mean of
 * the models' average ratings, one decimal) and Total Earnings. A model nobody has reviewed yet
 * has no rating to average, rather than a rating of 0. No models: 0, 0, 0.0, $0.00.
 *
 * Total Earnings is the seller's ledger total (GET /api/earnings: what paid orders owe them),
 * not the product's sum of the listings' totalEarnings, which the catalog does not keep: `earnings`
 * is its cents, undefined while loading, null when it could not be read.
 *
 * `uploaded` is how many models the seller has in all (the list's X-Total-Count), which can be
 * more than the page of `models` fetched; the sums and the average are over that page.
 */
export function profileStats(
  models: readonly ModelStats[],
  uploaded: number = models.length,
  earnings?: number | null,
): ProfileStats {
  const sum = (items: readonly ModelStats[], pick: (model: ModelStats) => number) =>
    items.reduce((total, model) => total + pick(model), 0);
  const rated = models.filter((model) => model.ratingCount > 0 && model.averageRating !== null);
  const avg =
    rated.length === 0 ? 0 : sum(rated, (model) => model.averageRating ?? 0) / rated.length;
  return {
    modelsUploaded: formatCount(Math.max(uploaded, models.length)),
    totalDownloads: formatCount(sum(models, (model) => model.downloadCount)),
    avgRating: avg.toFixed(1),
    totalEarnings: earnings === undefined ? null : earnings === null ? '—' : formatCents(earnings),
  };
}
