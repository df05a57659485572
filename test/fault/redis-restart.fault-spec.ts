import pg from 'pg';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { createApprovedListing, createListing, decideListing } from '../support/listings.js';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis.js';
import { startStackWithAdmin, type AdminStack } from '../support/stack.js';
import {
  isClean503,
  percentile,
  report,
  runLoad,
  statusCounts,
  type Outcome,
} from '../support/traffic.js';

// Issue 19: Redis restarts while requests flow. The bus and the gateway recover within 5 s of
// Redis being back, with no manual step; meanwhile every request is answered or refused with a
// clean 503; and no event is lost: listings approved just before the restart (their events in
// the catalog's outbox, published or not yet) all reach the search index afterwards.
//
// The Redis is the test's own (the machine's is shared), keeping its data as a production one
// does (append-only file): a restart, not a wipe.

const RATE = 50;
const DURATION_MS = 12_000;
const RESTART_AT_MS = 2_000;
/** How long Redis stays away: a pod's restart, not a blip the client's retries would hide. */
const DOWN_MS = 1_500;
const RECOVERY_MS = 5_000;
/** Approvals sent just before the restart: events in the outbox. */
const APPROVALS = 30;
const DEADLINE_MS = 15_000;

describe('Redis restarted under load', () => {
  let redis: PrivateRedis;
  let stack: AdminStack;
  let seller: SignedInUser;
  let readId: string;
  let pendingIds: string[];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    stack = await startStackWithAdmin({
      adminLabel: 'redis-restart-admin',
      services: ['users', 'catalog', 'search'],
      env: { REDIS_URL: redis.url },
      // The catalog's outbox is read by every catalog on its database: a database of its own,
      // so that no other test's catalog publishes this one's events to another bus.
      privateDatabase: true,
    });
    seller = await registerUser(stack.url);
    readId = (await createApprovedListing(stack.url, seller, stack.admin)).id;
    pendingIds = await Promise.all(
      Array.from({ length: APPROVALS }, async () => (await createListing(stack.url, seller)).id),
    );
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await redis?.close();
  });

  /** The listings the search index shows (its ledger: one row per listing it was told about). */
  async function indexed(ids: string[]): Promise<number> {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM search.listing_state WHERE id = ANY($1::uuid[]) AND visible',
        [ids],
      );
      return Number(rows[0]!.n);
    } finally {
      await client.end();
    }
  }

  async function outboxWaiting(): Promise<number> {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM catalog.outbox_message',
      );
      return Number(rows[0]!.n);
    } finally {
      await client.end();
    }
  }

  it('recovers within 5 s with no manual step and loses no event', async () => {
    let downAt = 0;
    let upAt = 0;
    let gatewayBackAt = 0;
    let readyBackAt = 0;
    let waitingAtRestart = 0;

    const { outcomes, wallMs, heldBack } = await runLoad({
      base: stack.url,
      rate: RATE,
      durationMs: DURATION_MS,
      deadlineMs: DEADLINE_MS,
      call: () => ({ method: 'GET', path: `/api/models3d/${readId}` }),
      during: async () => {
        await new Promise((resolve) => setTimeout(resolve, RESTART_AT_MS));
        // The approvals commit (each writes its event to the outbox), then Redis goes at once.
        await Promise.all(pendingIds.map((id) => decideListing(stack.url, stack.admin, id)));
        waitingAtRestart = await outboxWaiting();
        downAt = performance.now();
        await redis.stop();
        await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
        await redis.start();
        upAt = performance.now();
        // From here on no one does anything: the gateway and the bus must find Redis again.
        // A probe of each goes out every 100 ms, not waiting for the last: recovery is when the
        // first answers 200 (a listing read goes gateway → bus → catalog → bus → gateway).
        const probes: Promise<void>[] = [];
        const probe = async (path: string, back: () => void) => {
          const res = await request(stack.url)
            .get(path)
            .timeout(10_000)
            .catch(() => ({ status: 0 }));
          if (res.status === 200) back();
        };
        while ((!gatewayBackAt || !readyBackAt) && performance.now() - upAt < 30_000) {
          probes.push(
            probe(`/api/models3d/${readId}`, () => (gatewayBackAt ||= performance.now())),
            probe('/health/ready', () => (readyBackAt ||= performance.now())),
          );
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await Promise.all(probes);
      },
    });

    // Every approved listing reaches the index, and so does one approved after the restart.
    const late = (await createApprovedListing(stack.url, seller, stack.admin)).id;
    const ids = [...pendingIds, late];
    const arrived = await eventually(
      () => indexed(ids),
      (n) => n === ids.length,
      30_000,
    );

    const failedAfterRecovery = outcomes.filter(
      (o) => o.status !== 200 && o.sentAt > upAt + RECOVERY_MS,
    );
    const unclean = outcomes.filter((o) => o.status !== 200 && !isClean503(o));
    const refused = outcomes.filter(isClean503);
    const lastFailure = Math.max(
      0,
      ...outcomes.filter((o) => o.status !== 200).map((o) => o.sentAt + o.ms),
    );
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    report('redis restart', {
      requests: `${outcomes.length} at ${Math.round((outcomes.length / wallMs) * 1000)}/s (${RATE} asked, ${heldBack} held back)`,
      answered: outcomes.filter((o) => o.status === 200).length,
      '503s': refused.length,
      statuses: statusCounts(outcomes),
      'p99 ms': Math.round(
        percentile(
          outcomes.map((o) => o.ms),
          99,
        ),
      ),
      'Redis down for s': seconds(upAt - downAt),
      'gateway answering again after s': seconds(gatewayBackAt - upAt),
      'gateway ready again after s': seconds(readyBackAt - upAt),
      'last failed request answered s after Redis was back': seconds(
        Math.max(0, lastFailure - upAt),
      ),
      'events in the outbox at the restart': waitingAtRestart,
      'listings indexed': `${arrived} of ${ids.length}`,
    });

    expect(gatewayBackAt).toBeGreaterThan(0);
    expect(readyBackAt).toBeGreaterThan(0);
    expect(gatewayBackAt - upAt).toBeLessThanOrEqual(RECOVERY_MS);
    expect(readyBackAt - upAt).toBeLessThanOrEqual(RECOVERY_MS);
    expect(unclean.map(explain)).toEqual([]);
    expect(failedAfterRecovery.map(explain)).toEqual([]);
    expect(arrived).toBe(ids.length);
  }, 180_000);
});

function explain(o: Outcome): string {
  return `${o.index}: ${o.status} ${o.error ?? o.body.slice(0, 120)}`;
}
