import type { EarningDto } from '@pitstop/contracts';

export type EarningsPeriod = 'week' | 'month';

export interface EarningsSeries {
  /** One row per period, oldest first: its label, and cents per listing id. */
  rows: ({ period: string } & Record<string, number | string>)[];
  /** The listings that sold, best earning first: the chart's stacked series. */
  listings: { modelId: string; title: string; cents: number }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period a sale falls in (UTC): '2026-11' for a month, the Monday '2026-11-23' for a week. */
export function periodOf(iso: string, period: EarningsPeriod): string {
  const date = new Date(iso);
  if (period === 'month') return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
  const monday = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth(),
      date.getUTCDate() - ((date.getUTCDay() + 6) % 7),
    ),
  );
  return `${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}`;
}

/** Earnings by week or month and by listing (the Sales tab's chart). */
export function earningsSeries(earnings: EarningDto[], period: EarningsPeriod): EarningsSeries {
  const rows = new Map<string, { period: string } & Record<string, number | string>>();
  const listings = new Map<string, { modelId: string; title: string; cents: number }>();
  for (const sale of earnings) {
    const key = periodOf(sale.paidAt, period);
    const row = rows.get(key) ?? { period: key };
    row[sale.modelId] = ((row[sale.modelId] as number | undefined) ?? 0) + sale.amountCents;
    rows.set(key, row);
    const listing = listings.get(sale.modelId) ?? {
      modelId: sale.modelId,
      title: sale.title,
      cents: 0,
    };
    listing.cents += sale.amountCents;
    listing.title = sale.title;
    listings.set(sale.modelId, listing);
  }
  return {
    rows: [...rows.values()].sort((a, b) => a.period.localeCompare(b.period)),
    listings: [...listings.values()].sort((a, b) => b.cents - a.cents),
  };
}
