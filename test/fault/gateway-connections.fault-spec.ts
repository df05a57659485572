import { createLogger } from '@pitstop/common';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { deleteBusNamespace } from '../support/bus.js';
import { startGateway, type Gateway } from '../../services/gateway/src/app.js';
import { loadGatewayConfig } from '../../services/gateway/src/config.js';

// What the rolling restart found (issue 19): behind a balancer that keeps idle connections to
// the gateway (an Ingress: 60 s), a gateway that closes them first (Node's default: 5 s, as on
// Express) fails the request the balancer sends on one as it closes ("socket hang up"); Fastify
// keeps them 72 s. Kept open that long, a connection that had a request in flight at SIGTERM
// held the gateway's shutdown until the keep-alive timeout (74 s measured on Fastify), past its
// SHUTDOWN_TIMEOUT_MS. Both, on a gateway of its own whose services never answer (1 s deadline).

interface Answer {
  status: number;
  reusedSocket: boolean;
}

function get(gateway: Gateway, agent: http.Agent, path: string): Promise<Answer> {
  const url = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

describe('the gateway behind a load balancer', () => {
  const namespace = `conn-${randomBytes(4).toString('hex')}`;
  let gateway: Gateway | undefined;

  beforeEach(async () => {
    const env = { ...process.env, BUS_NAMESPACE: namespace, LOG_LEVEL: 'silent' };
    gateway = await startGateway(
      { ...loadGatewayConfig(env), RPC_TIMEOUT_MS: 1_000 },
      createLogger('test', 'silent'),
      { port: 0 },
    );
  });
  afterEach(async () => {
    await gateway?.close();
    await deleteBusNamespace(namespace);
  });

  it('keeps an idle connection open past Node’s 5 s, as a balancer reuses it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(gateway!, agent, '/health/live')).toEqual({
        status: 200,
        reusedSocket: false,
      });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(gateway!, agent, '/health/live')).toEqual({
        status: 200,
        reusedSocket: true,
      });
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it('answers a request in flight at shutdown and stops as soon as it has', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      // The catalog never answers: the gateway's 503 comes at its 1 s deadline.
      const answer = get(gateway!, agent, `/api/models3d/${randomUUID()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = performance.now();
      const closing = gateway!.close();
      gateway = undefined;
      expect((await answer).status).toBe(503);
      await closing;
      const ms = performance.now() - started;
      process.stdout.write(`[gateway connections] stopped ${Math.round(ms)} ms after close()\n`);
      // Not the keep-alive timeout (65 s) nor the shutdown timeout (10 s) later.
      expect(ms).toBeLessThan(5_000);
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
