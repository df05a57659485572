import type { NextFunction, Request, Response } from 'express';
import { readSessionCookie } from '../auth/session-cookie.js';
import { VIEWER_DEPENDENT } from '../http/cache-control.js';
import type { CachedAnswer } from './answer-cache.js';
import type { ListingSearch } from './listing-search.js';

/** What a kept answer is known by: the address as asked (its parameters were valid once). */
export const answerKey = (request: Request): string => request.originalUrl;

/**
 * Answers a visitor's GET from a fresh kept answer before the request reaches the router. Only
 * the search routes keep answers (the routes decide what is the search index's, e.g. not a
 * seller's own list), and a kept answer was the route's own for this very address (a 200 after
 * validation), so the guard, the validation and the search would only make it again. Anything
 * else (a signed-in viewer, a stale or missing answer) goes on to the route.
 */
export function searchAnswers(search: ListingSearch) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (readSessionCookie(request) !== undefined) return next();
    search
      .fresh(answerKey(request))
      .then((answer) => (answer ? sendAnswer(response, answer) : next()), next);
  };
}

/** Sends a kept answer as the route would (a 304 when the browser holds it already). */
export function sendAnswer(response: Response, answer: CachedAnswer): void {
  response.set(answer.headers);
  response.set('Cache-Control', VIEWER_DEPENDENT);
  response.set('ETag', answer.etag);
  response.type('json');
  response.send(answer.body);
}
