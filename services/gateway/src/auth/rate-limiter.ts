import { Injectable } from '@nestjs/common';
import { GatewayRedis } from './gateway-redis.js';

export interface WindowCount {
  count: number;
  /** Seconds until the window (and the count) resets. */
  resetsIn: number;
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

/**
 * Fixed-window counters in Redis, so every gateway instance counts together and a restart of
 * one forgets nothing.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: GatewayRedis) {}

  async hit(name: string, windowSeconds: number): Promise<WindowCount> {
    const [count, ttlMs] = (await this.redis.run((r) =>
      r.eval(HIT, 1, this.redis.key('ratelimit', name), windowSeconds),
    )) as [number, number];
    // Rounded up: a client that waits Retry-After seconds must find the window over.
    return { count, resetsIn: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  /** Takes back one hit that turned out not to count. */
  async undo(name: string): Promise<void> {
    await this.redis.run((r) => r.eval(UNDO, 1, this.redis.key('ratelimit', name)));
  }

  async reset(name: string): Promise<void> {
    await this.redis.run((r) => r.del(this.redis.key('ratelimit', name)));
  }
}
