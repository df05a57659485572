import { Redis, type RedisOptions } from 'ioredis';

/**
 * Connections reconnect by themselves with capped backoff, so a Redis restart needs no manual
 * action. Blocking readers get their own connection and never give up on a command.
 */
export function createRedis(url: string, role: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    connectionName: `pitstop:${role}`,
    retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 6), 2_000),
    reconnectOnError: (err) => err.message.startsWith('READONLY'),
    lazyConnect: true,
    ...options,
  });
}

export function isNoGroupError(err: unknown): boolean {
  return err instanceof Error && err.message.includes('NOGROUP');
}

export function isBusyGroupError(err: unknown): boolean {
  return err instanceof Error && err.message.includes('BUSYGROUP');
}

/** Stream ids are "<ms>-<seq>"; compares them numerically. */
export function compareStreamIds(a: string, b: string): number {
  const [am = '0', as = '0'] = a.split('-');
  const [bm = '0', bs = '0'] = b.split('-');
  const ms = BigInt(am) - BigInt(bm);
  if (ms !== 0n) return ms < 0n ? -1 : 1;
  const seq = BigInt(as) - BigInt(bs);
  return seq === 0n ? 0 : seq < 0n ? -1 : 1;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
