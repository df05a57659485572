/**
 * bench/orders: 200 buyers at once, through the gateway with the TEST MODE provider, each add a
 * paid part or two to their cart, create a payment intent and pay with the test card, while an
 * admin refunds some of those orders (every BENCH_REFUND_EVERY-th buyer's, whole or one line) and
 * the payout job sends sellers their shares (hold 0, a run every second). Half the sellers have
 * an active TEST MODE account from the start; after each round half of those accounts' balances
 * go to the bank, so the next round's refunds of earlier orders are reversed from the others'
 * transfers and carried forward for theirs, paid off by later sales; the other half of the
 * sellers finish onboarding at the end.
 *
 * The services are the built ones (`npm run bench` builds them), each its own OS process as
 * `npm start` runs them: users and its mail worker, catalog, orders and the gateway, on a
 * database and bus namespace of the benchmark's own (ports from BENCH_PORT, 6 in a row, else
 * free ones). The buyers run in this process.
 *
 * Prints the p50/p99 of create-payment-intent beside the bare route (GET /health/live, asked by
 * as many at once in the same run), checkouts per second, and the reconciliation: no order paid
 * twice, no event published twice, no ledger entry transferred twice; for every paid order,
 * ledger = transfers + reversals + fees + carried forward + still owed, to the cent; our
 * transfers and reversals = the provider's.
 *
 * Buyers are registered without confirming their address (they do not publish). The paid events
 * are counted from the stream through a probe consumer group created before the checkouts and
 * never read: the services trim a stream up to what all its groups have acknowledged. A 503 (an
 * answer later than the bus's deadline, on a busy machine) is retried as the web client retries
 * it, with the same Idempotency-Key where the route takes one; the retries are printed.
 */
import 'reflect-metadata';
import { OrdersEvents, type CartDto, type PaymentIntentDto } from '@pitstop/contracts';
import { StreamKeys, createRedis } from '@pitstop/messaging';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import {
  newAdminCredentials,
  registerUser,
  signIn,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { deleteBusNamespace } from '../../test/support/bus.js';
import { createPrivateDatabase } from '../../test/support/database.js';
import { startTestInbox } from '../../test/support/inbox.js';
import { createApprovedListing } from '../../test/support/listings.js';
import { freePort } from '../../test/support/node-process.mjs';
import { forgetStackInbox, rememberStackInbox } from '../../test/support/stack-inboxes.js';
import { startBuiltService, type BuiltService } from './processes.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
/** How many times the 200 checkouts run (each round with new buyers). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Every n-th buyer's order is refunded by the admin right after it is paid. */
const REFUND_EVERY = Number(process.env.BENCH_REFUND_EVERY ?? 5);
const SELLERS = 10;
const LISTINGS_PER_SELLER = 4;
const TEST_CARD = '4242 4242 4242 4242';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const tick = (ok: boolean) => (ok ? '✔' : '✘');

/** Answers a retry is for: the service did not answer within the bus's deadline, or a gateway. */
const RETRIED = new Set([502, 503, 504]);
const ATTEMPTS = 12;
/**
 * Capped exponential back-off with full jitter: 200 buyers retrying together would refill the
 * queue the service could not empty within the deadline; spread out, the load drains.
 */
const backOff = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(16_000, 500 * 2 ** attempt)),
  );

/** Retries by path (the id-free part), as the web client retries them. */
const retries = new Map<string, number>();

/**
 * One call through the gateway as a signed-in person; throws on a non-2xx answer. A 503 (the
 * machine too busy for the bus's deadline) is retried with the same Idempotency-Key, as the web
 * client does: the retry answers what the first attempt did, if it was applied. Every attempt's
 * time goes to `timings`.
 */
async function call<T>(
  url: string,
  who: SignedInUser | null,
  method: string,
  path: string,
  body?: unknown,
  options: {
    timings?: number[];
    /** Sends an Idempotency-Key (the routes that take one) and retries with it. */
    idempotent?: boolean;
    /** Retries without a key: the route changes nothing the second time by itself. */
    safe?: boolean;
    /** A retry answered 409 means the first attempt was applied (a refund). */
    appliedOn409?: boolean;
  } = {},
): Promise<{ body: T; ms: number }> {
  const key = options.idempotent ? randomBytes(12).toString('hex') : undefined;
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(who ? { cookie: who.cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    options.timings?.push(ms);
    const retry =
      RETRIED.has(res.status) && attempt < ATTEMPTS && (key || options.safe || method === 'GET');
    if (retry) {
      const route = path.replace(/[0-9a-f-]{36}|tp_[0-9a-f]+/g, '…');
      retries.set(route, (retries.get(route) ?? 0) + 1);
      await backOff(attempt);
      continue;
    }
    // The gateway keeps no answer for a 503, so a retry of a refund that was applied runs
    // again and is told so: it happened once, as asked.
    const appliedBefore = attempt > 1 && res.status === 409 && options.appliedOn409;
    if (!res.ok && !appliedBefore) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    if (appliedBefore)
      retries.set('refund found applied', (retries.get('refund found applied') ?? 0) + 1);
    return { body: (text ? JSON.parse(text) : null) as T, ms };
  }
}

/**
 * The set-up's steps (registering, listing) through the test helpers, again after a 503: a
 * retry may leave an unused account or listing behind, which the figures do not count.
 */
async function settingUp<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (attempt >= ATTEMPTS || !/\b50[234]\b/.test((err as Error).message)) throw err;
      await backOff(attempt);
    }
  }
}

/** Runs the tasks with at most `limit` at once. */
async function inBatches<T>(count: number, limit: number, task: (i: number) => Promise<T>) {
  const results: T[] = [];
  for (let start = 0; start < count; start += limit)
    results.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(limit, count - start) }, (_, i) => task(start + i)),
      )),
    );
  return results;
}

const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const portAt = async (i: number) => (base === undefined ? freePort() : base + i);
const [gatewayPort, metricsPort, usersPort, mailPort, catalogPort, ordersPort] = [
  await portAt(0),
  await portAt(1),
  await portAt(2),
  await portAt(3),
  await portAt(4),
  await portAt(5),
];

const database = await createPrivateDatabase();
const namespace = `bench-orders-${randomBytes(4).toString('hex')}`;
const inbox = await startTestInbox();
const credentials = newAdminCredentials('bench-orders');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: database.url,
  REDIS_URL,
  BUS_NAMESPACE: namespace,
  LOG_LEVEL: 'warn',
  SMTP_URL: inbox.smtpUrl,
  ADMIN_EMAIL: credentials.email,
  ADMIN_PASSWORD: credentials.password,
  PAYOUT_HOLD_SECONDS: '0',
  PAYOUT_RUN_SECONDS: '1',
  // Every buyer comes from 127.0.0.1: the per-IP and per-person limits are not measured here.
  AUTH_IP_LIMIT: '100000',
  WRITE_RATE_LIMIT: '100000',
};
const services: BuiltService[] = [];
const url = `http://127.0.0.1:${gatewayPort}`;
const db = new pg.Client({ connectionString: database.url });
const redis = createRedis(REDIS_URL, 'bench-orders');
const paidStream = new StreamKeys(namespace).events(OrdersEvents.orderPaid.topic);
/** Holds every paid event in the stream: never reads, so the trims keep all from its start. */
const PROBE_GROUP = 'bench-orders-probe';

try {
  for (const [name, entry, port] of [
    ['users', 'users/dist/main.js', usersPort],
    ['users-worker', 'users/dist/worker.js', mailPort],
    ['catalog', 'catalog/dist/main.js', catalogPort],
    ['orders', 'orders/dist/main.js', ordersPort],
  ] as const)
    services.push(
      await startBuiltService(name, entry, port, { ...env, HEALTH_PORT: String(port) }),
    );
  services.push(
    await startBuiltService('gateway', 'gateway/dist/main.js', gatewayPort, {
      ...env,
      PORT: String(gatewayPort),
      METRICS_PORT: String(metricsPort),
    }),
  );
  // registerUser confirms sellers' addresses from the mail this inbox receives.
  rememberStackInbox(url, inbox);
  await db.connect();
  await redis.xgroup('CREATE', paidStream, PROBE_GROUP, '0', 'MKSTREAM');
  const admin = await settingUp(() => signIn(url, credentials.email, credentials.password));

  console.log(
    `bench/orders — ${BUYERS} buyers at once × ${ROUNDS} rounds, TEST MODE, refunds every ` +
      `${REFUND_EVERY}th order; users, mail worker, catalog, orders and gateway each a process; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );
  const sellers = await inBatches(SELLERS, 5, () => settingUp(() => registerUser(url)));
  const listings = (
    await inBatches(SELLERS * LISTINGS_PER_SELLER, 8, (i) =>
      settingUp(() =>
        createApprovedListing(url, sellers[i % SELLERS]!, admin, {
          title: `Bench Part ${i + 1}`,
          priceCents: 199 + ((i * 137) % 2_000),
          isFree: false,
        }),
      ),
    )
  ).map((listing) => listing.id);

  /** 'Set up payouts' and TEST MODE's onboarding page's Finish: the seller's account is active. */
  async function activatePayouts(seller: SignedInUser): Promise<number> {
    const { url: page } = (
      await call<{ url: string }>(url, seller, 'POST', '/api/payouts/onboarding', undefined, {
        safe: true,
      })
    ).body;
    const account = new URL(page, url).searchParams.get('account');
    const timings: number[] = [];
    await call(
      url,
      seller,
      'POST',
      '/api/payouts/test-onboarding',
      { account },
      { timings, safe: true },
    );
    return timings[0]!;
  }
  await Promise.all(sellers.filter((_, i) => i % 2 === 0).map(activatePayouts));

  const intentMs: number[] = [];
  const bareMs: number[] = [];
  const refundMs: number[] = [];

  const refund = (orderId: string, lineIds?: string[]) =>
    call(url, admin, 'POST', `/api/admin/orders/${orderId}/refund`, lineIds ? { lineIds } : {}, {
      timings: refundMs,
      idempotent: true,
      appliedOn409: true,
    });

  let checkouts = 0;
  let checkoutSeconds = 0;
  /** Paid orders of the earlier rounds not refunded: some are refunded after their payout. */
  let earlier: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Buyers do not publish: no need to confirm their address from the welcome mail.
    const buyers = await inBatches(BUYERS, 10, () =>
      settingUp(() => registerUser(url, {}, {}, { verify: false })),
    );
    const late = earlier.filter((_, i) => i % REFUND_EVERY === 0);
    const kept: string[] = [];
    const started = performance.now();
    await Promise.all([
      ...buyers.map(async (buyer, b) => {
        // One or two parts, from different sellers.
        const wanted = [listings[(b * 7 + round) % listings.length]!];
        if (b % 2 === 0) wanted.push(listings[(b * 7 + round + 1) % listings.length]!);
        for (const modelId of wanted)
          await call<CartDto>(
            url,
            buyer,
            'POST',
            '/api/cart/items',
            { modelId },
            {
              idempotent: true,
            },
          );
        const intent = await call<PaymentIntentDto>(
          url,
          buyer,
          'POST',
          '/api/create-payment-intent',
          undefined,
          { timings: intentMs, idempotent: true },
        );
        const { clientSecret, orderId } = intent.body;
        const paymentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
        const paid = await call<{ status: string; message?: string }>(
          url,
          buyer,
          'POST',
          `/api/test-payments/${paymentId}/confirm`,
          { clientSecret, cardNumber: TEST_CARD },
          // A settled payment answers as it was settled: confirming again is harmless.
          { safe: true },
        );
        if (paid.body.status !== 'succeeded') throw new Error(`declined: ${paid.body.message}`);
        checkouts++;
        // Refunds mixed in: the whole order, or its first line of two.
        if (b % REFUND_EVERY === 0) await refund(orderId, b % 2 === 0 ? [wanted[0]!] : undefined);
        else kept.push(orderId);
      }),
      // Earlier rounds' orders, long paid out: refunded now, whole.
      ...late.map((orderId) => refund(orderId)),
      // The bare route, asked by as many at once while the checkouts run.
      ...buyers.map(async () => {
        for (let i = 0; i < 3; i++)
          await call(url, null, 'GET', '/health/live', undefined, { timings: bareMs });
      }),
    ]);
    checkoutSeconds += (performance.now() - started) / 1000;
    earlier = [...earlier.filter((id) => !late.includes(id)), ...kept];
    // Half the active accounts' balances leave for the sellers' banks (TEST MODE's record of
    // it): what is refunded of their sales from now on cannot be reversed and is carried
    // forward; the other half's is taken back by transfer reversals.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await db.query(
      `UPDATE orders.test_payout_account a SET paid_out_cents = COALESCE((
         SELECT sum(amount_cents) FROM orders.test_transfer WHERE destination = a.id), 0)
       WHERE a.seller_id = ANY($1::uuid[])`,
      [sellers.filter((_, i) => i % 4 === 0).map((s) => s.user.id)],
    );
  }

  // The other half finish onboarding now, all at once: each answers at once, and the payout
  // job sends what they are owed.
  const activationMs = await Promise.all(
    sellers.filter((_, i) => i % 2 === 1).map(activatePayouts),
  );
  const settledBy = Date.now() + 120_000;
  let unsettled = { pending: -1, orders: -1 };
  while (Date.now() < settledBy) {
    [unsettled] = (
      await db.query(`SELECT
        (SELECT count(*)::int FROM orders.payout_transfer WHERE status <> 'paid') AS pending,
        (SELECT count(*)::int FROM (SELECT le.order_id FROM orders.ledger_entry le
           LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id AND t.status = 'paid'
           WHERE t.id IS NULL GROUP BY le.order_id HAVING sum(le.amount_cents) <> 0) o) AS orders`)
    ).rows as { pending: number; orders: number }[] as [typeof unsettled];
    if (unsettled.pending === 0 && unsettled.orders === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }

  const [money] = (
    await db.query(`SELECT
      (SELECT COALESCE(sum(amount_cents), 0)::int FROM orders.ledger_entry) AS ledger,
      (SELECT COALESCE(sum(amount_cents), 0)::int FROM orders.payout_transfer
         WHERE status = 'paid' AND amount_cents > 0) AS transfers,
      (SELECT COALESCE(sum(amount_cents), 0)::int FROM orders.payout_transfer
         WHERE status = 'paid' AND amount_cents < 0) AS reversals,
      (SELECT COALESCE(sum(fee_cents), 0)::int FROM orders.payout_transfer
         WHERE status = 'paid') AS fees,
      (SELECT COALESCE(sum(carried_cents), 0)::int FROM orders.payout_transfer
         WHERE status = 'paid') AS carried,
      (SELECT COALESCE(sum(le.amount_cents), 0)::int FROM orders.ledger_entry le
         LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id AND t.status = 'paid'
         WHERE t.id IS NULL) AS owed,
      (SELECT count(*)::int FROM (
         SELECT le.order_id FROM orders.ledger_entry le
         LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id
         GROUP BY le.order_id
         HAVING sum(le.amount_cents) <>
           COALESCE(sum(t.amount_cents + t.fee_cents + t.carried_cents)
             FILTER (WHERE t.status = 'paid'), 0)
           + COALESCE(sum(le.amount_cents) FILTER (WHERE t.id IS NULL OR t.status <> 'paid'), 0)
       ) off) AS "ordersOff",
      (SELECT COALESCE(sum(amount_cents), 0)::int FROM orders.test_transfer) AS "providerNet",
      (SELECT count(*)::int FROM orders.test_transfer WHERE amount_cents < 0) AS "providerReversals",
      (SELECT count(*)::int FROM orders.payout_transfer
         WHERE status = 'paid' AND amount_cents < 0) AS "reversalRows",
      (SELECT count(*)::int FROM orders.payout_transfer WHERE carried_cents < 0) AS "carriedRefunds",
      (SELECT count(*)::int FROM orders.payout_transfer WHERE carried_cents > 0) AS "payingOff",
      (SELECT count(*)::int FROM (SELECT seller_id FROM orders.payout_transfer
         GROUP BY seller_id HAVING sum(carried_cents) > 0) s) AS "sellersOverpaid",
      (SELECT count(*)::int FROM (SELECT transfer_group, destination FROM orders.test_transfer
         WHERE amount_cents > 0 GROUP BY 1, 2 HAVING count(*) > 1) d) AS "doubleTransfers",
      (SELECT count(*)::int FROM (SELECT ledger_entry_id FROM orders.payout_transfer
         GROUP BY 1 HAVING count(*) > 1) d) AS "doubleRows",
      (SELECT count(*)::int FROM orders.payout_transfer t
         LEFT JOIN orders.test_transfer p ON p.id = t.provider_transfer_id
         WHERE t.status = 'paid' AND t.amount_cents <> 0
           AND (p.id IS NULL OR p.amount_cents <> t.amount_cents)) AS "providerMismatch"`)
  ).rows as {
    ledger: number;
    transfers: number;
    reversals: number;
    fees: number;
    carried: number;
    owed: number;
    ordersOff: number;
    providerNet: number;
    providerReversals: number;
    reversalRows: number;
    carriedRefunds: number;
    payingOff: number;
    sellersOverpaid: number;
    doubleTransfers: number;
    doubleRows: number;
    providerMismatch: number;
  }[];
  const [r] = (
    await db.query(`SELECT
      (SELECT count(*)::int FROM orders.purchase_order WHERE status = 'paid') AS "ordersPaid",
      (SELECT count(*)::int FROM orders.purchase_order WHERE status = 'pending') AS "ordersPending",
      (SELECT count(*)::int FROM orders.payment WHERE status = 'succeeded') AS "paymentsSucceeded",
      (SELECT count(*)::int FROM orders.entitlement) AS entitlements,
      (SELECT count(*)::int FROM orders.order_line l JOIN orders.purchase_order o ON o.id = l.order_id
         WHERE o.status = 'paid') AS "paidLines",
      (SELECT count(*)::int FROM orders.refund_line) AS "refundedLines",
      (SELECT count(*)::int FROM orders.refund) AS refunds,
      (SELECT count(*)::int FROM orders.test_refund) AS "providerRefunds",
      (SELECT count(*)::int FROM (SELECT order_id, seller_id FROM orders.ledger_entry
         WHERE refund_id IS NULL GROUP BY 1, 2 HAVING count(*) > 1) d) AS "doubleLedger",
      (SELECT count(*)::int FROM orders.cart_item) AS "cartItemsLeft"`)
  ).rows as {
    ordersPaid: number;
    ordersPending: number;
    paymentsSucceeded: number;
    entitlements: number;
    paidLines: number;
    refundedLines: number;
    refunds: number;
    providerRefunds: number;
    doubleLedger: number;
    cartItemsLeft: number;
  }[];
  const events = await redis.xrange(paidStream, '-', '+');
  const eventOrders = events.map(
    ([, fields]) => (JSON.parse(fields[fields.indexOf('d') + 1]!) as { orderId: string }).orderId,
  );
  const doubleEvents = eventOrders.length - new Set(eventOrders).size;
  const m = money!;
  const doubleFulfilments = doubleEvents + r!.doubleLedger;
  const doubleTransfers = m.doubleTransfers + m.doubleRows;
  const balanced = m.ledger === m.transfers + m.reversals + m.fees + m.carried + m.owed;

  intentMs.sort((a, b) => a - b);
  bareMs.sort((a, b) => a - b);
  refundMs.sort((a, b) => a - b);
  activationMs.sort((a, b) => a - b);
  const row = (name: string, ms: number[]) =>
    `${name.padEnd(31)}| ${fmt(percentile(ms, 50)).padStart(7)} | ${fmt(percentile(ms, 99)).padStart(7)} | ${String(ms.length).padStart(8)}`;
  console.log(`
route                          |  p50 ms |  p99 ms | requests
-------------------------------|---------|---------|---------
${row('POST /api/create-payment-intent', intentMs)}
${row('GET /health/live (bare route)', bareMs)}
${row('POST /api/admin/orders/…/refund', refundMs)}
${row('POST /api/payouts/test-onboarding', activationMs)}

Retried after a 503 (with the same Idempotency-Key): ${[...retries].map(([route, n]) => `${route} ${n}`).join(', ') || 'none'}
Load average at the end ${loadavg()[0]!.toFixed(1)}
Checkouts (add to cart, intent, pay): ${checkouts} in ${fmt(checkoutSeconds, 2)} s = ${fmt(checkouts / checkoutSeconds)} checkouts/s
Refunds: ${r!.refunds} (${r!.refundedLines} lines), at the provider ${r!.providerRefunds} ${tick(r!.refunds === r!.providerRefunds)}
Settled ${unsettled.pending === 0 && unsettled.orders === 0 ? 'within the wait' : `NOT within 120 s (${unsettled.pending} pending, ${unsettled.orders} orders owed)`}

Reconciliation:
  orders paid ${r!.ordersPaid} = payments succeeded ${r!.paymentsSucceeded} = checkouts ${checkouts}: ${tick(r!.ordersPaid === r!.paymentsSucceeded && r!.ordersPaid === checkouts)}
  entitlements ${r!.entitlements} = lines of paid orders ${r!.paidLines} - refunded lines ${r!.refundedLines}: ${tick(r!.entitlements === r!.paidLines - r!.refundedLines)}
  orders.order.paid events ${eventOrders.length}, published twice: ${doubleEvents} ${tick(doubleEvents === 0 && eventOrders.length === r!.ordersPaid)}
  orders left pending ${r!.ordersPending}, cart items left ${r!.cartItemsLeft}: ${tick(r!.ordersPending === 0 && r!.cartItemsLeft === 0)}
  ledger ${dollars(m.ledger)} = transfers ${dollars(m.transfers)} + reversals ${dollars(m.reversals)} + fees ${dollars(m.fees)} + carried forward ${dollars(m.carried)} + owed ${dollars(m.owed)}: ${tick(balanced)}
  orders where ledger ≠ transfers + reversals + fees + carried + owed: ${m.ordersOff} ${tick(m.ordersOff === 0)}
  provider's transfers less reversals ${dollars(m.providerNet)} = ours ${dollars(m.transfers + m.reversals)}, ${m.providerReversals} reversals = ${m.reversalRows}, rows unlike the provider's ${m.providerMismatch}: ${tick(m.providerNet === m.transfers + m.reversals && m.providerReversals === m.reversalRows && m.providerMismatch === 0)}
  refunds after the bank payout carried forward: ${m.carriedRefunds}, paid off by ${m.payingOff} later transfers, sellers' balance now ${dollars(m.carried)}, sellers over-recovered ${m.sellersOverpaid} ${tick(m.sellersOverpaid === 0)}
  double fulfilments: ${doubleFulfilments} ${tick(doubleFulfilments === 0)}
  double transfers: ${doubleTransfers} ${tick(doubleTransfers === 0)}`);
} catch (err) {
  for (const service of services)
    console.error(`--- ${service.name} (last output)\n${service.tail().slice(-2_000)}`);
  throw err;
} finally {
  forgetStackInbox(url);
  await redis.xgroup('DESTROY', paidStream, PROBE_GROUP).catch(() => undefined);
  redis.disconnect();
  await db.end().catch(() => undefined);
  for (const service of [...services].reverse()) await service.stop();
  await deleteBusNamespace(namespace, REDIS_URL);
  await inbox.close();
  await database.drop();
}
