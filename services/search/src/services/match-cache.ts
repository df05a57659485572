const ENTRIES_MAX = 5_000;

/**
 * Counts by what a search matches and the index generation (the key holds both), so the pages
 * of one search and the same searches from many buyers count once. A new generation makes new
 * keys; the oldest entries give way when it is full.
 */
export class MatchCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  /** The cached value, or computes it (concurrent callers share one computation). */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    if (this.entries.size >= ENTRIES_MAX) this.entries.delete(this.entries.keys().next().value!);
    const value = compute();
    this.entries.set(key, value);
    // A failure is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
