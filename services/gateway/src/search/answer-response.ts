import type { FastifyReply, FastifyRequest } from 'fastify';
import { VIEWER_DEPENDENT } from '../http/cache-control.js';
import { acceptsGzip, isFresh } from '../http/conditional.js';
import type { CachedAnswer } from './answer-cache.js';

/** What a kept answer is known by: the address as asked (its parameters were valid once). */
export const answerKey = (request: { url?: string }): string => request.url ?? '/';

/**
 * Sends a kept answer, from its route or from the keptAnswers hook: a 304 without a body when
 * the browser holds it already, its gzip copy when the client takes gzip, the plain JSON
 * otherwise; saying in each that it varies by encoding.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): void {
  // An answer may say how it is cached (suggestions); a search's depends on the viewer.
  reply.header('cache-control', VIEWER_DEPENDENT).headers(answer.headers);
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  reply.type('application/json; charset=utf-8');
  if (isFresh(request.headers, answer.etag)) {
    reply.code(304).send();
    return;
  }
  if (answer.gzipped && acceptsGzip(request.headers)) {
    reply.header('content-encoding', 'gzip').send(answer.gzipped);
    return;
  }
  reply.send(answer.body);
}
