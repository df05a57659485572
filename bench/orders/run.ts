/**
 * bench/orders: 200 buyers at once, through the gateway with the TEST MODE provider, each add a
 * paid part or two to their cart, create a payment intent and pay with the test card. Prints
 * checkouts per second, p50/p99 of create-payment-intent beside the bare route (GET
 * /health/live, asked by as many at once in the same run), and the reconciliation: orders paid =
 * payments succeeded = entitlements granted (= order lines) = ledger lines (one per seller per
 * order), with no order paid twice, no event published twice, nothing left pending. Payouts run
 * meanwhile (hold 0, the job every second): half the sellers have an active TEST MODE account
 * from the start, the others finish onboarding after the checkouts; then for every paid order,
 * ledger = transfers (with fees) + owed, to the cent, and no ledger entry transferred twice.
 *
 * Buyers are registered without confirming their address (they do not publish; waiting for 400
 * welcome mails only slowed the set-up and stalled it at 200 buyers). The paid events are counted
 * from the stream through a probe consumer group created before the checkouts and never read:
 * the services trim a stream (every 30 s) up to what all its groups have acknowledged, so without
 * it XRANGE saw only the entries since the last trim (100 of 200 paid orders).
 *
 * The stack (users, catalog, orders and the gateway) runs in this process on a database of its
 * own, like the integration tests: every service and the buyers share one event loop, so the
 * figures are a floor, not what separate processes reach. BENCH_BUYERS, BENCH_ROUNDS tune it.
 */
import 'reflect-metadata';
import { OrdersEvents, type CartDto, type PaymentIntentDto } from '@pitstop/contracts';
import { StreamKeys, createRedis } from '@pitstop/messaging';
import pg from 'pg';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing } from '../../test/support/listings.js';
import { startStackWithAdmin } from '../../test/support/stack.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
/** How many times the 200 checkouts run (each round with new buyers). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SELLERS = 10;
const LISTINGS_PER_SELLER = 4;
const TEST_CARD = '4242 4242 4242 4242';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One call through the gateway as a signed-in person; throws on a non-2xx answer. */
async function call<T>(
  url: string,
  who: SignedInUser | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ body: T; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { body: (text ? JSON.parse(text) : null) as T, ms };
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

const stack = await startStackWithAdmin({
  privateDatabase: true,
  services: ['users', 'catalog', 'orders'],
  adminLabel: 'bench-orders',
  env: { PAYOUT_HOLD_SECONDS: '0', PAYOUT_RUN_SECONDS: '1' },
});

/** 'Set up payouts' and TEST MODE's onboarding page's Finish: the seller's account is active. */
async function activatePayouts(seller: SignedInUser): Promise<void> {
  const { url } = (
    await call<{ url: string }>(stack.url, seller, 'POST', '/api/payouts/onboarding')
  ).body;
  const account = new URL(url, stack.url).searchParams.get('account');
  await call(stack.url, seller, 'POST', '/api/payouts/test-onboarding', { account });
}
const db = new pg.Client({ connectionString: stack.databaseUrl });
await db.connect();
const redis = createRedis(REDIS_URL, 'bench-orders');
const paidStream = new StreamKeys(stack.namespace).events(OrdersEvents.orderPaid.topic);
/** Holds every paid event in the stream: never reads, so the trims keep all from its start. */
const PROBE_GROUP = 'bench-orders-probe';
await redis.xgroup('CREATE', paidStream, PROBE_GROUP, '0', 'MKSTREAM');
try {
  console.log(
    `bench/orders — ${BUYERS} buyers at once × ${ROUNDS} rounds, TEST MODE, through the gateway`,
  );
  const sellers = await inBatches(SELLERS, 5, () => registerUser(stack.url));
  const listings = (
    await inBatches(SELLERS * LISTINGS_PER_SELLER, 8, (i) =>
      createApprovedListing(stack.url, sellers[i % SELLERS]!, stack.admin, {
        title: `Bench Part ${i + 1}`,
        priceCents: 199 + ((i * 137) % 2_000),
        isFree: false,
      }),
    )
  ).map((listing) => listing.id);

  await Promise.all(sellers.filter((_, i) => i % 2 === 0).map(activatePayouts));

  const intentMs: number[] = [];
  const bareMs: number[] = [];
  let checkouts = 0;
  let checkoutSeconds = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    // Buyers do not publish: no need to confirm their address from the welcome mail.
    const buyers = await inBatches(BUYERS, 10, () =>
      registerUser(stack.url, {}, {}, { verify: false }),
    );
    const started = performance.now();
    await Promise.all([
      ...buyers.map(async (buyer, b) => {
        // One or two parts, from different sellers.
        const wanted = [listings[(b * 7 + round) % listings.length]!];
        if (b % 2 === 0) wanted.push(listings[(b * 7 + round + 1) % listings.length]!);
        for (const modelId of wanted)
          await call<CartDto>(stack.url, buyer, 'POST', '/api/cart/items', { modelId });
        const intent = await call<PaymentIntentDto>(
          stack.url,
          buyer,
          'POST',
          '/api/create-payment-intent',
        );
        intentMs.push(intent.ms);
        const { clientSecret } = intent.body;
        const paymentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
        const paid = await call<{ status: string; message?: string }>(
          stack.url,
          buyer,
          'POST',
          `/api/test-payments/${paymentId}/confirm`,
          { clientSecret, cardNumber: TEST_CARD },
        );
        if (paid.body.status !== 'succeeded') throw new Error(`declined: ${paid.body.message}`);
        checkouts++;
      }),
      // The bare route, asked by as many at once while the checkouts run.
      ...buyers.map(async () => {
        for (let i = 0; i < 3; i++)
          bareMs.push((await call(stack.url, null, 'GET', '/health/live')).ms);
      }),
    ]);
    checkoutSeconds += (performance.now() - started) / 1000;
  }

  // The other half finish onboarding now: what they are owed goes out at the next runs. One at
  // a time: each activation runs the payouts inside its request, and five at once over the
  // 400 orders' ledger outlasted the bus's 5 s deadline (503).
  for (const seller of sellers.filter((_, i) => i % 2 === 1)) await activatePayouts(seller);
  // Fulfilment is done when the confirm answers; the event leaves through the outbox.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const [payouts] = (
    await db.query(`SELECT
      (SELECT count(*)::int FROM orders.payout_transfer WHERE status = 'paid' AND amount_cents > 0)
        AS transfers,
      (SELECT count(*)::int FROM orders.test_transfer) AS "providerTransfers",
      (SELECT count(*)::int FROM (SELECT transfer_group, destination FROM orders.test_transfer
         GROUP BY 1, 2 HAVING count(*) > 1) d) AS "doubleTransfers",
      (SELECT count(*)::int FROM orders.ledger_entry le
         LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id AND t.status = 'paid'
         WHERE t.id IS NULL) AS "unsent",
      (SELECT count(*)::int FROM (
         SELECT le.order_id FROM orders.ledger_entry le
         LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id
         GROUP BY le.order_id
         HAVING sum(le.amount_cents) <>
           COALESCE(sum(t.amount_cents + t.fee_cents) FILTER (WHERE t.status = 'paid'), 0)
           + COALESCE(sum(le.amount_cents) FILTER (WHERE t.id IS NULL OR t.status <> 'paid'), 0)
       ) off) AS "ordersOff"`)
  ).rows as {
    transfers: number;
    providerTransfers: number;
    doubleTransfers: number;
    unsent: number;
    ordersOff: number;
  }[];
  const [r] = (
    await db.query(`SELECT
      (SELECT count(*)::int FROM orders.purchase_order WHERE status = 'paid') AS "ordersPaid",
      (SELECT count(*)::int FROM orders.purchase_order WHERE status = 'pending') AS "ordersPending",
      (SELECT count(*)::int FROM orders.payment WHERE status = 'succeeded') AS "paymentsSucceeded",
      (SELECT count(*)::int FROM orders.entitlement) AS entitlements,
      (SELECT count(*)::int FROM orders.order_line l JOIN orders.purchase_order o ON o.id = l.order_id
         WHERE o.status = 'paid') AS "paidLines",
      (SELECT count(*)::int FROM orders.ledger_entry) AS "ledgerLines",
      (SELECT count(*)::int FROM (SELECT DISTINCT l.order_id, l.seller_id FROM orders.order_line l
         JOIN orders.purchase_order o ON o.id = l.order_id WHERE o.status = 'paid') s) AS "sellerOrders",
      (SELECT count(*)::int FROM orders.cart_item) AS "cartItemsLeft"`)
  ).rows as {
    ordersPaid: number;
    ordersPending: number;
    paymentsSucceeded: number;
    entitlements: number;
    paidLines: number;
    ledgerLines: number;
    sellerOrders: number;
    cartItemsLeft: number;
  }[];
  const events = await redis.xrange(paidStream, '-', '+');
  const eventOrders = events.map(
    ([, fields]) => (JSON.parse(fields[fields.indexOf('d') + 1]!) as { orderId: string }).orderId,
  );
  const doubleEvents = eventOrders.length - new Set(eventOrders).size;

  intentMs.sort((a, b) => a - b);
  bareMs.sort((a, b) => a - b);
  console.log(`
route                          |  p50 ms |  p99 ms | requests
-------------------------------|---------|---------|---------
POST /api/create-payment-intent| ${fmt(percentile(intentMs, 50)).padStart(7)} | ${fmt(percentile(intentMs, 99)).padStart(7)} | ${String(intentMs.length).padStart(8)}
GET /health/live (bare route)  | ${fmt(percentile(bareMs, 50)).padStart(7)} | ${fmt(percentile(bareMs, 99)).padStart(7)} | ${String(bareMs.length).padStart(8)}

Checkouts (add to cart, intent, pay): ${checkouts} in ${fmt(checkoutSeconds, 2)} s = ${fmt(checkouts / checkoutSeconds)} checkouts/s

Reconciliation:
  orders paid ${r!.ordersPaid} = payments succeeded ${r!.paymentsSucceeded} = checkouts ${checkouts}: ${r!.ordersPaid === r!.paymentsSucceeded && r!.ordersPaid === checkouts ? '✔' : '✘'}
  entitlements granted ${r!.entitlements} = lines of paid orders ${r!.paidLines}: ${r!.entitlements === r!.paidLines ? '✔' : '✘'}
  ledger lines ${r!.ledgerLines} = sellers of paid orders ${r!.sellerOrders}: ${r!.ledgerLines === r!.sellerOrders ? '✔' : '✘'}
  orders.order.paid events ${eventOrders.length}, published twice: ${doubleEvents} ${doubleEvents === 0 && eventOrders.length === r!.ordersPaid ? '✔' : '✘'}
  orders left pending ${r!.ordersPending}, cart items left ${r!.cartItemsLeft}: ${r!.ordersPending === 0 && r!.cartItemsLeft === 0 ? '✔' : '✘'}
  double fulfilments: ${Math.max(0, r!.entitlements - r!.paidLines) + doubleEvents}
  transfers ${payouts!.transfers} = provider transfers ${payouts!.providerTransfers} = ledger lines ${r!.ledgerLines}, ledger lines unsent ${payouts!.unsent}: ${payouts!.transfers === payouts!.providerTransfers && payouts!.transfers === r!.ledgerLines && payouts!.unsent === 0 ? '✔' : '✘'}
  orders where ledger ≠ transfers + owed: ${payouts!.ordersOff} ${payouts!.ordersOff === 0 ? '✔' : '✘'}
  double transfers: ${payouts!.doubleTransfers}`);
} finally {
  await redis.xgroup('DESTROY', paidStream, PROBE_GROUP).catch(() => undefined);
  redis.disconnect();
  await db.end();
  await stack.close();
}
