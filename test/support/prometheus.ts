// Prometheus' text exposition format, read as an operator's scraper reads it: for the tests of
// /metrics and for the benchmarks that read a service through it.

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in Prometheus' text format. */
export function samples(text: string, name: string): Sample[] {
  const result: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    result.push({ labels, value: Number(match[3]) });
  }
  return result;
}

/** The value of the one sample whose labels include `labels`; fails naming what was there. */
export function value(text: string, name: string, labels: Record<string, string>): number {
  const all = samples(text, name);
  const found = all.filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length !== 1)
    throw new Error(
      `expected one ${name} with ${JSON.stringify(labels)}, found ${found.length} among:\n${all
        .map((s) => JSON.stringify(s.labels))
        .join('\n')}`,
    );
  return found[0]!.value;
}
