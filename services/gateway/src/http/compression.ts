import { negotiate } from '@fastify/accept-negotiator';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preParsingHookHandler,
} from 'fastify';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { appendVary } from './conditional.js';

/** Below this many bytes an answer goes as it is: gzip would save less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** gzip first, then deflate; brotli is left out: its cost per answer is higher. */
const ENCODINGS = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Text-like types: JSON and its +json kin, JavaScript, CSS, HTML, XML and SVG, plain text. */
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|ecmascript|xml|manifest\+json|x-www-form-urlencoded|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** Methods whose requests carry a body that a client may send gzipped. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Compresses answers of 1 KB or more for clients that take gzip or deflate, and inflates request
 * bodies sent gzipped or deflated (as Express's body-parser did). What @fastify/compress did
 * for the gateway, at the cost of a length check for the small answers most requests get: the
 * plugin negotiated Accept-Encoding and looked the type up before it knew the size, and ran
 * hooks of its own on every request (about 7 µs each, a fifth of the bare route).
 */
export function registerCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', compressAnswer);
  // Only routes that take a body get the request hook, so a GET pays nothing for it.
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => BODY_METHODS.has(method.toUpperCase()))) return;
    const own = route.preParsing;
    route.preParsing = [inflateRequest, ...(own ? (Array.isArray(own) ? own : [own]) : [])];
  });
}

const compressAnswer: onSendHookHandler = (request, reply, payload, done) => {
  if (payload === null || payload === undefined || request.method === 'HEAD') return done();
  const stream = isStream(payload);
  if (!stream && byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return done();
  if (stream && Number(reply.getHeader('content-length') ?? Infinity) < COMPRESSION_THRESHOLD_BYTES)
    return done();
  if (!mayCompress(reply)) return done();
  // Whether it goes compressed or not depends on what the client takes: caches must know.
  appendVary(reply, 'Accept-Encoding');
  const encoding = preferredEncoding(request);
  if (!encoding) return done();
  reply.header('content-encoding', encoding);
  if (stream) {
    reply.removeHeader('content-length');
    const zipped = encoding === 'gzip' ? zlib.createGzip() : zlib.createDeflate();
    // A client that leaves mid-answer ends the pipeline early; Fastify tells its own errors.
    pipeline(payload as Readable, zipped, () => {});
    return done(null, zipped);
  }
  const body = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
  const zipped = encoding === 'gzip' ? zlib.gzipSync(body) : zlib.deflateSync(body);
  reply.header('content-length', zipped.length);
  done(null, zipped);
};

const isStream = (payload: unknown): boolean => typeof (payload as Readable).pipe === 'function';

const byteLength = (payload: unknown): number =>
  typeof payload === 'string' ? Buffer.byteLength(payload) : (payload as Buffer).length;

/** Not an answer already encoded (kept search answers carry their gzip), partial or opaque. */
function mayCompress(reply: FastifyReply): boolean {
  const encoded = reply.getHeader('content-encoding');
  if (encoded !== undefined && encoded !== 'identity') return false;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304)
    return false;
  if (reply.hasHeader('content-range')) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'));
}

/** The encoding the client prefers among ours, by Accept-Encoding's q-values; `*` and x-gzip are gzip. */
function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const wanted = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return (negotiate(wanted, [...ENCODINGS]) as Encoding | null) ?? undefined;
}

/** Client refusals, as Fastify's body reader passes them on (a 4xx with its own message). */
const refusal = (status: number, message: string) =>
  Object.assign(new Error(message), { statusCode: status });

/**
 * Hands the body reader the inflated body of a request sent gzipped or deflated; the size
 * limits then hold for the inflated bytes (and the sent ones: receivedEncodedLength), so a
 * small bomb is refused as too large.
 */
const inflateRequest: preParsingHookHandler = (request, _reply, payload, done) => {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (!encoding || encoding === 'identity') return done(null, payload);
  if (encoding !== 'gzip' && encoding !== 'deflate' && encoding !== 'x-gzip')
    return done(refusal(415, `Unsupported Content-Encoding: ${encoding}`));
  const inflated = (
    encoding === 'deflate' ? zlib.createInflate() : zlib.createGunzip()
  ) as Readable & zlib.Gunzip & { receivedEncodedLength: number };
  inflated.receivedEncodedLength = 0;
  // First to hear of bytes that do not inflate, so the body reader passes on a client's 400.
  // (zlib's error comes from Node's core: the message is made enumerable so that any error
  // handler, whichever realm it checks Error against, passes it on.)
  inflated.on('error', (err: Error & { statusCode?: number }) => {
    if (err.statusCode !== undefined) return;
    err.statusCode = 400;
    Object.defineProperty(err, 'message', {
      value: `The request body is not valid ${encoding}`,
      enumerable: true,
    });
  });
  payload.on('data', (chunk: Buffer) => (inflated.receivedEncodedLength += chunk.length));
  pipeline(payload, inflated, () => {});
  done(null, inflated);
};
