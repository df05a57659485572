import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { SharedCounter } from '../src/redis/shared-counter.js';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('SharedCounter', () => {
  const redis = new Redis(REDIS_URL);
  const key = `shared-counter-${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    await redis.del(key);
    redis.disconnect();
  });

  it('is trusted without waiting within its window after a read or a bump, and read again after it', async () => {
    await redis.set(key, '7');
    const counter = new SharedCounter(redis, key, 200);
    expect(counter.trusted()).toBeUndefined();
    expect(await counter.current()).toBe(7);
    expect(counter.trusted()).toBe(7);

    // Another process bumps it: this one trusts what it read until the window ends.
    await redis.incr(key);
    expect(counter.trusted()).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(counter.trusted()).toBeUndefined();
    expect(await counter.current()).toBe(8);

    await counter.bump();
    expect(counter.trusted()).toBe(9);
  });
});
