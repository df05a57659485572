import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { readSessionCookie } from '../auth/session-cookie.js';
import { answerKey, sendAnswer } from './answer-response.js';
import type { ListingSearch } from './listing-search.js';

/**
 * Kept search answers, sent from an onRequest hook. A visitor's search, suggestion or listing
 * page that the gateway has answered before is the same bytes for everyone (ListingSearch keeps
 * them by address), so the route's guards, validation and controller would only make it again.
 * The hooks added before this one (metrics, security headers, the request log, CSRF) have run,
 * and the route's onSend hooks (compression) run on the answer: it is measured, logged and
 * headed as every other answer. A signed-in viewer's read goes to the route, which adds their
 * hearts; everything not kept goes on as usual.
 */
export function keptAnswers(search: ListingSearch): onRequestHookHandler {
  return (request, reply, done) => {
    const key = answerKey(request);
    if (!mayBeKept(request) || !search.holds(key)) return done();
    search.kept(key).then(
      (answer) => {
        if (!answer) return done();
        // Answered here: the rest of the request's hooks and the route are skipped.
        try {
          sendAnswer(request, reply, answer);
        } catch (err) {
          done(err as Error);
        }
      },
      // The generation could not be read: the route decides (it searches, or says why not).
      () => done(),
    );
  };
}

/** A visitor's read under /api: the only requests a kept answer may go to. */
const mayBeKept = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.url.startsWith('/api/') &&
  readSessionCookie(request) === undefined;
