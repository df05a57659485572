import type { BackendService } from '@pitstop/common';
import type { BackendServiceName } from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { registerUsers, type SignedInUser } from '../support/accounts.js';
import { createApprovedListing, listingInput } from '../support/listings.js';
import {
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
} from '../support/service-process.js';
import { startStackWithAdmin, type AdminStack } from '../support/stack.js';
import {
  percentile,
  report,
  runLoad,
  startBalancer,
  statusCounts,
  type Balancer,
  type Call,
  type Outcome,
} from '../support/traffic.js';

// Issue 19: a rolling restart of the gateway and of each service under load, as Kubernetes does
// one (maxSurge 2, maxUnavailable 0): the new instances start and become ready; then each old
// one is taken out of rotation (the Service's endpoints drop it while its preStop hook pauses),
// keeps serving what it has, and gets SIGTERM. Zero requests may fail, and no write may run
// twice (each create has a title of its own; each title exists exactly once afterwards).
//
// Two gateways run as processes of their own behind a test-side round-robin balancer that
// follows their readiness probes, and get a real SIGTERM. The backend services run in this
// process, two instances each, and are stopped by the close() that their SIGTERM handler calls
// (runService in libs/common): the bus is their balancer (one consumer group per service), and
// starting a dozen processes more would cost minutes on a two-core machine.

const RATE = Number(process.env.FAULT_RATE ?? 40);
/** The gateway's preStop pause, as in k8s/base/gateway.yaml (the services have none). */
const PRE_STOP_MS = 5_000;
/**
 * The gateways wait 15 s for a service (production: 5 s). The in-process services share one
 * event loop on a busy two-core machine, and each instance starting blocks it a moment: a 503
 * from that is the test machine, not the rollout. The client waits longer still.
 */
const RPC_TIMEOUT_MS = 15_000;
const DEADLINE_MS = 30_000;
const SERVICES: BackendServiceName[] = ['catalog', 'users', 'orders', 'media', 'search'];

describe('rolling restarts under load', () => {
  let stack: AdminStack;
  let balancer: Balancer;
  let gateways: ServiceProcess[] = [];
  /** The new gateways, started before the load (see beforeAll). */
  let nextGateways: ServiceProcess[] = [];
  const stopped: ServiceProcess[] = [];
  let seller: SignedInUser;
  /** Edit their profiles, each their own row: not the seller, whose every profile change the
   *  catalog copies onto each of their (hundreds of) listings. */
  let buyers: SignedInUser[];
  let readId: string;

  const startGatewayProcess = () =>
    startServiceProcess('gateway', {
      BUS_NAMESPACE: stack.namespace,
      DATABASE_URL: stack.databaseUrl,
      // One seller writes many times a second, all from 127.0.0.1.
      WRITE_RATE_LIMIT: '100000',
      AUTH_IP_LIMIT: '100000',
      RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
      // Covers a request in flight at SIGTERM that waits its whole RPC_TIMEOUT_MS.
      SHUTDOWN_TIMEOUT_MS: String(RPC_TIMEOUT_MS + 5_000),
    });

  beforeAll(async () => {
    // A database of its own: hundreds of listings, which the run's other tests need not search.
    stack = await startStackWithAdmin({
      adminLabel: 'rolling-admin',
      services: SERVICES,
      privateDatabase: true,
    });
    balancer = await startBalancer();
    // The new gateways start now, not mid-rollout: a new pod starts on a node's spare capacity,
    // while here four Node processes compiling TypeScript at once would starve the two cores
    // that the old ones (and every service) answer on. They join the rotation during the rollout.
    [gateways, nextGateways] = await Promise.all([
      Promise.all([startGatewayProcess(), startGatewayProcess()]),
      Promise.all([startGatewayProcess(), startGatewayProcess()]),
    ]);
    await Promise.all(nextGateways.map((gateway) => gateway.ready()));
    for (const gateway of gateways) balancer.add(gateway.healthUrl);
    await Promise.all(gateways.map((gateway) => balancer.waitUntilReady(gateway.healthUrl)));
    [seller, ...buyers] = await registerUsers(stack.url, 9);
    readId = (await createApprovedListing(stack.url, seller, stack.admin)).id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...gateways, ...nextGateways].map((gateway) => stopServiceProcess(gateway)));
    await balancer?.close();
    await stack?.close();
  });

  /** Replaces both gateway processes, one old one at a time, as a Deployment's rollout does. */
  async function rollGateways(): Promise<void> {
    const fresh = nextGateways;
    nextGateways = [];
    for (const gateway of fresh) balancer.add(gateway.healthUrl);
    await Promise.all(fresh.map((gateway) => balancer.waitUntilReady(gateway.healthUrl)));
    for (const old of gateways) {
      balancer.remove(old.healthUrl);
      await new Promise((resolve) => setTimeout(resolve, PRE_STOP_MS));
      await stopServiceProcess(old);
      stopped.push(old);
    }
    gateways = fresh;
  }

  /** Replaces both instances of a backend service, one old one at a time. */
  async function rollService(service: BackendServiceName): Promise<void> {
    const old = [...(stack.services.get(service) ?? [])];
    await stack.addInstance(service);
    await stack.addInstance(service);
    for (const instance of old) {
      // Its readiness fails, and SIGTERM follows (no preStop: the bus, not a Service, balances
      // the services); it stops reading, finishes what it took and acknowledges it.
      instance.health.markShuttingDown();
      await instance.close();
      stack.services.set(
        service,
        stack.services.get(service)!.filter((other: BackendService) => other !== instance),
      );
    }
  }

  it('fails no request and runs no write twice while the gateway and every service roll', async () => {
    // Two instances of each service before the rollouts begin.
    for (const service of SERVICES) await stack.addInstance(service);

    const run = randomBytes(4).toString('hex');
    const titleOf = (index: number) => `Rolling ${run} request ${index}`;
    const buyerOf = (index: number) => buyers[Math.floor(index / 8) % buyers.length]!;
    const calls: Array<{ expected: number; call: (index: number) => Call }> = [
      {
        expected: 201,
        call: (index) => ({
          method: 'POST',
          path: '/api/models3d',
          headers: { Cookie: seller.cookie },
          body: listingInput({ title: titleOf(index) }),
        }),
      },
      { expected: 200, call: () => ({ method: 'GET', path: `/api/models3d/${readId}` }) },
      {
        expected: 200,
        call: (index) => ({
          method: 'PUT',
          path: '/api/auth/user',
          headers: { Cookie: buyerOf(index).cookie },
          body: { bio: `Rolling ${index}` },
        }),
      },
      {
        expected: 200,
        call: (index) => ({
          method: 'GET',
          path: '/api/cart',
          headers: { Cookie: buyerOf(index).cookie },
        }),
      },
      { expected: 200, call: () => ({ method: 'GET', path: '/api/search?q=vent%20clip' }) },
      {
        expected: 200,
        call: () => ({
          method: 'POST',
          path: '/api/objects/upload',
          headers: { Cookie: seller.cookie },
          body: { filename: 'part.stl', contentType: 'model/stl', size: 1_000, purpose: 'model' },
        }),
      },
      {
        expected: 200,
        call: () => ({ method: 'GET', path: '/api/user', headers: { Cookie: seller.cookie } }),
      },
      {
        expected: 200,
        call: () => ({ method: 'GET', path: `/api/models3d/${readId}/comments` }),
      },
    ];
    const kindOf = (index: number) => calls[index % calls.length]!;
    const timings: string[] = [];

    const { outcomes, wallMs, heldBack } = await runLoad({
      base: balancer.url,
      rate: RATE,
      durationMs: 2_000,
      deadlineMs: DEADLINE_MS,
      call: (index) => kindOf(index).call(index),
      during: async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        for (const target of ['gateway', ...SERVICES] as const) {
          const started = performance.now();
          await (target === 'gateway' ? rollGateways() : rollService(target));
          timings.push(`${target} ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      },
    });

    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    const rows = await client
      .query<{ title: string; n: string }>(
        'SELECT title, count(*) AS n FROM catalog.listing WHERE title LIKE $1 GROUP BY title',
        [`Rolling ${run} request %`],
      )
      .finally(() => client.end());
    const written = new Map(rows.rows.map((row) => [row.title, Number(row.n)]));
    const writes = outcomes.filter((o) => kindOf(o.index).expected === 201);

    const failed = outcomes.filter((o) => o.status !== kindOf(o.index).expected);
    const notOnce = writes.filter((o) => written.get(titleOf(o.index)) !== 1);
    report('rolling restart', {
      requests: `${outcomes.length} at ${Math.round((outcomes.length / wallMs) * 1000)}/s (${RATE} asked, ${heldBack} held back)`,
      answered: outcomes.length - failed.length,
      failed: failed.length,
      statuses: statusCounts(outcomes),
      'writes once': `${writes.length - notOnce.length} of ${writes.length}`,
      'p99 ms': Math.round(
        percentile(
          outcomes.map((o) => o.ms),
          99,
        ),
      ),
      'without a ready gateway': balancer.noUpstream,
      rollouts: timings.join(', '),
      'gateway exits': stopped.map((g) => g.child.exitCode).join(' '),
    });

    // Each old gateway stopped by itself on SIGTERM, cleanly.
    expect(stopped.map((g) => (g.child.exitCode === 0 ? 0 : g.output().slice(-3_000)))).toEqual([
      0, 0,
    ]);
    expect(failed.map(explain)).toEqual([]);
    expect(
      notOnce.map((o) => `${titleOf(o.index)}: ${written.get(titleOf(o.index)) ?? 0}`),
    ).toEqual([]);
  }, 240_000);
});

function explain(o: Outcome): string {
  return `${o.index} (${o.status} after ${Math.round(o.ms)} ms): ${o.error ?? o.body.slice(0, 160)}`;
}
