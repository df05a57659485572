import { Redis } from 'ioredis';

/** Deletes every key of a bus namespace (streams, groups' heartbeats, dead letters). */
export async function deleteBusNamespace(
  namespace: string,
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
