import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';
import { isApiPath } from './api-paths.js';
import { UNMATCHED_ROUTE, WEB_APP_ROUTE, measureRequests } from './http-metrics.js';

/** The request count of one series of http_request_duration_seconds. */
async function count(labels: Record<string, string>): Promise<number> {
  const metric = register.getSingleMetric('http_request_duration_seconds');
  const { values } = (await metric!.get()) as {
    values: { metricName?: string; labels: Record<string, string | number>; value: number }[];
  };
  const sample = values.find(
    (v) =>
      v.metricName === 'http_request_duration_seconds_count' &&
      Object.entries(labels).every(([name, value]) => v.labels[name] === value),
  );
  return sample?.value ?? 0;
}

/** The gateway's shape in small: API routes, a hook that answers, the web app's catch-all. */
async function server(): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  measureRequests(app);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api/models3d?kept=1') return reply.send([]);
  });
  app.get('/api/models3d', async () => []);
  app.get('/api/models3d/mine', async () => []);
  app.get('/api/models3d/:id', async (_request, reply) => reply.code(404).send({}));
  app.get('/*', async (request, reply) =>
    isApiPath(request.url) ? reply.callNotFound() : reply.type('text/html').send('<html>'),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('HTTP request metrics (route templates from Fastify)', () => {
  let app: FastifyInstance;
  let url: string;
  const get = (path: string, method = 'GET') =>
    fetch(url + path, { method }).then((res) => res.arrayBuffer());
  /** Counts once the response's end has been observed (the histogram is written on close). */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

  beforeAll(async () => {
    app = await server();
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());
  beforeEach(() => register.resetMetrics());

  it('names a request by its template, not its address, with its status class', async () => {
    await get('/api/models3d/3f0c5a52-1f4e-4d6e-9a57-0d7d2b4c9a11');
    await get('/api/models3d/mine/');
    await get('/api/models3d?sort=newest&limit=24');
    await settled();
    expect(await count({ route: '/api/models3d/:id', status_class: '4xx' })).toBe(1);
    expect(await count({ route: '/api/models3d/mine', status_class: '2xx' })).toBe(1);
    expect(await count({ method: 'GET', route: '/api/models3d', status_class: '2xx' })).toBe(1);
  });

  it('counts an answer sent by a hook under the route it was asked of', async () => {
    await get('/api/models3d?kept=1');
    await settled();
    expect(await count({ route: '/api/models3d', status_class: '2xx' })).toBe(1);
  });

  it('keeps unknown API paths in one series and the web app in another', async () => {
    await get('/api/no-such-thing/12345');
    await get('/anything', 'POST');
    await get('/models/some-part');
    await get('/assets/index-1a2b3c.js');
    await settled();
    expect(await count({ method: 'GET', route: UNMATCHED_ROUTE, status_class: '4xx' })).toBe(1);
    expect(await count({ method: 'POST', route: UNMATCHED_ROUTE, status_class: '4xx' })).toBe(1);
    expect(await count({ method: 'GET', route: WEB_APP_ROUTE, status_class: '2xx' })).toBe(2);
  });
});
