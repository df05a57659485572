import { StreamKeys } from '@pitstop/messaging';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eventually } from '../support/eventually.js';
import { registerUser, type SignedInUser } from '../support/accounts.js';
import { createApprovedListing, listingInput } from '../support/listings.js';
import {
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
} from '../support/service-process.js';
import { startStackWithAdmin, type AdminStack } from '../support/stack.js';
import {
  isClean503,
  percentile,
  report,
  runLoad,
  statusCounts,
  type Outcome,
} from '../support/traffic.js';

// Issue 19: one of two catalog replicas is SIGKILLed while 200 requests a second flow through
// the gateway. Every request is answered, or refused with a clean 503 (JSON with a message)
// within its deadline; and no command runs twice: one request in five creates a listing with a
// title of its own, and afterwards each title exists exactly once when the request got its 201,
// at most once when it got a 503 (the replica may have died between the write and the reply).

const RATE = Number(process.env.FAULT_RATE ?? 200);
const DURATION_MS = 10_000;
const KILL_AT_MS = 3_000;
/** The gateway waits RPC_TIMEOUT_MS (5 s) for a service; the grace is for a loaded machine. */
const RPC_TIMEOUT_MS = 5_000;
const DEADLINE_MS = RPC_TIMEOUT_MS + 5_000;

describe('a catalog replica killed under load', () => {
  let stack: AdminStack;
  let replicas: ServiceProcess[] = [];
  let gateway: ServiceProcess;
  let seller: SignedInUser;
  let readId: string;

  beforeAll(async () => {
    // The catalog runs as two processes of its own (SIGKILL needs a process), and the gateway the
    // load goes through as a third, as in production: the load is not sent from the process that
    // answers it. The users service (and a gateway for the set-up) run in this one.
    // A database of its own: hundreds of listings, which the run's other tests need not search.
    stack = await startStackWithAdmin({
      adminLabel: 'replica-kill-admin',
      services: ['users'],
      privateDatabase: true,
    });
    const env = { BUS_NAMESPACE: stack.namespace, DATABASE_URL: stack.databaseUrl };
    [gateway, ...replicas] = await Promise.all([
      startServiceProcess('gateway', {
        ...env,
        RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
        // One seller writes 40 times a second, all from 127.0.0.1.
        WRITE_RATE_LIMIT: '100000',
        AUTH_IP_LIMIT: '100000',
      }),
      ...[1, 2].map(() =>
        startServiceProcess('catalog', { ...env, CATALOG_SEED_TAXONOMY: 'false' }),
      ),
    ]);
    await Promise.all([gateway, ...replicas].map((proc) => proc.ready()));
    seller = await registerUser(stack.url);
    readId = (await createApprovedListing(stack.url, seller, stack.admin)).id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      [gateway, ...replicas].filter(Boolean).map((proc) => stopServiceProcess(proc)),
    );
    await stack?.close();
  });

  it('answers every request or refuses it with a 503 in time, and runs no command twice', async () => {
    const run = randomBytes(4).toString('hex');
    const titleOf = (index: number) => `Replica kill ${run} request ${index}`;
    const isWrite = (index: number) => index % 5 === 0;
    let killedAt = 0;
    const loadStarted = performance.now();

    const { outcomes, wallMs, heldBack } = await runLoad({
      base: gateway.healthUrl,
      rate: RATE,
      durationMs: DURATION_MS,
      deadlineMs: DEADLINE_MS,
      call: (index) =>
        isWrite(index)
          ? {
              method: 'POST',
              path: '/api/models3d',
              headers: { Cookie: seller.cookie },
              body: listingInput({ title: titleOf(index) }),
            }
          : { method: 'GET', path: `/api/models3d/${readId}` },
      during: async () => {
        await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
        killedAt = performance.now();
        replicas[0]!.child.kill('SIGKILL');
        await replicas[0]!.exited;
      },
    });

    // The requests the dead replica had taken but not answered: the survivor claims them once the
    // dead one's heartbeat has expired (15 s), finds their deadline passed and drops them. Only
    // then is the count final: a late execution would show as a second row.
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const stream = new StreamKeys(stack.namespace).requests('catalog');
    const pendingAfter = await eventually(
      async () => ((await redis.xpending(stream, 'catalog')) as [number])[0],
      (count) => count === 0,
      40_000,
    ).finally(() => redis.disconnect());
    expect(pendingAfter).toBe(0);

    // Each title, as many times as it was written.
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    const rows = await client
      .query<{ title: string; n: string }>(
        'SELECT title, count(*) AS n FROM catalog.listing WHERE title LIKE $1 GROUP BY title',
        [`Replica kill ${run} request %`],
      )
      .finally(() => client.end());
    const written = new Map(rows.rows.map((row) => [row.title, Number(row.n)]));

    const clean503 = isClean503;
    const expected = (o: Outcome) => (isWrite(o.index) ? 201 : 200);
    const wrong = outcomes.filter((o) => o.status !== expected(o) && !clean503(o));
    const twice = outcomes.filter((o) => (written.get(titleOf(o.index)) ?? 0) > 1);
    const lost = outcomes.filter(
      (o) => isWrite(o.index) && o.status === 201 && written.get(titleOf(o.index)) !== 1,
    );
    const refused = outcomes.filter(clean503);
    const writes = outcomes.filter((o) => isWrite(o.index));

    report('replica kill', {
      'requests at /s': `${outcomes.length} at ${Math.round((outcomes.length / wallMs) * 1000)} (${RATE} asked, ${heldBack} held back by the cap)`,
      answered: outcomes.filter((o) => o.status === expected(o)).length,
      '503s': refused.length,
      'writes (201 | 503 applied | 503 not applied)': `${writes.filter((o) => o.status === 201).length} | ${
        writes.filter((o) => o.status === 503 && written.get(titleOf(o.index)) === 1).length
      } | ${writes.filter((o) => o.status === 503 && !written.has(titleOf(o.index))).length}`,
      'executed twice': twice.length,
      statuses: statusCounts(outcomes),
      'p99 ms': Math.round(
        percentile(
          outcomes.map((o) => o.ms),
          99,
        ),
      ),
      'slowest 503 ms': Math.round(Math.max(0, ...refused.map((o) => o.ms))),
      'killed at s': ((killedAt - loadStarted) / 1000).toFixed(1),
    });

    expect(replicas[0]!.child.signalCode).toBe('SIGKILL');
    expect(wrong.map((o) => `${o.index}: ${o.status} ${o.error ?? o.body.slice(0, 120)}`)).toEqual(
      [],
    );
    expect(twice.map((o) => titleOf(o.index))).toEqual([]);
    expect(lost.map((o) => titleOf(o.index))).toEqual([]);
    // Every refusal came within the gateway's deadline (and the grace of a loaded machine).
    expect(refused.every((o) => o.ms < DEADLINE_MS)).toBe(true);
    // The surviving replica carried the load: most requests were answered.
    expect(outcomes.filter((o) => o.status === expected(o)).length).toBeGreaterThan(
      outcomes.length * 0.8,
    );
  }, 120_000);
});
