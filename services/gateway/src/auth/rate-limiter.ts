import { Injectable } from '@nestjs/common';
import { GatewayRedis } from '../redis/gateway-redis.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/** At most `max` hits per window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** INCR, starting the window's expiry on the first hit; returns the count and milliseconds left. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) * 1000 end
return {count, ttl}`;

/** DECR only a live window: decrementing an expired key would leave a count with no expiry. */
const UNDO = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0`;

/** A lock that grows: `max` hits, then a lock of `baseSeconds` doubled by each further hit. */
export interface GrowingLock {
  max: number;
  /** The window the first `max` hits are counted in, and the first lock. */
  baseSeconds: number;
  /** The longest lock; the count is kept this long after a lock ends, so the next one doubles. */
  maxSeconds: number;
}

/**
 * A growing lock, as a hash: n (hits counted), until (when the lock ends, ms since the epoch,
 * Redis' clock so every gateway agrees), by (the count that set it). Refuses while locked,
 * counting nothing; else counts the hit, and the `max`-th and every later one sets a lock of
 * base * 2^(n - max), capped. Returns {1, 0} when taken, {0, ms left} when refused.
 */
const GROWING_HIT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if lockedUntil > now then return {0, lockedUntil - now} end
local max, base, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
if n < max then
  if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], base * 1000) end
  return {1, 0}
end
local lock = math.floor(math.min(base * 2 ^ (n - max), cap) * 1000)
redis.call('HSET', KEYS[1], 'until', now + lock, 'by', n)
redis.call('PEXPIRE', KEYS[1], lock + cap * 1000)
return {1, 0}`;

/** Takes back a growing lock's hit, and the lock that hit set. */
const GROWING_UNDO = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = redis.call('HINCRBY', KEYS[1], 'n', -1)
if tonumber(redis.call('HGET', KEYS[1], 'by') or '-1') == n + 1 then
  redis.call('HDEL', KEYS[1], 'until', 'by')
end
return n`;

/** 'in 1 minute', 'in 14 minutes', 'in 30 seconds'. */
function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters and growing locks in Redis, so every gateway instance counts together
 * and a restart of one forgets nothing. Every limit of the gateway (sign-ins per IP, per account
 * and source, per account; writes, upload addresses and ZIP downloads per user) is one of these,
 * refused the same way: 429 with Retry-After.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: GatewayRedis) {}

  /**
   * Counts one hit on `name`; beyond the limit, refuses with `refusal(wait)`, where `wait` says
   * when to try again ('in 14 minutes').
   */
  async take(name: string, limit: Limit, refusal: (wait: string) => string): Promise<void> {
    const [count, ttlMs] = (await this.redis.run((r) =>
      r.eval(HIT, 1, this.redis.key('ratelimit', name), limit.windowSeconds),
    )) as [number, number];
    if (count <= limit.max) return;
    // Rounded up: a client that waits Retry-After seconds must find the window over.
    const resetsIn = Math.max(1, Math.ceil(ttlMs / 1000));
    throw new TooManyRequestsException(refusal(waitText(resetsIn)), resetsIn);
  }

  /**
   * Counts one hit on `name` under a lock that grows (sign-in failures per account and source):
   * refused with `refusal(wait)` while locked; the hit that reaches `max` and every later one
   * lock `name`, each twice as long as the one before. `reset` forgets it all.
   */
  async takeGrowing(
    name: string,
    lock: GrowingLock,
    refusal: (wait: string) => string,
  ): Promise<void> {
    const [taken, leftMs] = (await this.redis.run((r) =>
      r.eval(
        GROWING_HIT,
        1,
        this.redis.key('ratelimit', name),
        lock.max,
        lock.baseSeconds,
        Math.max(lock.maxSeconds, lock.baseSeconds),
      ),
    )) as [number, number];
    if (taken === 1) return;
    const resetsIn = Math.max(1, Math.ceil(leftMs / 1000));
    throw new TooManyRequestsException(refusal(waitText(resetsIn)), resetsIn);
  }

  /** Takes back one `takeGrowing` hit that turned out not to count, with the lock it set. */
  async undoGrowing(name: string): Promise<void> {
    await this.redis.run((r) => r.eval(GROWING_UNDO, 1, this.redis.key('ratelimit', name)));
  }

  /** Remembers `name` for `seconds` (a source an account signed in from). */
  async mark(name: string, seconds: number): Promise<void> {
    await this.redis.run((r) => r.set(this.redis.key('ratelimit', name), '1', 'EX', seconds));
  }

  async isMarked(name: string): Promise<boolean> {
    return (await this.redis.run((r) => r.exists(this.redis.key('ratelimit', name)))) === 1;
  }

  /** Takes back one hit that turned out not to count. */
  async undo(name: string): Promise<void> {
    await this.redis.run((r) => r.eval(UNDO, 1, this.redis.key('ratelimit', name)));
  }

  async reset(name: string): Promise<void> {
    await this.redis.run((r) => r.del(this.redis.key('ratelimit', name)));
  }
}
