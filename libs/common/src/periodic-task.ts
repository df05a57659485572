/** Where a periodic task says that a pass failed (a Nest Logger fits). */
export interface PeriodicTaskLogger {
  warn(message: string): void;
}

export interface PeriodicTaskOptions {
  /** The time from the end of one scheduled pass to the start of the next. */
  everyMs: number;
  /** One pass. A throw is logged as `${failure}: ${message}` and the schedule goes on. */
  pass: () => Promise<void>;
  logger: PeriodicTaskLogger;
  failure: string;
  /** A pass still running after this long is said once (a relay stuck on a call is otherwise silent). */
  slowMs?: number;
}

const SLOW_PASS_MS = 10_000;

/**
 * Background work repeated while a service runs (an outbox relay, a provider look-up): a pass at
 * start, then one each period after the last ended, never two at once, and at shutdown the pass
 * under way finished before the service lets go of its connections. A timer does not keep the
 * process alive. Asked for a pass while one is under way, it runs another right after, so what
 * was written meanwhile is not left waiting for the next period.
 */
export class PeriodicTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(private readonly options: PeriodicTaskOptions) {}

  /** True once stop() was called: a long pass checks it to end early at shutdown. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    const schedule = () => {
      this.timer = setTimeout(() => {
        void this.run().finally(() => {
          if (!this.stopped) schedule();
        });
      }, this.options.everyMs);
      this.timer.unref();
    };
    schedule();
    void this.run();
  }

  /** A pass now, or, when one is under way, another after it; resolves when the current ends. */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const slowMs = this.options.slowMs ?? SLOW_PASS_MS;
    const started = Date.now();
    const slow = setTimeout(
      () => this.options.logger.warn(`${this.options.failure}: a pass has run ${slowMs} ms`),
      slowMs,
    );
    slow.unref();
    this.running = this.options
      .pass()
      .catch((err: Error) => this.options.logger.warn(`${this.options.failure}: ${err.message}`))
      .finally(() => {
        clearTimeout(slow);
        const elapsed = Date.now() - started;
        if (elapsed >= slowMs)
          this.options.logger.warn(
            `${this.options.failure}: the slow pass ended after ${elapsed} ms`,
          );
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.run();
        }
      });
    return this.running;
  }

  /** No further passes; resolves once the one under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
