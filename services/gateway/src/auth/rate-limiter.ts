import { Injectable } from '@nestjs/common';
import { GatewayRedis } from './gateway-redis.js';
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

/** 'in 1 minute', 'in 14 minutes', 'in 30 seconds'. */
function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters in Redis, so every gateway instance counts together and a restart of
 * one forgets nothing. Every limit of the gateway (sign-ins per IP and per account, writes per
 * user) is one of these, refused the same way: 429 with Retry-After.
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

  /** Takes back one hit that turned out not to count. */
  async undo(name: string): Promise<void> {
    await this.redis.run((r) => r.eval(UNDO, 1, this.redis.key('ratelimit', name)));
  }

  async reset(name: string): Promise<void> {
    await this.redis.run((r) => r.del(this.redis.key('ratelimit', name)));
  }
}
