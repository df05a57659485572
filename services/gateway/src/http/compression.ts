import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Below this many bytes an answer goes as it is: gzip would save less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * @fastify/compress: answers from 1 KB gzipped or deflated as the client prefers (brotli is left
 * out: about 1.4× gzip's CPU for a listing page here, docs/benchmarks.md), already encoded
 * answers (kept search answers carry their gzip) and binary types as they are; request bodies
 * sent gzipped or deflated are inflated, the body limits holding for the inflated bytes.
 * Registered before the routes are declared, since it hooks each route as it is added.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['gzip', 'deflate'],
    requestEncodings: ['gzip', 'deflate'],
    // Copied onto zlib's error with Object.assign: an Error's own message would not be.
    onInvalidRequestPayload: (encoding) =>
      Object.assign(new Error(), {
        statusCode: 400,
        message: `The request body is not valid ${encoding}`,
      }),
  });
}
