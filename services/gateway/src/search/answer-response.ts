import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { VIEWER_DEPENDENT } from '../http/cache-control.js';
import { acceptsGzip, isFresh } from '../http/conditional.js';
import type { CachedAnswer } from './answer-cache.js';

/** What a kept answer is known by: the address as asked (its parameters were valid once). */
export const answerKey = (request: { url?: string }): string => request.url ?? '/';

/** A kept answer as it goes out: status, headers (lowercase names) and the body, if any. */
export interface AnswerResponse {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * How a kept answer is sent to a request with these headers: gzipped when the client takes
 * gzip, a 304 without a body when the browser holds it already (Express did the latter by
 * itself for every body it sent), and in either case saying that it varies by Accept-Encoding.
 * The same whether the route sends it (sendAnswer) or the early path does (kept-answers-first).
 */
export function answerResponse(headers: IncomingHttpHeaders, answer: CachedAnswer): AnswerResponse {
  const out: Record<string, string> = {
    // An answer may say how it is cached (suggestions); a search's depends on the viewer.
    'cache-control': VIEWER_DEPENDENT,
  };
  for (const [name, value] of Object.entries(answer.headers)) out[name.toLowerCase()] = value;
  out.etag = answer.etag;
  out.vary = 'Accept-Encoding';
  out['content-type'] = 'application/json; charset=utf-8';
  if (isFresh(headers, answer.etag)) return { status: 304, headers: out };
  if (answer.gzipped && acceptsGzip(headers)) {
    out['content-encoding'] = 'gzip';
    return { status: 200, headers: out, body: answer.gzipped };
  }
  return { status: 200, headers: out, body: answer.body };
}

/** Sends a kept answer from a route (a visitor's first search of an address, or a signed-out HEAD). */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): void {
  const { status, headers, body } = answerResponse(request.headers, answer);
  reply.code(status).headers(headers);
  reply.send(body);
}
