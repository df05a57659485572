import type { Redis } from 'ioredis';

/**
 * A number in Redis that processes bump and read, each trusting what it last read for
 * `trustMs` (one Redis read per process per window, however many callers ask meanwhile).
 * When Redis cannot say, current() answers a value never seen before, so whatever is kept by
 * this number is neither reused nor kept under a value other processes use.
 */
export class SharedCounter {
  private value = 0;
  private readAt = 0;
  private reading?: Promise<number>;

  constructor(
    private readonly redis: Redis,
    readonly key: string,
    private readonly trustMs: number,
  ) {}

  current(): Promise<number> {
    const trusted = this.trusted();
    if (trusted !== undefined) return Promise.resolve(trusted);
    this.reading ??= this.redis
      .get(this.key)
      .then((value) => {
        this.value = Number(value ?? 0);
        this.readAt = Date.now();
        return this.value;
      })
      .catch(() => -Date.now())
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  /** The value, when it was read within the trust window; undefined when it must be read. */
  trusted(): number | undefined {
    return Date.now() - this.readAt < this.trustMs ? this.value : undefined;
  }

  async bump(): Promise<void> {
    try {
      this.value = await this.redis.incr(this.key);
      this.readAt = Date.now();
    } catch {
      this.readAt = 0;
      this.value = -Date.now();
    }
  }
}
