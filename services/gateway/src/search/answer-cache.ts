import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { isServiceOutage } from '@pitstop/messaging';
import { COMPRESSION_THRESHOLD_BYTES } from '../http/compression.js';

const gzipped = promisify(gzip);

/** Below this many bytes an answer is sent as it is (the compression hook's threshold). */
export const COMPRESS_FROM_BYTES = COMPRESSION_THRESHOLD_BYTES;

/** A route's answer for a visitor, ready to send: its JSON, headers, and entity tag. */
export interface CachedAnswer {
  /** The JSON, encoded once (sending a string would encode it on every send). */
  body: Buffer;
  /**
   * The same JSON gzipped once, for the browsers that ask for it (all do): compressing a page
   * of cards on every send would cost more than everything else a kept answer costs.
   * Absent for answers too small to be worth it.
   */
  gzipped?: Buffer;
  /** Extra headers of the route (GET /api/models3d's X-Total-Count, suggestions' Cache-Control). */
  headers: Record<string, string>;
  /**
   * A strong entity tag of the body, computed once instead of on every send; the gzip copy's is
   * this one with '-gzip' before its closing quote (a strong tag names one representation).
   */
  etag: string;
  /** The body's media type: JSON unless said (a served page's HTML). */
  type?: string;
  /** The status it goes with: 200 unless said (a served page's 404). */
  status?: number;
  /** Sent, but never kept (a page made without the catalog: the next request asks again). */
  transient?: boolean;
  /** Kept no longer than this, when its maker knew only once it was made (a collection's page). */
  keep?: AnswerKeep;
}

export type AnswerForm = Pick<CachedAnswer, 'type' | 'status' | 'transient' | 'keep'>;

/**
 * Encodes and tags a route's answer (JSON unless `form` says otherwise); gzips it on libuv's
 * thread pool, off the event loop.
 */
export async function cachedAnswer(
  json: string,
  headers: Record<string, string> = {},
  form: AnswerForm = {},
): Promise<CachedAnswer> {
  const body = Buffer.from(json);
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  const answer: CachedAnswer = {
    body,
    headers,
    etag: `"${body.length.toString(16)}-${hash}"`,
    ...form,
  };
  if (body.length >= COMPRESS_FROM_BYTES) answer.gzipped = await gzipped(body);
  return answer;
}

/** The memory an answer takes in the cache. */
export const answerBytes = (answer: CachedAnswer): number =>
  answer.body.length + (answer.gzipped?.length ?? 0);

export interface AnswerCacheLimits {
  /** An answer is served as it is for this long. 0 turns the cache off. */
  freshMs: number;
  /**
   * After that, for this long it is still served while one refresh runs behind it: only
   * counters (downloads, likes, ratings) can have moved, since a content change makes a new
   * index generation, under which nothing is cached yet.
   */
  staleMs: number;
  /** Answers kept, by the size of their JSON (and its gzip); the least recently used give way. */
  maxBytes: number;
  /**
   * Each answer's fresh time is cut by a random share up to this (0–1), so that answers loaded
   * together (after a content change, say) do not all go stale, and refresh, in the same second.
   */
  freshJitter?: number;
  /**
   * Refreshes of stale answers running at once, at most. They are background work for answers
   * already served, so they must not crowd out searches someone is waiting for: beyond this, a
   * stale answer is served without a refresh, and the next request for it tries again.
   */
  maxRefreshes?: number;
  /**
   * Refreshes started per second, at most, spread evenly: one every 1/rate s, never a second's
   * worth at once. Answers loaded together go stale together (a gateway's first minute, a
   * content change, traffic after a quiet spell); refreshing them in a burst would take the
   * machine from the searches and pages being served (on two cores, a burst of 25 made the
   * first second's p99 100 ms). Past the budget a stale answer is served as it is, for up to
   * staleMs, and tried again later.
   */
  refreshesPerSecond?: number;
}

/**
 * How long one kind of answer is kept when the cache's own times are too long for it: what can
 * change without moving the index generation (a creator's profile, a collection made private).
 */
export type AnswerKeep = Pick<AnswerCacheLimits, 'freshMs' | 'staleMs'>;

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
  /** Served as it is until then; after that, served while refreshing until staleUntil. */
  freshUntil: number;
  staleUntil: number;
  answer: CachedAnswer;
  /** The search that made the answer, to refresh it with (whoever asks for it stale). */
  load: () => Promise<CachedAnswer>;
  keep?: AnswerKeep;
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
  private refreshing = 0;
  private refreshTokens: number;
  private refreshTokensAt: number;
  private readonly counted = { hits: 0, staleHits: 0, misses: 0 };

  constructor(
    private readonly limits: AnswerCacheLimits,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {
    this.refreshTokens = limits.refreshesPerSecond === undefined ? Infinity : 1;
    this.refreshTokensAt = now();
  }

  /** Whether any answer is kept for `key`, of whatever generation or age. */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The answer to `key` if one kept under `generation` may be served: fresh, or stale while
   * the search that made it runs again behind it.
   */
  kept(key: string, generation: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== generation) return undefined;
    const now = this.now();
    if (now >= entry.staleUntil) return undefined;
    this.touch(key, entry);
    if (now < entry.freshUntil) this.counted.hits++;
    else {
      this.counted.staleHits++;
      this.refresh(key, entry);
    }
    return entry.answer;
  }

  /**
   * The answer to `key` under `generation`: kept, or loaded (and kept with `load`, to refresh
   * it by). A negative generation (Redis could not say) is never kept under. `keep` shortens
   * the cache's times for this answer.
   */
  get(
    key: string,
    generation: number,
    load: () => Promise<CachedAnswer>,
    keep?: AnswerKeep,
  ): Promise<CachedAnswer> {
    if (this.limits.freshMs <= 0 || generation < 0) return load();
    const kept = this.kept(key, generation);
    if (kept) return Promise.resolve(kept);
    this.counted.misses++;
    return this.load(key, generation, load, keep).catch((err: unknown) => {
      // The service that makes the answer is away (an outage, a restart) just after the index
      // moved on: the answer kept under the older generation, while it may still be served
      // stale, beats a 503. Any other failure (a listing now gone: 404) is the answer.
      const older = this.entries.get(key);
      if (!older || !isServiceOutage(err) || this.now() >= older.staleUntil) throw err;
      this.counted.staleHits++;
      return older.answer;
    });
  }

  /**
   * Drops every answer kept under an address that starts with `prefix` (without regard to
   * case): what this gateway has just changed shows in its next answer, whatever the generation.
   */
  forget(prefix: string): void {
    const lower = prefix.toLowerCase();
    for (const [key, entry] of this.entries)
      if (key.toLowerCase().startsWith(lower)) this.remove(key, entry);
  }

  stats(): AnswerCacheStats {
    return { ...this.counted, entries: this.entries.size, bytes: this.bytes };
  }

  /** Most recently used last: a Map keeps insertion order, and eviction takes the first. */
  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** Loads a stale answer again behind the one served, unless enough refreshes are running. */
  private refresh(key: string, { generation, load, keep }: Entry): void {
    if (this.loading.has(loadId(key, generation))) return;
    if (this.refreshing >= (this.limits.maxRefreshes ?? Infinity)) return;
    if (!this.takeRefreshToken()) return;
    this.refreshing++;
    this.load(key, generation, load, keep)
      // A failed refresh leaves the stale answer in place until its time runs out.
      .catch(() => undefined)
      .finally(() => this.refreshing--);
  }

  /** One refresh from the budget, if one is due: a bucket that holds one, filled at the rate. */
  private takeRefreshToken(): boolean {
    const rate = this.limits.refreshesPerSecond;
    if (rate === undefined) return true;
    const now = this.now();
    this.refreshTokens = Math.min(
      1,
      this.refreshTokens + ((now - this.refreshTokensAt) * rate) / 1000,
    );
    this.refreshTokensAt = now;
    if (this.refreshTokens < 1) return false;
    this.refreshTokens--;
    return true;
  }

  private load(
    key: string,
    generation: number,
    load: () => Promise<CachedAnswer>,
    keep: AnswerKeep | undefined,
  ): Promise<CachedAnswer> {
    const id = loadId(key, generation);
    let pending = this.loading.get(id);
    if (!pending) {
      pending = load()
        .then((answer) => {
          this.store(key, generation, answer, load, keep);
          return answer;
        })
        .finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  private store(
    key: string,
    generation: number,
    answer: CachedAnswer,
    load: () => Promise<CachedAnswer>,
    keep: AnswerKeep | undefined,
  ): void {
    if (answer.transient) return;
    const previous = this.entries.get(key);
    // A load that began before a newer generation's must not replace that one's answer.
    if (previous && previous.generation > generation) return;
    if (previous) this.remove(key, previous);
    const bytes = answerBytes(answer);
    if (bytes > this.limits.maxBytes) return;
    const now = this.now();
    const own = keep ?? answer.keep;
    const times = {
      freshMs: Math.min(own?.freshMs ?? Infinity, this.limits.freshMs),
      staleMs: Math.min(own?.staleMs ?? Infinity, this.limits.staleMs),
    };
    const freshMs = times.freshMs * (1 - (this.limits.freshJitter ?? 0) * this.random());
    this.entries.set(key, {
      generation,
      freshUntil: now + freshMs,
      staleUntil: now + freshMs + times.staleMs,
      answer,
      load,
      keep,
    });
    this.bytes += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= answerBytes(entry.answer);
  }
}

const loadId = (key: string, generation: number) => `${generation}|${key}`;
