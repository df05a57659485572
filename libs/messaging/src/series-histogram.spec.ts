import { Histogram, Registry, type Metric } from 'prom-client';
import { SeriesHistogram } from './series-histogram.js';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const LABELS = ['method', 'route'] as const;

/** The exposition text of one metric, as /metrics serves it. */
async function exposition(metric: unknown): Promise<string> {
  const registry = new Registry();
  registry.registerMetric(metric as Metric);
  return registry.metrics();
}

describe('SeriesHistogram', () => {
  it('is exposed exactly as prom-client exposes a histogram of the same observations', async () => {
    const ours = new SeriesHistogram('request_seconds', 'Requests', LABELS, BUCKETS);
    const theirs = new Histogram({
      name: 'request_seconds',
      help: 'Requests',
      labelNames: LABELS,
      buckets: BUCKETS,
      registers: [],
    });
    const observations: [string, string, number][] = [
      ['GET', '/a', 0.0005],
      ['GET', '/a', 0.001],
      ['GET', '/a', 0.05],
      ['POST', '/b', 3],
      ['GET', '/a', 0.5],
      ['POST', '/b', 0.01],
    ];
    for (const [method, route, seconds] of observations) {
      ours.series({ method, route }).observe(seconds);
      theirs.observe({ method, route }, seconds);
    }
    expect(await exposition(ours)).toBe(await exposition(theirs));
  });

  it('hands out one series per label set, counting into it', async () => {
    const histogram = new SeriesHistogram('jobs_seconds', 'Jobs', ['queue'], BUCKETS);
    const series = histogram.series({ queue: 'import' });
    expect(histogram.series({ queue: 'import' })).toBe(series);
    series.observe(0.002);
    series.observe(0.002);
    const text = await exposition(histogram);
    expect(text).toContain('jobs_seconds_bucket{le="0.01",queue="import"} 2');
    expect(text).toContain('jobs_seconds_bucket{le="0.001",queue="import"} 0');
    expect(text).toContain('jobs_seconds_count{queue="import"} 2');
  });

  it('forgets its counts on reset, as the registry asks', async () => {
    const histogram = new SeriesHistogram('reset_seconds', 'Reset', ['queue'], BUCKETS);
    histogram.series({ queue: 'a' }).observe(0.5);
    histogram.reset();
    expect(await exposition(histogram)).toContain('reset_seconds_count{queue="a"} 0');
  });
});
