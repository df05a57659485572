import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { readSessionCookie } from '../auth/session-cookie.js';
import { pageKey } from '../pages/page-answers.js';
import { answerKey, sendAnswer } from './answer-response.js';
import type { ListingSearch } from './listing-search.js';

/**
 * Kept answers, sent from an onRequest hook. A visitor's public read (a search, a listing, the
 * taxonomy, a creator's page…) or a served page that the gateway has answered before is the
 * same bytes for everyone (ListingSearch keeps them by address), so the route's guards,
 * validation and controller would only make it again.
 * The hooks added before this one (metrics, security headers, the request log, CSRF) have run,
 * and the route's onSend hooks (compression) run on the answer: it is measured, logged and
 * headed as every other answer. A signed-in viewer's read goes to the route, which adds their
 * hearts; everything not kept goes on as usual.
 */
export function keptAnswers(search: ListingSearch): onRequestHookHandler {
  return (request, reply, done) => {
    const key = keptKey(request);
    if (key === undefined || !search.holds(key)) return done();
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

/**
 * What a read's kept answer would be kept under: a visitor's read under /api by its address, a
 * served page (the same HTML for every reader, signed in or not) by its page key; undefined for
 * a request no kept answer may go to.
 */
function keptKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!request.url.startsWith('/api/')) return pageKey(request.url);
  return readSessionCookie(request) === undefined ? answerKey(request) : undefined;
}
