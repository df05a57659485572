import type { NextFunction, Request, Response } from 'express';
import { readSessionCookie } from '../auth/session-cookie.js';
import { VIEWER_DEPENDENT } from '../http/cache-control.js';
import type { CachedAnswer } from './answer-cache.js';
import type { ListingSearch } from './listing-search.js';

/** What a kept answer is known by: the address as asked (its parameters were valid once). */
export const answerKey = (request: Request): string => request.originalUrl;

/**
 * Answers a visitor's GET from a kept answer (fresh, or stale while it refreshes) before the
 * request reaches the router, and the compression middleware: kept answers carry their own
 * gzip. Only the search routes keep answers (the routes decide what is the search index's, e.g.
 * not a seller's own list), and a kept answer was the route's own for this very address (a 200
 * after validation), so the guard, the validation and the search would only make it again.
 * Anything else (a signed-in viewer, an answer missing or past its stale time) goes on to the
 * route.
 */
export function searchAnswers(search: ListingSearch) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (readSessionCookie(request) !== undefined) return next();
    search
      .kept(answerKey(request))
      .then((answer) => (answer ? sendAnswer(request, response, answer) : next()))
      .catch(next);
  };
}

/**
 * Sends a kept answer as the route would: gzipped when the client takes gzip, a 304 when the
 * browser holds it already. (A Content-Encoding set here makes the compression middleware
 * leave the body alone.)
 */
export function sendAnswer(request: Request, response: Response, answer: CachedAnswer): void {
  response.set(answer.headers);
  response.set('Cache-Control', VIEWER_DEPENDENT);
  response.set('ETag', answer.etag);
  response.vary('Accept-Encoding');
  response.type('json');
  if (answer.gzipped && request.acceptsEncodings('gzip', 'identity') === 'gzip') {
    response.set('Content-Encoding', 'gzip');
    response.send(answer.gzipped);
  } else response.send(answer.body);
}
