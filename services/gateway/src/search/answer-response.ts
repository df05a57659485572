import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_READ } from '../http/cache-control.js';
import { acceptsGzip, isFresh } from '../http/conditional.js';
import type { CachedAnswer } from './answer-cache.js';

/** What a kept answer is known by: the address as asked (its parameters were valid once). */
export const answerKey = (request: { url?: string }): string => request.url ?? '/';

/**
 * Sends a kept answer, from its route or from the keptAnswers hook: a 304 without a body when
 * the browser holds it already, its gzip copy when the client takes gzip, the plain body
 * otherwise; each with its own strong entity tag, saying that it varies by encoding and by the
 * cookie (a signed-in reader's answer to the same address may differ, and is never kept).
 * A kept answer is the same for everyone, so browsers and a CDN may keep it a while
 * (PUBLIC_READ) unless it says otherwise (a collection's: asked again each time).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): void {
  const gzipped = answer.gzipped && acceptsGzip(request.headers);
  const etag = gzipped ? `${answer.etag.slice(0, -1)}-gzip"` : answer.etag;
  reply.header('cache-control', PUBLIC_READ).headers(answer.headers);
  reply.header('etag', etag).header('vary', 'accept-encoding, cookie');
  reply.type(answer.type ?? 'application/json; charset=utf-8');
  if (answer.status) reply.code(answer.status);
  if (reply.statusCode === 200 && isFresh(request.headers, etag)) {
    reply.code(304).send();
    return;
  }
  if (gzipped) {
    reply.header('content-encoding', 'gzip').send(answer.gzipped);
    return;
  }
  reply.send(answer.body);
}
