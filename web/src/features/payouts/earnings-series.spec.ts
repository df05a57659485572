import { earningsSeries, periodOf } from './earnings-series';

const sale = (modelId: string, amountCents: number, paidAt: string) => ({
  modelId,
  title: `Part ${modelId}`,
  amountCents,
  paidAt,
});

describe('earningsSeries', () => {
  it('puts a sale in its UTC month, and in the week that starts on its Monday', () => {
    expect(periodOf('2026-11-29T23:30:00Z', 'month')).toBe('2026-11');
    expect(periodOf('2026-11-29T23:30:00Z', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-23T00:00:00Z', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-12-01T10:00:00Z', 'week')).toBe('2026-11-30');
  });

  it('sums each listing per period, oldest period first, best earning listing first', () => {
    const series = earningsSeries(
      [
        sale('a', 499, '2026-10-02T10:00:00Z'),
        sale('b', 1250, '2026-11-03T10:00:00Z'),
        sale('a', 499, '2026-11-04T10:00:00Z'),
        sale('a', 499, '2026-11-20T10:00:00Z'),
      ],
      'month',
    );
    expect(series.rows).toEqual([
      { period: '2026-10', a: 499 },
      { period: '2026-11', a: 998, b: 1250 },
    ]);
    expect(series.listings.map((l) => [l.modelId, l.cents])).toEqual([
      ['a', 1497],
      ['b', 1250],
    ]);
  });
});
