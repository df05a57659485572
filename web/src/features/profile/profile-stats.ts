/** What the profile's stat cards add up from each of the user's models. */
export interface ModelStats {
  downloadCount: number;
  /** 1–5, or null before the first review. */
  averageRating: number | null;
  /** Integer cents, like every price. */
  totalEarnings: number;
}

export interface ProfileStats {
  modelsUploaded: string;
  totalDownloads: string;
  avgRating: string;
  totalEarnings: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/**
 * The four stat cards: Models Uploaded, Total Downloads (sum of downloads), Avg Rating (mean of
 * the models' ratings, one decimal) and Total Earnings (sum, in dollars). No models: 0, 0, 0.0,
 * $0.00.
 */
export function profileStats(models: readonly ModelStats[]): ProfileStats {
  const sum = (pick: (model: ModelStats) => number) =>
    models.reduce((total, model) => total + pick(model), 0);
  const avg = models.length === 0 ? 0 : sum((model) => model.averageRating ?? 0) / models.length;
  return {
    modelsUploaded: count.format(models.length),
    totalDownloads: count.format(sum((model) => model.downloadCount)),
    avgRating: avg.toFixed(1),
    totalEarnings: usd.format(sum((model) => model.totalEarnings) / 100),
  };
}
