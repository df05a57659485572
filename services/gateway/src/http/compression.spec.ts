import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression.js';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `part ${i}` })) };
const bigJson = JSON.stringify(big);

async function server(): Promise<FastifyInstance> {
  const app = Fastify();
  registerCompression(app);
  app.get('/small', async () => ({ status: 'ok' }));
  app.get('/big', async () => big);
  app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096)));
  app.get('/encoded', async (_request, reply) =>
    reply.header('content-encoding', 'gzip').type('application/json').send(gzipSync(bigJson)),
  );
  app.get('/stream', async (_request, reply) =>
    reply.type('text/javascript').send(Readable.from([Buffer.from('x'.repeat(5000))])),
  );
  app.post('/echo', async (request) => request.body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (node:http does not inflate them, as fetch would). */
  rawPayload: Buffer;
  json(): { message?: string } & Record<string, unknown>;
}

/** A request over the socket, as a browser sends it. */
function send(
  app: FastifyInstance,
  options: {
    method?: string;
    url: string;
    headers?: OutgoingHttpHeaders;
    payload?: string | Buffer;
  },
): Promise<Answer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        host: '127.0.0.1',
        path: options.url,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode!,
            headers: res.headers,
            rawPayload,
            json: () => JSON.parse(rawPayload.toString()),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.payload);
  });
}

/** A JSON body POSTed in `encoding` (as Content-Encoding says). */
const postEncoded = (app: FastifyInstance, encoding: string, payload: string | Buffer) =>
  send(app, {
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    payload,
  });

describe('compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server();
  });
  afterAll(() => app.close());

  it(`leaves answers under ${COMPRESSION_THRESHOLD_BYTES} bytes as they are`, async () => {
    const res = await send(app, { url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('gzips a large JSON answer for a client that takes gzip, and says it varies', async () => {
    const res = await send(app, { url: '/big', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big);
  });

  it("follows the client's preference (deflate by q-value) and sends plain to a client that takes neither", async () => {
    const deflated = await send(app, {
      url: '/big',
      headers: { 'accept-encoding': 'gzip;q=0.5, deflate' },
    });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflated.rawPayload).toString())).toEqual(big);
    for (const header of ['identity', 'br', undefined]) {
      const plain = await send(app, {
        url: '/big',
        headers: header ? { 'accept-encoding': header } : {},
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(big);
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('leaves alone what does not compress and what is encoded already', async () => {
    const png = await send(app, { url: '/png', headers: { 'accept-encoding': 'gzip' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
    const encoded = await send(app, { url: '/encoded', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(encoded.rawPayload).toString())).toEqual(big);
  });

  it('gzips a streamed file as it goes', async () => {
    const res = await send(app, { url: '/stream', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(gunzipSync(res.rawPayload).toString()).toBe('x'.repeat(5000));
  });

  it('reads a request body sent gzipped', async () => {
    const res = await postEncoded(app, 'gzip', gzipSync(JSON.stringify({ title: 'Shift knob' })));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: 'Shift knob' });
  });

  it('refuses a body in an encoding it cannot read, or that does not inflate, with a message', async () => {
    const unknown = await postEncoded(app, 'pitstop', '{}');
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json().message).toBe('Unsupported Content-Encoding: pitstop');
    const corrupt = await postEncoded(app, 'gzip', '{"not":"gzip"}');
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().message).toBe('The request body is not valid gzip');
  });

  it('holds the body limit to the inflated bytes (a small gzip bomb is too large)', async () => {
    const bomb = gzipSync(JSON.stringify({ pad: ' '.repeat(2 * 1024 * 1024) }));
    const res = await postEncoded(app, 'gzip', bomb);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(res.statusCode).toBe(413);
  });
});
