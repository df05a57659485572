import { Logger } from '@nestjs/common';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { RpcErrorCode, serviceOfPattern, type RpcErrorPayload } from '@pitstop/contracts';
import type { Redis } from 'ioredis';
import { decodeFields, encodeJson } from './codec.js';
import { currentIdempotencyKey } from './idempotent-outcomes.js';
import { RpcError, RpcTimeoutError } from './errors.js';
import { StreamKeys } from './keys.js';
import { clientMetrics } from './metrics.js';
import { DEFAULTS, uniqueProcessName, type StreamsClientOptions } from './options.js';
import { createRedis, sleep } from './redis.js';

type StreamReadReply = [stream: string, entries: [id: string, fields: string[]][]][] | null;

interface PendingRequest {
  pattern: string;
  /** Resolve with the reply's JSON text as it came, unparsed (RequestOptions.raw). */
  raw: boolean;
  resolve: (value: unknown) => void;
  reject: (err: RpcError) => void;
  timer: NodeJS.Timeout;
}

export interface RequestOptions {
  /** How long to wait for the reply; the request is dropped unexecuted if found later. */
  timeoutMs?: number;
  /** Stops waiting for the reply (rejects with the signal's reason); the request may still run. */
  signal?: AbortSignal;
  /**
   * Resolve with the reply's JSON text as it came (a caller that passes the reply on as it is,
   * such as the gateway keeping a search answer, would only parse it to write it again).
   */
  raw?: boolean;
  /**
   * The caller's Idempotency-Key (default: the one withIdempotencyKey runs under): the service
   * keeps the outcome under it, and a retry with it gets that outcome (idempotent-outcomes.ts).
   */
  idempotencyKey?: string;
}

/**
 * The calling side of the Redis Streams transport. One instance per process serves every
 * service: a request named `catalog.x.y` goes to the catalog's request stream, and all replies
 * come back on this process's own reply stream, read by one blocking connection.
 */
export class RedisStreamsClient extends ClientProxy {
  private readonly logger = new Logger(RedisStreamsClient.name);
  private readonly keys: StreamKeys;
  readonly clientId: string;
  private readonly replyStream: string;
  private readonly timeoutMs: number;
  private readonly maxStreamLength: number;
  private writer?: Redis;
  private replyReader?: Redis;
  private connecting?: Promise<void>;
  private replyLoop?: Promise<void>;
  private lastReplyId = '0-0';
  private sequence = 0;
  private closed = false;
  private readonly pending = new Map<string, PendingRequest>();

  constructor(private readonly options: StreamsClientOptions) {
    super();
    this.keys = new StreamKeys(options.namespace ?? DEFAULTS.namespace);
    this.clientId = uniqueProcessName(options.caller);
    this.replyStream = this.keys.replies(this.clientId);
    this.timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
    this.maxStreamLength = options.maxStreamLength ?? DEFAULTS.maxStreamLength;
  }

  connect(): Promise<void> {
    if (this.closed)
      return Promise.reject(new RpcError(RpcErrorCode.Unavailable, 'Message bus client is closed'));
    this.connecting ??= this.open().catch((err: unknown) => {
      this.connecting = undefined;
      throw new RpcError(
        RpcErrorCode.Unavailable,
        `Message bus unreachable: ${(err as Error).message}`,
      );
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const [id, request] of this.pending) {
      clearTimeout(request.timer);
      request.reject(
        new RpcError(
          RpcErrorCode.Unavailable,
          'Message bus client closed',
          undefined,
          request.pattern,
        ),
      );
      this.pending.delete(id);
    }
    this.replyReader?.disconnect();
    await this.replyLoop?.catch(() => undefined);
    await this.writer?.quit().catch(() => undefined);
    this.writer?.disconnect();
  }

  unwrap<T>(): T {
    if (!this.writer) throw new Error('RedisStreamsClient is not connected yet');
    return this.writer as T;
  }

  /** Redis readiness for health probes. */
  async ping(): Promise<void> {
    await this.connect();
    await this.writer!.ping();
  }

  /** Sends a request and resolves with the reply; rejects with RpcError (RpcTimeoutError on deadline). */
  async request<T = unknown>(
    pattern: string,
    data: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const started = performance.now();
    try {
      const reply = await this.exchange<T>(pattern, data, options);
      clientMetrics.succeeded(pattern, started);
      return reply;
    } catch (err) {
      clientMetrics.failed(pattern, started, err);
      throw err;
    }
  }

  private async exchange<T>(pattern: string, data: unknown, options: RequestOptions): Promise<T> {
    const { signal } = options;
    signal?.throwIfAborted();
    await this.connect();
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const id = String(++this.sequence);
    const deadline = Date.now() + timeoutMs;
    const idempotencyKey = options.idempotencyKey ?? currentIdempotencyKey();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.pending.delete(id)) settled(() => reject(new RpcTimeoutError(pattern, timeoutMs)));
      }, timeoutMs);
      const abandon = () => {
        if (!this.pending.delete(id)) return;
        clearTimeout(timer);
        reject(signal!.reason);
      };
      // The signal may outlive many requests (a service's stopping signal): no listener stays.
      const settled = (then: () => void) => {
        signal?.removeEventListener('abort', abandon);
        then();
      };
      signal?.addEventListener('abort', abandon, { once: true });
      this.pending.set(id, {
        pattern,
        raw: options.raw ?? false,
        resolve: (value: unknown) => settled(() => resolve(value as T)),
        reject: (err: unknown) => settled(() => reject(err)),
        timer,
      });
      this.writer!.xadd(
        this.keys.requests(serviceOfPattern(pattern)),
        'MAXLEN',
        '~',
        this.maxStreamLength,
        '*',
        'i',
        id,
        'p',
        pattern,
        'd',
        encodeJson(data),
        'r',
        this.replyStream,
        't',
        String(deadline),
        ...(idempotencyKey ? ['k', idempotencyKey] : []),
      ).catch((err: Error) =>
        this.settle(id, { e: encodeJson(unavailable(`Message bus unavailable: ${err.message}`)) }),
      );
    });
  }

  /** Publishes an event; resolves once Redis has stored it. */
  async publishEvent(topic: string, data: unknown): Promise<void> {
    await this.connect();
    await this.writer!.xadd(
      this.keys.events(topic),
      'MAXLEN',
      '~',
      this.maxStreamLength,
      '*',
      'p',
      topic,
      'd',
      encodeJson(data),
      'ts',
      String(Date.now()),
    );
  }

  // ---- ClientProxy hooks (client.send / client.emit) --------------------------------------

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let cancelled = false;
    this.request(this.normalizePattern(packet.pattern), packet.data).then(
      (response) => !cancelled && callback({ response, isDisposed: true }),
      (err: unknown) => !cancelled && callback({ err }),
    );
    return () => {
      cancelled = true;
    };
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    await this.publishEvent(this.normalizePattern(packet.pattern), packet.data);
    return undefined as T;
  }

  // ---- replies ----------------------------------------------------------------------------

  private async open(): Promise<void> {
    this.writer = createRedis(this.options.redisUrl, `${this.options.caller}:client`, {
      enableAutoPipelining: true,
    });
    this.replyReader = createRedis(this.options.redisUrl, `${this.options.caller}:replies`, {
      maxRetriesPerRequest: null,
    });
    for (const conn of [this.writer, this.replyReader]) {
      conn.on('error', (err: Error) => this.logger.warn(`redis: ${err.message}`));
    }
    await Promise.all([this.writer.connect(), this.replyReader.connect()]);
    this.replyLoop = this.readReplies();
  }

  private async readReplies(): Promise<void> {
    let backoffMs = 100;
    while (!this.closed) {
      try {
        const reply = (await this.replyReader!.call(
          'XREAD',
          'COUNT',
          1000,
          'BLOCK',
          5000,
          'STREAMS',
          this.replyStream,
          this.lastReplyId,
        )) as StreamReadReply;
        backoffMs = 100;
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            this.lastReplyId = id;
            const entry = decodeFields(fields);
            if (entry.i) this.settle(entry.i, entry);
          }
        }
      } catch (err) {
        if (this.closed) break;
        this.logger.warn(
          `reading replies failed, retrying in ${backoffMs} ms: ${(err as Error).message}`,
        );
        await sleep(backoffMs);
        backoffMs = Math.min(backoffMs * 2, 2_000);
      }
    }
  }

  private settle(id: string, entry: { d?: string; e?: string }): void {
    const request = this.pending.get(id);
    if (!request) return; // timed out already, or a reply to an earlier process of the same name
    this.pending.delete(id);
    clearTimeout(request.timer);
    try {
      if (entry.e !== undefined)
        request.reject(
          RpcError.fromPayload(JSON.parse(entry.e) as RpcErrorPayload, request.pattern),
        );
      else if (request.raw) request.resolve(entry.d ?? 'null');
      else request.resolve(entry.d === undefined ? undefined : JSON.parse(entry.d));
    } catch (err) {
      request.reject(
        new RpcError(
          RpcErrorCode.Internal,
          `Unreadable reply: ${(err as Error).message}`,
          undefined,
          request.pattern,
        ),
      );
    }
  }
}

function unavailable(message: string): RpcErrorPayload {
  return { code: RpcErrorCode.Unavailable, message };
}
