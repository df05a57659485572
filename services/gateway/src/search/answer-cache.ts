import { createHash } from 'node:crypto';

/** A route's answer for a visitor, ready to send: its JSON, headers, and entity tag. */
export interface CachedAnswer {
  /** The JSON, encoded once (sending a string would encode it on every send). */
  body: Buffer;
  /** Extra headers of the route (GET /api/models3d's X-Total-Count). */
  headers: Record<string, string>;
  /** A weak entity tag of the body, computed once instead of on every send. */
  etag: string;
}

export function cachedAnswer(json: string, headers: Record<string, string> = {}): CachedAnswer {
  const body = Buffer.from(json);
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, headers, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

export interface AnswerCacheLimits {
  /** An answer is served as it is for this long. 0 turns the cache off. */
  freshMs: number;
  /**
   * After that, for this long it is still served while one refresh runs behind it: only
   * counters (downloads, likes, ratings) can have moved, since a content change makes a new
   * index generation, under which nothing is cached yet.
   */
  staleMs: number;
  /** Answers kept, by the size of their JSON; the least recently used give way. */
  maxBytes: number;
}

export interface AnswerCacheStats {
  hits: number;
  /** Served past freshMs while refreshing. */
  staleHits: number;
  misses: number;
  entries: number;
  bytes: number;
}

interface Entry {
  generation: number;
  storedAt: number;
  answer: CachedAnswer;
}

/**
 * Whole search answers as JSON text, by address and index generation. Searches are the same
 * for every viewer (what a viewer likes is added afterwards), so the many buyers asking the
 * same thing cost the search service one search per generation. Concurrent misses of one
 * address share one load; a failed load is not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;
  private readonly counted = { hits: 0, staleHits: 0, misses: 0 };

  constructor(
    private readonly limits: AnswerCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether any answer is kept for `key`, of whatever generation or age. */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  /** The answer to `key` if one is kept under `generation` and still fresh. */
  fresh(key: string, generation: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== generation) return undefined;
    if (this.now() - entry.storedAt >= this.limits.freshMs) return undefined;
    this.touch(key, entry);
    this.counted.hits++;
    return entry.answer;
  }

  /**
   * The answer to `key` under `generation`: kept, or loaded. A negative generation (Redis
   * could not say) is never kept under.
   */
  get(key: string, generation: number, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    if (this.limits.freshMs <= 0 || generation < 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation) {
      const age = this.now() - entry.storedAt;
      if (age < this.limits.freshMs + this.limits.staleMs) {
        this.touch(key, entry);
        if (age < this.limits.freshMs) this.counted.hits++;
        else {
          this.counted.staleHits++;
          // A failed refresh leaves the stale answer in place until its time runs out.
          this.load(key, generation, load).catch(() => undefined);
        }
        return Promise.resolve(entry.answer);
      }
    }
    this.counted.misses++;
    return this.load(key, generation, load);
  }

  stats(): AnswerCacheStats {
    return { ...this.counted, entries: this.entries.size, bytes: this.bytes };
  }

  /** Most recently used last: a Map keeps insertion order, and eviction takes the first. */
  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private load(
    key: string,
    generation: number,
    load: () => Promise<CachedAnswer>,
  ): Promise<CachedAnswer> {
    const id = `${generation}|${key}`;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = load()
        .then((answer) => {
          this.store(key, generation, answer);
          return answer;
        })
        .finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  private store(key: string, generation: number, answer: CachedAnswer): void {
    const previous = this.entries.get(key);
    // A load that began before a newer generation's must not replace that one's answer.
    if (previous && previous.generation > generation) return;
    if (previous) this.remove(key, previous);
    if (answer.body.length > this.limits.maxBytes) return;
    this.entries.set(key, { generation, storedAt: this.now(), answer });
    this.bytes += answer.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.answer.body.length;
  }
}
