import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

export interface BusConnectionOptions {
  /** redis:// or rediss:// URL. */
  redisUrl: string;
  /** Key prefix shared by every process of one environment. */
  namespace?: string;
  /** Safety cap on every stream's length (approximate); normal trimming keeps them far shorter. */
  maxStreamLength?: number;
}

export interface StreamsServerOptions extends BusConnectionOptions {
  /** The service this process is an instance of: its request stream and its consumer group. */
  service: string;
  /** Unique per process; defaults to hostname:pid:random. */
  consumerName?: string;
  /** Handlers running at once in this process. */
  concurrency?: number;
  /** How long one read waits for new entries. */
  blockMs?: number;
  /** A consumer whose heartbeat is older than this is dead; its unacknowledged entries get claimed. */
  consumerTtlMs?: number;
  /** How often to look for entries left by dead consumers (and failed events to retry). */
  claimIntervalMs?: number;
  /** A failed event is delivered again after this long... */
  eventRetryDelayMs?: number;
  /** ...up to this many deliveries in all, then it is moved to the dead-letter stream. */
  eventMaxDeliveries?: number;
  /** An event held this long by a consumer that still looks alive is taken over anyway (a stuck handler). */
  stuckEventIdleMs?: number;
  /** How often streams are trimmed of entries every group has acknowledged. */
  trimIntervalMs?: number;
}

export interface StreamsClientOptions extends BusConnectionOptions {
  /** Who is calling (logged by receivers; part of the reply stream's name). */
  caller: string;
  /** Default request deadline. */
  timeoutMs?: number;
}

export const DEFAULTS = {
  namespace: 'pitstop',
  maxStreamLength: 100_000,
  concurrency: 64,
  blockMs: 5_000,
  consumerTtlMs: 15_000,
  claimIntervalMs: 5_000,
  eventRetryDelayMs: 5_000,
  eventMaxDeliveries: 5,
  stuckEventIdleMs: 10 * 60_000,
  trimIntervalMs: 30_000,
  timeoutMs: 5_000,
  replyStreamTtlMs: 60_000,
  replyStreamLength: 1_000,
} as const;

export function uniqueProcessName(prefix: string): string {
  return `${prefix}:${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
