import { register, type Metric } from 'prom-client';

/** A line of the exposition, as prom-client's registry reads a metric's values. */
interface ExportedValue {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/** One series of a SeriesHistogram: its labels' counts, kept as they arrive. */
export class HistogramSeries {
  /** Per bucket (the last is +Inf), observations in it and not in a lower one. */
  private readonly counts: Float64Array;
  private sum = 0;
  private count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    let bucket = 0;
    while (bucket < this.bounds.length && value > this.bounds[bucket]!) bucket++;
    this.counts[bucket]!++;
    this.sum += value;
    this.count++;
  }

  /** The exposition's lines: cumulative buckets (le), then _sum and _count. */
  export(name: string): ExportedValue[] {
    const values: ExportedValue[] = [];
    let cumulative = 0;
    for (let bucket = 0; bucket <= this.bounds.length; bucket++) {
      cumulative += this.counts[bucket]!;
      const le = bucket < this.bounds.length ? this.bounds[bucket]! : '+Inf';
      values.push({
        metricName: `${name}_bucket`,
        labels: { le, ...this.labels },
        value: cumulative,
      });
    }
    values.push({ metricName: `${name}_sum`, labels: this.labels, value: this.sum });
    values.push({ metricName: `${name}_count`, labels: this.labels, value: this.count });
    return values;
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

/**
 * A Prometheus histogram whose series are handles: `series(labels)` once per label set, then
 * each `observe(seconds)` is a bucket search and three additions. prom-client's Histogram
 * checks and hashes the labels on every observation, which on the gateway's cheapest routes
 * cost more than everything else its metrics do. It sits in prom-client's registry like any
 * metric (the same exposition: buckets with le, _sum, _count), so /metrics serves it unchanged.
 */
export class SeriesHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all = new Map<string, HistogramSeries>();
  private readonly bounds: readonly number[];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    buckets: readonly number[],
  ) {
    this.bounds = [...buckets].sort((a, b) => a - b);
  }

  /** The histogram of that name in the process's registry, registered on first use. */
  static shared<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: readonly number[],
  ): SeriesHistogram<L> {
    // Not instanceof: a process that loads this module twice (a library's source and its
    // build side by side) shares the first copy's histogram.
    const existing = register.getSingleMetric(name) as unknown as SeriesHistogram<L> | undefined;
    if (typeof existing?.series === 'function') return existing;
    const histogram = new SeriesHistogram(name, help, labelNames, buckets);
    register.registerMetric(histogram as unknown as Metric);
    return histogram;
  }

  /** The series of these labels (every label name given), made on first use. */
  series(labels: Readonly<Record<L, string>>): HistogramSeries {
    const key =
      this.labelNames.length === 1
        ? labels[this.labelNames[0]!]
        : this.labelNames.map((label) => labels[label]).join('\u0000');
    let series = this.all.get(key);
    if (!series) {
      const own: Record<string, string> = {};
      for (const label of this.labelNames) own[label] = labels[label];
      series = new HistogramSeries(own, this.bounds);
      this.all.set(key, series);
    }
    return series;
  }

  /** What prom-client's registry reads at a scrape. */
  get(): Promise<{
    name: string;
    help: string;
    type: string;
    aggregator: string;
    values: ExportedValue[];
  }> {
    const values = [...this.all.values()].flatMap((series) => series.export(this.name));
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    });
  }

  /** As prom-client's registry.resetMetrics() asks of every metric. */
  reset(): void {
    for (const series of this.all.values()) series.reset();
  }
}
