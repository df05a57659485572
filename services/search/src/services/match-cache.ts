/** How long a count may be reused: well under the 1 s in which a new listing must show. */
const TTL_MS = 500;
const ENTRIES_MAX = 5_000;

/**
 * Totals and facet counts by what a search matches (matchKey), reused for half a second: the
 * pages of one search, and the same popular searches from many buyers, count once. Pages
 * themselves are always read fresh. Writes this replica makes clear it at once; another
 * replica's writes show within the TTL.
 */
export class MatchCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; at: number }>();
  private generation = 0;

  /** The cached value, or computes it (concurrent callers share one computation). */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < TTL_MS) return hit.value;
    if (this.entries.size >= ENTRIES_MAX) this.evictExpired(now);
    const generation = this.generation;
    const value = compute();
    this.entries.set(key, { value, at: now });
    // A failure is not remembered; nor is a value computed across a write.
    value.then(
      () => {
        if (generation !== this.generation) this.entries.delete(key);
      },
      () => this.entries.delete(key),
    );
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (now - entry.at >= TTL_MS) this.entries.delete(key);
    if (this.entries.size >= ENTRIES_MAX) this.entries.clear();
  }
}
