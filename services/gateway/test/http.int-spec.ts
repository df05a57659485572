import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { startStack, type Stack } from '../../../test/support/stack.js';

/** A stand-in for web/dist, so these tests do not depend on the web build. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitstop-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Pitstop Prints</title><div id="root"></div>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(
    join(dir, 'assets', 'vendor-abc123.js'),
    `${'console.log("a part");\n'.repeat(200)}`,
  );
  // The build's brotli copy (web/scripts/precompress.mjs) beside a script.
  const entry = `${'console.log("the entry");\n'.repeat(200)}`;
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), entry);
  writeFileSync(join(dir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(entry));
  writeFileSync(join(dir, 'assets', 'hero-abc123.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the gateway on one port', () => {
  let stack: Stack;
  const webDist = fakeWebBuild();
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStack({ gateway: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await stack.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a malformed or oversized request body with a 4xx that says so', async () => {
    const malformed = await http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON' });
    const oversized = await http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(200_000) }));
    expect(oversized.status).toBe(413);
    expect(oversized.body).toEqual({ message: 'Request body is too large' });
  });

  it('serves the web app at / and its routes, and 404s an address no route shows', async () => {
    for (const path of ['/', '/privacy', '/search?make=volkswagen']) {
      const res = await http().get(path).expect(200).expect('content-type', /html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      );
    }
    // Still the app, which shows its ROUTE NOT FOUND page (public-pages.int-spec.ts has more).
    const missing = await http().get('/no/such/page').expect(404).expect('content-type', /html/);
    expect(missing.text).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache life and 404s missing ones', async () => {
    const asset = await http().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await http().get('/assets/missing.js').expect(404);
    await http().get('/favicon.svg').expect(200);
  });

  it('keeps /api and /health out of the fallback', async () => {
    await http().get('/api/nothing-here').expect(404).expect('content-type', /json/);
    await http().post('/privacy').expect(404).expect('content-type', /json/);
  });

  it("sends a page the page's security headers, and data answers a CSP that lets nothing run", async () => {
    const page = await http().get('/privacy').expect(200);
    const csp = page.headers['content-security-policy'] as string;
    // Our scripts, and Stripe Elements' (its script, card frames and API) for the checkout.
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
    // The app's files are the page's too.
    const asset = await http().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['content-security-policy']).toBe(csp);

    // JSON, files and redirects: opened as a page, nothing in them loads, runs or frames them.
    for (const path of ['/api/makes', '/health/live', '/api/nothing-here']) {
      const data = await http().get(path);
      expect([path, data.headers['content-security-policy']]).toEqual([
        path,
        "default-src 'none'; frame-ancestors 'none'",
      ]);
      expect(data.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(data.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(data.headers['x-powered-by']).toBeUndefined();
    }
    // The OpenAPI browser under /api is a page, with its scripts.
    const docs = await http().get('/api/docs').redirects(1).expect(200);
    expect(docs.headers['content-security-policy']).toBe(csp);
  });

  it('compresses answers of 1 KB and more as the client prefers, and says they vary by it', async () => {
    // The categories list with its descriptions is over 1 KB.
    const large = await http()
      .get('/api/categories')
      .set('accept-encoding', 'gzip, deflate, br')
      .expect(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const deflated = await http()
      .get('/api/categories')
      .set('accept-encoding', 'gzip;q=0.5, deflate')
      .expect(200);
    expect(deflated.headers['content-encoding']).toBe('deflate');
    const plain = await http()
      .get('/api/categories')
      .set('accept-encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(deflated.body).toEqual(plain.body);
    expect(large.body).toEqual(plain.body);
    const script = await http().get('/assets/vendor-abc123.js').set('accept-encoding', 'gzip');
    expect(script.headers['content-encoding']).toBe('gzip');
  });

  it("sends a script's brotli copy from the build to a browser that accepts brotli", async () => {
    // node:http, which decodes nothing: what goes over the wire.
    const wire = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(
          `${stack.url}/assets/entry-abc123.js`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        ).on('error', reject);
      });
    const original = readFileSync(join(webDist, 'assets', 'entry-abc123.js'));
    const brotli = await wire('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.body)).toEqual(original);
    expect(brotli.body.length).toBeLessThan(original.length / 4);
    // A browser without brotli gets it gzipped (made per request: no .gz copy here), or plain.
    const gzip = await wire('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(original);
    const plain = await wire('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(original);
  });

  it('sends small answers and images as they are', async () => {
    const small = await http().get('/health/live').set('accept-encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const image = await http()
      .get('/assets/hero-abc123.png')
      .set('accept-encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect((image.body as Buffer).length).toBe(4096);
  });

  it('reads a request body sent gzipped, and refuses one that does not inflate or is too large inflated', async () => {
    // fetch sends the bytes as they are (supertest would write a Buffer as JSON).
    const post = async (encoding: string, body: Buffer) => {
      const res = await fetch(`${stack.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: new Uint8Array(body),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    // Read: the credentials are checked (and wrong), not missing.
    const read = await post(
      'gzip',
      gzipSync(JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' })),
    );
    expect(read.status).toBe(401);
    const corrupt = await post('gzip', Buffer.from('{"not":"gzip"}'));
    expect([corrupt.status, corrupt.body]).toEqual([
      400,
      { message: 'The request body is not valid gzip' },
    ]);
    const unknown = await post('pitstop', Buffer.from('{}'));
    expect([unknown.status, unknown.body]).toEqual([
      415,
      { message: 'Unsupported Content-Encoding: pitstop' },
    ]);
    const bomb = gzipSync(JSON.stringify({ pad: ' '.repeat(2 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const tooLarge = await post('gzip', bomb);
    expect([tooLarge.status, tooLarge.body]).toEqual([
      413,
      { message: 'Request body is too large' },
    ]);
  });

  it('answers liveness and readiness, and which services are up on the metrics port', async () => {
    expect((await http().get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await http().get('/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', checks: { redis: { status: 'ok' } } });
    const services = await request(stack.gateway.metricsUrl).get('/health/services').expect(200);
    expect(
      services.body.services
        .map((s: { service: string; status: string }) => `${s.service}:${s.status}`)
        .sort(),
    ).toEqual(['catalog:up', 'media:up', 'orders:up', 'search:up', 'users:up']);
    for (const { service, version } of services.body.services as {
      service: string;
      version: string;
    }[]) {
      const manifest = JSON.parse(
        readFileSync(new URL(`../../${service}/package.json`, import.meta.url), 'utf8'),
      ) as {
        version: string;
      };
      expect({ service, version }).toEqual({ service, version: manifest.version });
    }
  });

  it('reports each backend service ready when its Postgres and Redis answer', async () => {
    for (const [name, [instance]] of stack.services) {
      const report = await instance!.health.readiness();
      expect({ name, report }).toEqual({
        name,
        report: {
          status: 'ok',
          checks: {
            redis: expect.objectContaining({ status: 'ok' }),
            postgres: expect.objectContaining({ status: 'ok' }),
          },
        },
      });
    }
  });
});
