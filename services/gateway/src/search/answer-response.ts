import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { VIEWER_DEPENDENT } from '../http/cache-control.js';
import { acceptsGzip, isFresh } from '../http/conditional.js';
import type { CachedAnswer } from './answer-cache.js';

/** What a kept answer is known by: the address as asked (its parameters were valid once). */
export const answerKey = (request: { url?: string }): string => request.url ?? '/';

/** The forms a kept answer goes out in. */
export type AnswerForm = 'plain' | 'gzip' | 'notModified';

/**
 * Which form of a kept answer a request gets: a 304 without a body when the browser holds it
 * already (Express did that by itself for every body it sent), gzipped when the client takes
 * gzip, plain otherwise. The same whether the route sends it (sendAnswer) or the early path
 * does (KeptAnswersFirst).
 */
export function answerForm(headers: IncomingHttpHeaders, answer: CachedAnswer): AnswerForm {
  if (isFresh(headers, answer.etag)) return 'notModified';
  return answer.gzipped && acceptsGzip(headers) ? 'gzip' : 'plain';
}

export const answerStatus = (form: AnswerForm): 200 | 304 => (form === 'notModified' ? 304 : 200);

export function answerBody(form: AnswerForm, answer: CachedAnswer): Buffer | undefined {
  if (form === 'notModified') return undefined;
  return form === 'gzip' ? answer.gzipped : answer.body;
}

/** The headers of a form of the answer (lowercase names), saying in each that it varies by encoding. */
export function answerHeaders(form: AnswerForm, answer: CachedAnswer): Record<string, string> {
  const out: Record<string, string> = {
    // An answer may say how it is cached (suggestions); a search's depends on the viewer.
    'cache-control': VIEWER_DEPENDENT,
  };
  for (const [name, value] of Object.entries(answer.headers)) out[name.toLowerCase()] = value;
  out.etag = answer.etag;
  out.vary = 'Accept-Encoding';
  out['content-type'] = 'application/json; charset=utf-8';
  if (form === 'gzip') out['content-encoding'] = 'gzip';
  const body = answerBody(form, answer);
  if (body) out['content-length'] = String(body.length);
  return out;
}

/** Sends a kept answer from a route (a visitor's first search of an address, say). */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): void {
  const form = answerForm(request.headers, answer);
  reply.code(answerStatus(form)).headers(answerHeaders(form, answer));
  reply.send(answerBody(form, answer));
}
