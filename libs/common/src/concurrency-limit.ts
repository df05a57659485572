/**
 * Runs at most `max` pieces of work at once; the rest wait their turn, first come first served.
 * For handlers the bus may call many times at once (it runs up to its concurrency of events in
 * parallel) whose work is too big to overlap usefully.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /**
   * Signals listened to, one listener each however many wait with it: a service's stopping
   * signal is shared by hundreds of waiting batches (an import's), and a listener apiece made
   * Node warn of a leak.
   */
  private readonly watched = new WeakSet<AbortSignal>();

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
      if (next) next.take();
      else this.running--;
    }
  }

  private turn(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((take, leave) => {
      this.waiting.push({ take, leave, signal });
      if (signal && !this.watched.has(signal)) {
        this.watched.add(signal);
        signal.addEventListener('abort', () => this.letGo(signal), { once: true });
      }
    });
  }

  /** Everything still waiting with this signal gives up its turn. */
  private letGo(signal: AbortSignal): void {
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const waiter = this.waiting[i]!;
      if (waiter.signal !== signal) continue;
      this.waiting.splice(i, 1);
      waiter.leave(signal.reason);
    }
  }
}

interface Waiter {
  take: () => void;
  leave: (reason: unknown) => void;
  signal: AbortSignal | undefined;
}
