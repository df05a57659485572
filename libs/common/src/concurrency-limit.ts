/**
 * Runs at most `max` pieces of work at once; the rest wait their turn, first come first served.
 * For handlers the bus may call many times at once (it runs up to its concurrency of events in
 * parallel) whose work is too big to overlap usefully.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`ConcurrencyLimit: max ${max}`);
  }

  /** Work running or waiting now. */
  get pending(): number {
    return this.running + this.waiting.length;
  }

  /** Runs the work in its turn; given up while still waiting once `signal` aborts (rejects). */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.running >= this.max) await this.turn(signal);
    else this.running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (running stays counted), or frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private turn(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const at = this.waiting.indexOf(take);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal!.reason);
      };
      this.waiting.push(take);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }
}
