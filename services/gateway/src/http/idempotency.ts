import {
  BadRequestException,
  ConflictException,
  HttpException,
  Injectable,
  UnprocessableEntityException,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_STATUS_BY_CODE, RpcErrorCode } from '@pitstop/contracts';
import { RpcError, withIdempotencyKey } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/access.js';
import { GatewayRedis } from '../redis/gateway-redis.js';

/** How long an answer is kept for its key (Stripe keeps them 24 hours). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** A key as clients make them: a UUID v4 is 36 characters; Stripe takes up to 255. */
const KEY = /^[\x21-\x7e]{1,255}$/;

export const IdempotencyMessages = {
  keyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  inProgress: 'A request with this key is in progress',
  reusedWithOtherRequest:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
} as const;

interface Stored {
  state: 'in-progress' | 'done';
  /** The request the key was first used for: method, path and body, hashed. */
  fingerprint: string;
  status?: number;
  body?: unknown;
}

/**
 * The key the services keep a request's outcome under (libs/messaging idempotent-outcomes.ts):
 * the user, the route, the client's key and the request itself, so the same key with another
 * request is never answered with the first one's outcome.
 */
export function idempotencyScope(
  userId: string,
  route: string,
  key: string,
  fingerprint: string,
): string {
  return createHash('sha256').update(`${userId}\n${route}\n${key}\n${fingerprint}`).digest('hex');
}

/** The request a key was first used for: method, address and body, hashed. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Safe retries of writes, as Stripe's API does them: a request with an `Idempotency-Key` header
 * stores its answer (status and body) for 24 hours under the user, the route and the key; the
 * same request again gets that answer and changes nothing. The same key with another request is
 * a 422; a retry while the first is still running is a 409. Answers the gateway could not give
 * (a service away or slow, a bug: 5xx) are not kept here, but the services' requests carry the
 * key (idempotencyScope): the service keeps what it did, so the retry of a write that was
 * applied while the gateway answered 503 answers what the write did and changes nothing.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly redis: GatewayRedis) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const header = request.headers['idempotency-key'];
    if (header === undefined) return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !KEY.test(key))
      throw new BadRequestException(IdempotencyMessages.keyInvalid);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.run(request, reply, key, next));
  }

  private async run(
    request: FastifyRequest & AuthenticatedRequest,
    reply: FastifyReply,
    key: string,
    next: CallHandler,
  ): Promise<unknown> {
    const route = request.routeOptions?.url ?? request.url;
    const userId = request.user?.id ?? 'anonymous';
    const redisKey = this.redis.key(
      'idempotency',
      userId,
      `${request.method} ${route}`,
      createHash('sha256').update(key).digest('hex'),
    );
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    const claimed = await this.redis.run((client) =>
      client.set(
        redisKey,
        JSON.stringify({ state: 'in-progress', fingerprint } satisfies Stored),
        'EX',
        IDEMPOTENCY_TTL_SECONDS,
        'NX',
      ),
    );
    if (claimed !== 'OK') {
      const raw = await this.redis.run((client) => client.get(redisKey));
      const stored = raw ? (JSON.parse(raw) as Stored) : null;
      if (!stored) return this.run(request, reply, key, next);
      if (stored.fingerprint !== fingerprint)
        throw new UnprocessableEntityException(IdempotencyMessages.reusedWithOtherRequest);
      if (stored.state === 'in-progress')
        throw new ConflictException(IdempotencyMessages.inProgress);
      void reply.header('idempotent-replayed', 'true');
      if (stored.status && stored.status >= 400)
        throw new HttpException(
          { message: (stored.body as { message: string }).message },
          stored.status,
        );
      void reply.code(stored.status ?? 200);
      return stored.body;
    }
    const keep = (status: number, body: unknown) =>
      this.redis.run((client) =>
        client.set(
          redisKey,
          JSON.stringify({ state: 'done', fingerprint, status, body } satisfies Stored),
          'EX',
          IDEMPOTENCY_TTL_SECONDS,
        ),
      );
    try {
      const scope = idempotencyScope(userId, `${request.method} ${route}`, key, fingerprint);
      const body = await withIdempotencyKey(scope, () =>
        lastValueFrom(next.handle(), { defaultValue: undefined }),
      );
      await keep(reply.statusCode, body);
      return body;
    } catch (err) {
      const status = clientErrorStatus(err);
      if (status) await keep(status, { message: messageOf(err) });
      else await this.redis.run((client) => client.del(redisKey)).catch(() => undefined);
      throw err;
    }
  }
}

/** The 4xx an error answers (kept for the key, as Stripe keeps them); null for 5xx and outages. */
function clientErrorStatus(err: unknown): number | null {
  let status: number | null = null;
  if (err instanceof RpcError)
    status =
      err.code === RpcErrorCode.Timeout ||
      err.code === RpcErrorCode.Unavailable ||
      err.code === RpcErrorCode.Internal
        ? null
        : HTTP_STATUS_BY_CODE[err.code];
  else if (err instanceof HttpException) status = err.getStatus();
  return status !== null && status >= 400 && status < 500 && status !== 429 ? status : null;
}

function messageOf(err: unknown): string {
  if (err instanceof HttpException) {
    const response = err.getResponse() as string | { message?: string | string[] };
    if (typeof response === 'string') return response;
    const message = response.message;
    return (Array.isArray(message) ? message[0] : message) ?? err.message;
  }
  return (err as Error).message;
}

/** Makes a write safe to retry with an Idempotency-Key header (see IdempotencyInterceptor). */
export const Idempotent = () => UseInterceptors(IdempotencyInterceptor);
