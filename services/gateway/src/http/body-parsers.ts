import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TextDecoder } from 'node:util';
import { parse as parseQueryString } from 'qs';

/** What a JSON or form body may weigh (body-parser's default, which the API was built on). */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** A payment provider's webhook: its events are larger, and are read whole, as text. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** Payment providers sign the exact bytes they send: their bodies are handed over as text. */
const isWebhook = (request: FastifyRequest) => request.url.startsWith('/api/webhooks/');

/**
 * The request bodies the gateway reads, as Express's body parsers read them before: JSON (only
 * an object or an array, and nothing at all as `{}`) and forms (nested fields, as `qs` reads
 * them) up to 100 KB in UTF-8 or another UTF; everything under /api/webhooks as its text, of
 * whatever type, up to 1 MB; multipart forms are left for the route to stream (the CSV import);
 * other types are not read (the route's validation then says what is missing). Refusals are the
 * client's: 400 for what does not parse, 413 too large, 415 a character set that is not a UTF.
 * Fastify reads a body only once the route is known, so one parser per type decides by the
 * address.
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  // Fastify's own JSON and text parsers would answer other messages and limits.
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  const options = { parseAs: 'buffer' as const, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES };
  fastify.addContentTypeParser('application/json', options, parser(parseJson));
  fastify.addContentTypeParser('application/x-www-form-urlencoded', options, parser(parseForm));
  fastify.addContentTypeParser('*', options, parser(null));
  // Left unread: the CSV import streams its file from the request (receiveCsv), up to 256 MB.
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

/**
 * A webhook's body as its text; any other as `read` makes it of the text, within 100 KB, or
 * none at all without `read` (a type the API does not take: not even its charset is looked at).
 */
function parser(read: ((text: string) => unknown) | null) {
  return (
    request: FastifyRequest,
    body: Buffer,
    done: (err: Error | null, body?: unknown) => void,
  ) => {
    try {
      if (isWebhook(request)) done(null, textOf(request, body));
      else done(null, read ? read(textOf(request, body, true)) : undefined);
    } catch (err) {
      done(err as Error, undefined);
    }
  };
}

/** The body's text in the character set it names (UTF-8 unless it says another UTF). */
function textOf(request: FastifyRequest, body: Buffer, limited = false): string {
  if (limited && body.length > BODY_LIMIT_BYTES)
    throw new PayloadTooLargeException('Request body is too large');
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(
    request.headers['content-type'] ?? '',
  )?.[1];
  const name = (charset ?? 'utf-8').toLowerCase();
  if (!name.startsWith('utf-'))
    throw new UnsupportedMediaTypeException(`Unsupported charset "${name.toUpperCase()}"`);
  let decoder: TextDecoder;
  try {
    // Drops a byte-order mark, as body-parser's decoding did.
    decoder = new TextDecoder(name);
  } catch {
    throw new UnsupportedMediaTypeException(`Unsupported charset "${name.toUpperCase()}"`);
  }
  return decoder.decode(body);
}

const NOT_JSON = 'The request body is not valid JSON';

/**
 * body-parser's strict JSON: an object or an array at the top; an empty body is `{}`. Parsed by
 * JSON.parse, so `__proto__` is an own key like any other (the validation pipe whitelists).
 */
function parseJson(text: string): unknown {
  if (text.length === 0) return {};
  // JSON's own whitespace (space, tab, line feed, carriage return) may come first.
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[')
    throw new BadRequestException(NOT_JSON, { cause: new SyntaxError(NOT_JSON) });
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new BadRequestException(NOT_JSON, { cause: err });
  }
}

/** A form as Express's extended urlencoded parser read it (qs: `a[b]=1` is `{ a: { b: '1' } }`). */
function parseForm(text: string): unknown {
  return parseQueryString(text, {
    allowPrototypes: true,
    arrayLimit: 100,
    depth: 32,
    parameterLimit: 1000,
  });
}
