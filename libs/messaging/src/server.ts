import { Logger } from '@nestjs/common';
import { Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { RpcErrorCode } from '@pitstop/contracts';
import type { Redis } from 'ioredis';
import { isObservable, lastValueFrom } from 'rxjs';
import { decodeFields, encodeJson } from './codec.js';
import { RedisStreamsContext } from './context.js';
import { toErrorPayload } from './errors.js';
import { handleWithIdempotencyKey, OutcomeStore, type Outcome } from './idempotent-outcomes.js';
import { StreamKeys } from './keys.js';
import { serverMetrics, UNKNOWN_MESSAGE } from './metrics.js';
import { DEFAULTS, uniqueProcessName, type StreamsServerOptions } from './options.js';
import { compareStreamIds, createRedis, isBusyGroupError, isNoGroupError, sleep } from './redis.js';

type StreamReadReply = [stream: string, entries: [id: string, fields: string[] | null][]][] | null;
type PendingEntry = [id: string, consumer: string, idleMs: number, deliveries: number];

export interface StreamsServerStats {
  requestsHandled: number;
  requestsExpired: number;
  eventsHandled: number;
  eventsFailed: number;
  eventsDeadLettered: number;
  entriesClaimed: number;
}

/**
 * A Nest transport on Redis Streams consumer groups. Handlers stay plain @MessagePattern /
 * @EventPattern methods; the transport guarantees that
 * - a request goes to exactly one instance of the service (one consumer group per service),
 *   is dropped unexecuted once its deadline has passed, and is answered on the caller's own
 *   reply stream;
 * - an event reaches every subscribing service (a group each) and one instance within it, and
 *   is acknowledged only after its handler succeeded: failures are retried, then dead-lettered,
 *   and entries held by a dead instance are claimed by a live one;
 * - Redis restarts are survived (groups are recreated), streams are trimmed to what some group
 *   still needs, and close() stops reading, finishes what is in flight and acknowledges it.
 */
export class RedisStreamsServer extends Server implements CustomTransportStrategy {
  override readonly propagatesEventHandlerErrors = true;
  protected override readonly logger = new Logger(RedisStreamsServer.name);

  readonly consumer: string;
  private readonly keys: StreamKeys;
  private readonly group: string;
  private readonly settings: Required<
    Omit<StreamsServerOptions, 'consumerName' | 'redisUrl' | 'namespace' | 'service'>
  >;
  private reader?: Redis;
  private writer?: Redis;
  private readerClientId?: number;
  private streams: string[] = [];
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly replyExpirySetAt = new Map<string, number>();
  private slotWaiters: (() => void)[] = [];
  private timers: NodeJS.Timeout[] = [];
  private readLoop?: Promise<void>;
  private closing = false;
  private readonly stats: StreamsServerStats = {
    requestsHandled: 0,
    requestsExpired: 0,
    eventsHandled: 0,
    eventsFailed: 0,
    eventsDeadLettered: 0,
    entriesClaimed: 0,
  };

  constructor(private readonly options: StreamsServerOptions) {
    super();
    this.keys = new StreamKeys(options.namespace ?? DEFAULTS.namespace);
    this.group = options.service;
    this.consumer = options.consumerName ?? uniqueProcessName(options.service);
    this.settings = {
      maxStreamLength: options.maxStreamLength ?? DEFAULTS.maxStreamLength,
      concurrency: options.concurrency ?? DEFAULTS.concurrency,
      blockMs: options.blockMs ?? DEFAULTS.blockMs,
      consumerTtlMs: options.consumerTtlMs ?? DEFAULTS.consumerTtlMs,
      claimIntervalMs: options.claimIntervalMs ?? DEFAULTS.claimIntervalMs,
      eventRetryDelayMs: options.eventRetryDelayMs ?? DEFAULTS.eventRetryDelayMs,
      eventMaxDeliveries: options.eventMaxDeliveries ?? DEFAULTS.eventMaxDeliveries,
      stuckEventIdleMs: options.stuckEventIdleMs ?? DEFAULTS.stuckEventIdleMs,
      trimIntervalMs: options.trimIntervalMs ?? DEFAULTS.trimIntervalMs,
    };
  }

  // ---- Nest transport contract ------------------------------------------------------------

  listen(callback: (err?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (err: unknown) => callback(err),
    );
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    // Wake the blocked read so the loop ends now rather than after blockMs; entries it already
    // received are still dispatched, so nothing delivered to this consumer is left behind.
    if (this.readerClientId !== undefined && this.writer?.status === 'ready') {
      await this.writer.client('UNBLOCK', this.readerClientId).catch(() => undefined);
    }
    await this.readLoop?.catch(() => undefined);
    await Promise.allSettled([...this.inFlight.values()]);
    if (this.writer?.status === 'ready') {
      await this.writer.del(this.keys.heartbeat(this.group, this.consumer)).catch(() => undefined);
    }
    await Promise.allSettled([this.reader?.quit(), this.writer?.quit()]);
    this.reader?.disconnect();
    this.writer?.disconnect();
  }

  on(): never {
    throw new Error('RedisStreamsServer does not emit transport events; see getStats()');
  }

  unwrap<T>(): T {
    if (!this.writer) throw new Error('RedisStreamsServer is not listening yet');
    return this.writer as T;
  }

  getStats(): Readonly<StreamsServerStats> {
    return { ...this.stats };
  }

  /** Redis readiness for health probes. */
  async ping(): Promise<void> {
    if (!this.writer) throw new Error('not listening');
    await this.writer.ping();
  }

  // ---- start-up -------------------------------------------------------------------------

  private async start(): Promise<void> {
    const requestPrefix = `${this.group}.`;
    const eventTopics: string[] = [];
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) eventTopics.push(pattern);
      else if (!pattern.startsWith(requestPrefix)) {
        // Requests are routed by the first segment of their name; this one could never arrive.
        throw new Error(
          `${this.group} cannot answer '${pattern}': request names must start with '${requestPrefix}'`,
        );
      }
    }
    this.streams = [this.keys.requests(this.group), ...eventTopics.map((t) => this.keys.events(t))];

    this.writer = createRedis(this.options.redisUrl, `${this.group}:writer`, {
      enableAutoPipelining: true,
    });
    this.reader = createRedis(this.options.redisUrl, `${this.group}:reader`, {
      maxRetriesPerRequest: null,
    });
    this.reader.on('ready', () => {
      this.reader?.client('ID').then(
        (id) => (this.readerClientId = Number(id)),
        () => undefined,
      );
    });
    for (const conn of [this.writer, this.reader]) {
      conn.on('error', (err: Error) => this.logger.warn(`redis: ${err.message}`));
    }
    await Promise.all([this.writer.connect(), this.reader.connect()]);
    this.readerClientId = Number(await this.reader.client('ID'));
    await this.ensureGroups();
    await this.beat();

    const every = (ms: number, task: () => Promise<unknown>, what: string) => {
      const timer = setInterval(() => {
        if (!this.closing)
          task().catch((err: Error) => this.logger.warn(`${what} failed: ${err.message}`));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(
      Math.max(250, Math.floor(this.settings.consumerTtlMs / 3)),
      () => this.beat(),
      'heartbeat',
    );
    every(this.settings.claimIntervalMs, () => this.claimOrphans(), 'claiming orphaned entries');
    every(this.settings.trimIntervalMs, () => this.trimStreams(), 'trimming streams');

    this.readLoop = this.readForever();
    this.logger.log(
      `${this.consumer} listening: ${this.streams.length - 1} event topic(s), ${this.messageHandlers.size - eventTopics.length} request handler(s)`,
    );
  }

  /** Groups start at the beginning of their stream, so events published before a subscriber's
   *  first start (and still retained) are handled too. */
  private async ensureGroups(): Promise<void> {
    await Promise.all(
      this.streams.map((stream) =>
        this.writer!.xgroup('CREATE', stream, this.group, '0', 'MKSTREAM').catch((err: unknown) => {
          if (!isBusyGroupError(err)) throw err;
        }),
      ),
    );
  }

  private beat(): Promise<unknown> {
    return this.writer!.set(
      this.keys.heartbeat(this.group, this.consumer),
      '1',
      'PX',
      this.settings.consumerTtlMs,
    );
  }

  // ---- reading --------------------------------------------------------------------------

  private async readForever(): Promise<void> {
    let backoffMs = 100;
    while (!this.closing) {
      const free = this.settings.concurrency - this.inFlight.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => this.slotWaiters.push(resolve));
        continue;
      }
      let reply: StreamReadReply;
      try {
        reply = (await this.reader!.call(
          'XREADGROUP',
          'GROUP',
          this.group,
          this.consumer,
          'COUNT',
          free,
          'BLOCK',
          this.settings.blockMs,
          'STREAMS',
          ...this.streams,
          ...this.streams.map(() => '>'),
        )) as StreamReadReply;
        backoffMs = 100;
      } catch (err) {
        if (this.closing) break;
        if (isNoGroupError(err)) {
          // Redis restarted without its data (or someone deleted a stream): recreate and go on.
          this.logger.warn('consumer group missing; recreating it');
          await this.ensureGroups().catch((e: Error) =>
            this.logger.warn(`recreating groups failed: ${e.message}`),
          );
        } else {
          this.logger.warn(`read failed, retrying in ${backoffMs} ms: ${(err as Error).message}`);
          await sleep(backoffMs);
          backoffMs = Math.min(backoffMs * 2, 2_000);
        }
        continue;
      }
      for (const [stream, entries] of reply ?? []) {
        for (const [id, fields] of entries) this.dispatch(stream, id, fields, 1);
      }
    }
  }

  private dispatch(stream: string, id: string, fields: string[] | null, deliveries: number): void {
    const key = `${stream}\n${id}`;
    if (this.inFlight.has(key)) return;
    const task = this.process(stream, id, fields, deliveries)
      .catch((err: Error) =>
        this.logger.error(`processing ${stream} ${id} failed: ${err.message}`, err.stack),
      )
      .finally(() => {
        this.inFlight.delete(key);
        this.slotWaiters.shift()?.();
      });
    this.inFlight.set(key, task);
  }

  private async process(
    stream: string,
    id: string,
    fields: string[] | null,
    deliveries: number,
  ): Promise<void> {
    // A claimed entry can come back without fields when it was trimmed meanwhile.
    if (!fields) return void (await this.writer!.xack(stream, this.group, id));
    const entry = decodeFields(fields);
    if (this.keys.isRequestStream(stream)) await this.processRequest(stream, id, entry, deliveries);
    else await this.processEvent(stream, id, entry, deliveries);
  }

  // ---- requests -------------------------------------------------------------------------

  private async processRequest(
    stream: string,
    id: string,
    entry: Record<string, string>,
    deliveries: number,
  ) {
    const { i: requestId, p: pattern = '', d, r: replyTo } = entry;
    const deadline = Number(entry.t) || null;
    const handler = this.getHandlerByPattern(pattern);
    const known = handler && !handler.isEventHandler ? handler : undefined;
    const message = known ? pattern : UNKNOWN_MESSAGE;
    if (!requestId || !replyTo) {
      this.logger.warn(`discarding malformed request ${id} on ${stream}`);
      return void (await this.writer!.xack(stream, this.group, id));
    }
    if (deadline !== null && Date.now() > deadline) {
      // The caller has already given up: executing now could only do unwanted work.
      this.stats.requestsExpired++;
      serverMetrics.expired(message);
      this.logger.warn(
        `dropped ${pattern} (request ${id}): deadline passed ${Date.now() - deadline} ms ago`,
      );
      return void (await this.writer!.xack(stream, this.group, id));
    }

    let field: 'd' | 'e';
    let body: string;
    let errorCode: string | undefined;
    const started = performance.now();
    // A request with an idempotency key (idempotent-outcomes.ts): a retry gets the kept outcome.
    const idempotencyKey = known ? entry.k : undefined;
    const outcomes = idempotencyKey ? new OutcomeStore(this.writer!, this.keys.namespace) : null;
    const kept =
      outcomes && idempotencyKey ? await outcomes.claim(pattern, idempotencyKey, deadline) : null;
    if (kept) {
      ({ field, body } = kept);
    } else if (!known) {
      field = 'e';
      errorCode = RpcErrorCode.Unavailable;
      body = encodeJson({
        code: errorCode,
        message: `${this.group} has no handler for '${pattern}'`,
      });
    } else {
      try {
        const context = new RedisStreamsContext([stream, id, pattern, deliveries, deadline]);
        const invoke = () => this.invoke(known, d, context);
        body = encodeJson(
          await (idempotencyKey ? handleWithIdempotencyKey(idempotencyKey, invoke) : invoke()),
        );
        field = 'd';
      } catch (err) {
        const { payload, unexpected } = toErrorPayload(err);
        if (unexpected)
          this.logger.error(`${pattern} failed: ${describe(err)}`, (err as Error)?.stack);
        field = 'e';
        errorCode = payload.code;
        body = encodeJson(payload);
      }
    }
    if (outcomes && idempotencyKey && !kept) {
      const outcome: Outcome = { field, body };
      await outcomes.settle(pattern, idempotencyKey, outcome, errorCode);
    }
    this.stats.requestsHandled++;
    serverMetrics.handled(message, started, errorCode);
    // Separate commands, not one pipeline per request: auto-pipelining sends everything issued
    // in the same tick in one write, so replies and acks of concurrent requests travel together.
    const w = this.writer!;
    const sent = [
      w.xadd(replyTo, 'MAXLEN', '~', DEFAULTS.replyStreamLength, '*', 'i', requestId, field, body),
      w.xack(stream, this.group, id),
    ];
    if (this.replyStreamNeedsExpiry(replyTo))
      sent.push(w.pexpire(replyTo, DEFAULTS.replyStreamTtlMs));
    await Promise.all(sent);
  }

  /** A caller's reply stream expires once unused; refreshing that on every reply would double the writes. */
  private replyStreamNeedsExpiry(replyTo: string): boolean {
    const now = Date.now();
    const last = this.replyExpirySetAt.get(replyTo);
    if (last !== undefined && now - last < DEFAULTS.replyStreamTtlMs / 4) return false;
    if (this.replyExpirySetAt.size > 10_000) this.replyExpirySetAt.clear();
    this.replyExpirySetAt.set(replyTo, now);
    return true;
  }

  // ---- events ---------------------------------------------------------------------------

  private async processEvent(
    stream: string,
    id: string,
    entry: Record<string, string>,
    deliveries: number,
  ) {
    const pattern = entry.p ?? '';
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) {
      this.logger.warn(`no handler for event '${pattern}' on ${stream}; acknowledging`);
      return void (await this.writer!.xack(stream, this.group, id));
    }
    try {
      await this.invoke(
        handler,
        entry.d,
        new RedisStreamsContext([stream, id, pattern, deliveries, null]),
      );
      this.stats.eventsHandled++;
      serverMetrics.eventHandled(pattern, Number(entry.ts));
      await this.writer!.xack(stream, this.group, id);
    } catch (err) {
      this.stats.eventsFailed++;
      serverMetrics.eventFailed(pattern, deliveries >= this.settings.eventMaxDeliveries);
      if (deliveries >= this.settings.eventMaxDeliveries) {
        this.stats.eventsDeadLettered++;
        this.logger.error(
          `${pattern} ${id} failed ${deliveries} times; moved to dead letters: ${describe(err)}`,
        );
        await this.writer!.pipeline()
          .xadd(
            this.keys.deadLetters(this.group, stream),
            'MAXLEN',
            '~',
            this.settings.maxStreamLength,
            '*',
            'stream',
            stream,
            'id',
            id,
            'p',
            pattern,
            'd',
            entry.d ?? 'null',
            'error',
            describe(err),
            'deliveries',
            String(deliveries),
          )
          .xack(stream, this.group, id)
          .exec();
      } else {
        // Left unacknowledged on purpose: claimOrphans() delivers it again after eventRetryDelayMs.
        this.logger.warn(
          `${pattern} ${id} failed (delivery ${deliveries}), will retry: ${describe(err)}`,
        );
      }
    }
  }

  private async invoke(
    handler: MessageHandler,
    rawData: string | undefined,
    context: RedisStreamsContext,
  ) {
    const data: unknown = rawData === undefined ? undefined : JSON.parse(rawData);
    const result: unknown = await handler(data, context);
    return isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result;
  }

  // ---- recovery and trimming ------------------------------------------------------------

  /**
   * Takes over entries this group received but never acknowledged: those of consumers whose
   * heartbeat has expired (crashed, SIGKILLed), failed events of this consumer once their
   * retry delay passed, and events stuck with any consumer for stuckEventIdleMs.
   */
  private async claimOrphans(): Promise<void> {
    const w = this.writer!;
    const minIdle = Math.min(this.settings.eventRetryDelayMs, this.settings.consumerTtlMs);
    for (const stream of this.streams) {
      const pending = (await w.xpending(
        stream,
        this.group,
        'IDLE',
        minIdle,
        '-',
        '+',
        100,
      )) as PendingEntry[];
      if (!pending.length) continue;
      const isRequests = this.keys.isRequestStream(stream);
      const owners = [
        ...new Set(pending.map(([, consumer]) => consumer).filter((c) => c !== this.consumer)),
      ];
      const alive = new Set<string>();
      if (owners.length) {
        const beats = await Promise.all(
          owners.map((c) => w.exists(this.keys.heartbeat(this.group, c))),
        );
        owners.forEach((owner, i) => beats[i] && alive.add(owner));
      }
      const claim = pending.filter(([entryId, owner, idle]) => {
        if (owner === this.consumer)
          return !isRequests && !this.inFlight.has(`${stream}\n${entryId}`);
        if (!alive.has(owner)) return true;
        return !isRequests && idle >= this.settings.stuckEventIdleMs;
      });
      if (!claim.length) continue;
      const deliveries = new Map(claim.map(([entryId, , , count]) => [entryId, count]));
      const claimed = (await w.xclaim(
        stream,
        this.group,
        this.consumer,
        minIdle,
        ...claim.map(([entryId]) => entryId),
      )) as [string, string[] | null][];
      for (const [entryId, fields] of claimed) {
        this.stats.entriesClaimed++;
        this.dispatch(stream, entryId, fields, (deliveries.get(entryId) ?? 1) + 1);
      }
      if (claimed.length)
        this.logger.warn(`claimed ${claimed.length} unacknowledged entr(ies) on ${stream}`);
    }
  }

  /**
   * Drops entries that every consumer group of a stream has acknowledged, and forgets this
   * group's dead consumers once they hold nothing (each process start adds a new consumer
   * name, so otherwise every restart would leave one behind).
   */
  private async trimStreams(): Promise<void> {
    const w = this.writer!;
    for (const stream of this.streams) {
      await this.forgetDeadConsumers(stream);
      const groups = (await w.xinfo('GROUPS', stream)) as (string | number)[][];
      let keepFrom: string | undefined;
      for (const raw of groups) {
        const info = Object.fromEntries(chunkPairs(raw));
        let needed = String(info['last-delivered-id'] ?? '0-0');
        if (Number(info.pending) > 0) {
          const summary = (await w.xpending(stream, String(info.name))) as [
            number,
            string | null,
            ...unknown[],
          ];
          if (summary[1]) needed = summary[1];
        } else {
          needed = nextStreamId(needed);
        }
        if (keepFrom === undefined || compareStreamIds(needed, keepFrom) < 0) keepFrom = needed;
      }
      if (keepFrom && keepFrom !== '0-0') await w.xtrim(stream, 'MINID', keepFrom);
    }
  }

  private async forgetDeadConsumers(stream: string): Promise<void> {
    const w = this.writer!;
    const consumers = (
      (await w.xinfo('CONSUMERS', stream, this.group)) as (string | number)[][]
    ).map((raw) => Object.fromEntries(chunkPairs(raw)));
    for (const { name, pending, idle } of consumers) {
      const consumer = String(name);
      if (
        consumer === this.consumer ||
        Number(pending) > 0 ||
        Number(idle) < 2 * this.settings.consumerTtlMs
      )
        continue;
      if (await w.exists(this.keys.heartbeat(this.group, consumer))) continue;
      await w.xgroup('DELCONSUMER', stream, this.group, consumer);
    }
  }
}

function chunkPairs(flat: (string | number)[]): [string, string | number][] {
  const pairs: [string, string | number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([String(flat[i]), flat[i + 1]!]);
  return pairs;
}

function nextStreamId(id: string): string {
  const [ms = '0', seq = '0'] = id.split('-');
  return `${ms}-${BigInt(seq) + 1n}`;
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'object' && err && 'message' in err)
    return String((err as { message: unknown }).message);
  return String(err);
}
