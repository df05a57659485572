import { AsyncLocalStorage } from 'node:async_hooks';
import { RpcErrorCode } from '@pitstop/contracts';
import type { Redis } from 'ioredis';
import { StreamKeys } from './keys.js';
import { sleep } from './redis.js';

/**
 * Safe retries end to end (issue 34, as Stripe's API does them). A caller that has an
 * Idempotency-Key (the gateway's IdempotencyInterceptor) runs its work inside
 * `withIdempotencyKey`; every request it sends carries the key, and the service that handles
 * the request keeps its outcome under the key and the message for 24 hours. A retry with the
 * same key (the first was applied, but its answer was lost or came too late: a 503) gets that
 * outcome again and changes nothing; a retry while the first still runs waits for it.
 */

/** How long an outcome is kept (Stripe keeps keys 24 hours). */
export const OUTCOME_TTL_SECONDS = 24 * 60 * 60;
/** A running first request's marker outlives any request deadline, not a crashed handler. */
const RUNNING_TTL_SECONDS = 120;
const POLL_MS = 50;

const scope = new AsyncLocalStorage<string>();

/** Runs `work` so that every bus request it sends carries this idempotency key. */
export function withIdempotencyKey<T>(key: string, work: () => T): T {
  return scope.run(key, work);
}

/** The idempotency key of the work running now, if any. */
export function currentIdempotencyKey(): string | undefined {
  return scope.getStore();
}

const handling = new AsyncLocalStorage<string>();

/**
 * Runs a handler for a request that came with this idempotency key (the server does). Not the
 * scope of withIdempotencyKey: the handler's own requests do not carry it, since one key would
 * then stand for every call it makes to the same message.
 */
export function handleWithIdempotencyKey<T>(key: string, work: () => T): T {
  return handling.run(key, work);
}

/**
 * The idempotency key of the request being handled, if it came with one: a handler whose work
 * must be recognised even when its kept outcome is lost (the service died before keeping it)
 * stores the key in the same transaction as the work.
 */
export function handledIdempotencyKey(): string | undefined {
  return handling.getStore();
}

/** A handler's answer as the reply stream carries it: 'd' (a reply) or 'e' (an error payload). */
export interface Outcome {
  field: 'd' | 'e';
  body: string;
}

/** Errors a retry could cure (the service was away or failed): never kept. */
const RETRYABLE: readonly string[] = [
  RpcErrorCode.Internal,
  RpcErrorCode.Unavailable,
  RpcErrorCode.Timeout,
];

export function keepsOutcome(outcome: Outcome, errorCode: string | undefined): boolean {
  return outcome.field === 'd' || (errorCode !== undefined && !RETRYABLE.includes(errorCode));
}

/** The service side: outcomes kept in Redis by namespace, message and key. */
export class OutcomeStore {
  private readonly keys: StreamKeys;

  constructor(
    private readonly redis: Redis,
    namespace: string,
  ) {
    this.keys = new StreamKeys(namespace);
  }

  private keyOf(pattern: string, key: string): string {
    return this.keys.idempotentOutcome(pattern, key);
  }

  /**
   * The outcome kept for this key, waiting (until `deadline`) while a first request with it
   * still runs; null when this request is the one to run it (it then holds the marker).
   */
  async claim(pattern: string, key: string, deadline: number | null): Promise<Outcome | null> {
    const at = this.keyOf(pattern, key);
    const until = deadline ?? Date.now() + 30_000;
    for (;;) {
      const claimed = await this.redis.set(at, 'running', 'EX', RUNNING_TTL_SECONDS, 'NX');
      if (claimed === 'OK') return null;
      const stored = await this.redis.get(at);
      if (stored && stored !== 'running') return JSON.parse(stored) as Outcome;
      if (Date.now() >= until)
        return {
          field: 'e',
          body: JSON.stringify({
            code: RpcErrorCode.Conflict,
            message: 'A request with this key is in progress',
          }),
        };
      await sleep(POLL_MS);
    }
  }

  /** Keeps what the handler answered, or lets the key go so that a retry runs it again. */
  async settle(pattern: string, key: string, outcome: Outcome, errorCode?: string): Promise<void> {
    const at = this.keyOf(pattern, key);
    if (keepsOutcome(outcome, errorCode))
      await this.redis.set(at, JSON.stringify(outcome), 'EX', OUTCOME_TTL_SECONDS);
    else await this.redis.del(at);
  }
}
