import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { readSessionCookie } from '../auth/session-cookie.js';
import { VIEWER_DEPENDENT } from '../http/cache-control.js';
import { acceptsGzip, appendVary, isFresh } from '../http/conditional.js';
import type { CachedAnswer } from './answer-cache.js';
import type { ListingSearch } from './listing-search.js';

/** What a kept answer is known by: the address as asked (its parameters were valid once). */
export const answerKey = (request: FastifyRequest): string => request.url;

/**
 * Answers a visitor's GET from a kept answer (fresh, or stale while it refreshes) in an onRequest
 * hook: before the body is read, the guards, the validation and the route run. Kept answers
 * carry their own gzip, which the compression plugin leaves alone (it skips a reply with a
 * Content-Encoding). Only the search routes keep answers (the routes decide what is the search
 * index's, e.g. not a seller's own list), and a kept answer was the route's own for this very
 * address (a 200 after validation), so the guard, the validation and the search would only make
 * it again. Anything else (a signed-in viewer, an answer missing or past its stale time) goes on
 * to the route.
 */
export function searchAnswers(search: ListingSearch): onRequestHookHandler {
  return (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    if (!request.url.startsWith('/api/')) return done();
    if (readSessionCookie(request) !== undefined) return done();
    search.kept(answerKey(request)).then(
      (answer) => (answer ? sendAnswer(request, reply, answer) : done()),
      (err: unknown) => done(err as Error),
    );
  };
}

/**
 * Sends a kept answer as the route would: gzipped when the client takes gzip, a 304 when the
 * browser holds it already (Express did the latter by itself for every body it sent).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): void {
  // An answer may say how it is cached (suggestions); a search's depends on the viewer.
  reply.header('cache-control', VIEWER_DEPENDENT);
  reply.headers(answer.headers);
  reply.header('etag', answer.etag);
  appendVary(reply, 'Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  if (isFresh(request, answer.etag)) {
    reply.code(304).send();
    return;
  }
  if (answer.gzipped && acceptsGzip(request)) {
    reply.header('content-encoding', 'gzip');
    reply.send(answer.gzipped);
  } else reply.send(answer.body);
}
