import { OrdersEvents, TEST_CARDS, type CartDto } from '@pitstop/contracts';
import pg from 'pg';
import { registerUser } from '../../../test/support/accounts.js';
import { freePort, spawnTypeScript } from '../../../test/support/node-process.mjs';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import {
  StackProbe,
  addToCart,
  api,
  createIntent,
  eventually,
  paidListing,
  paymentIdOf,
  payWithCard,
} from './orders-harness.js';

/**
 * The orders process killed (SIGKILL) after the test provider took the payment and before
 * fulfilment committed: nothing is lost, and the next orders process fulfils it, once.
 */
describe('a crash between payment and fulfilment', () => {
  let stack: AdminStack;
  let probe: StackProbe;

  beforeAll(async () => {
    // Everything in this process but orders, which runs as its own OS process to be killed.
    stack = await startStackWithAdmin({
      adminLabel: 'crash-admin',
      services: ['users', 'catalog', 'search', 'media'],
    });
    probe = new StackProbe(stack);
  }, 60_000);
  afterAll(async () => {
    await probe?.close();
    await stack?.close();
  });

  async function startOrdersProcess() {
    const port = await freePort();
    const child = spawnTypeScript('services/orders/src/main.ts', {
      DATABASE_URL: stack.databaseUrl,
      BUS_NAMESPACE: stack.namespace,
      HEALTH_PORT: String(port),
      LOG_LEVEL: 'silent',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const ready = await eventually(
      () =>
        fetch(`http://127.0.0.1:${port}/health/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      (ok) => ok,
      30_000,
    );
    if (!ready) throw new Error('the orders process never became ready');
    return { child, exited };
  }

  it('is repaired when orders starts again: paid once, entitled, cart emptied, one event', async () => {
    const orders = await startOrdersProcess();
    let lock: pg.Client | undefined;
    try {
      const seller = await registerUser(stack.url, { firstName: 'Maya' });
      const buyer = await registerUser(stack.url, { firstName: 'Buyer' });
      const listing = await paidListing(stack, seller, stack.admin, 1500);
      await addToCart(stack, buyer, listing.id);
      const intent = await createIntent(stack, buyer);

      // Hold the order's row, so fulfilment waits on it right after the payment succeeded.
      lock = new pg.Client({ connectionString: stack.databaseUrl });
      await lock.connect();
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM orders.purchase_order WHERE id = $1 FOR UPDATE', [
        intent.orderId,
      ]);
      const answered = payWithCard(stack, buyer, intent, TEST_CARDS.succeeds).then(
        (res) => res.status,
        () => 0,
      );
      const paymentId = paymentIdOf(intent.clientSecret);
      const waiting = await eventually(
        () =>
          probe.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = 'orders'
               AND wait_event_type = 'Lock'`,
          ),
        ([row]) => row!.n > 0,
        10_000,
      );
      expect(waiting[0]!.n).toBeGreaterThan(0);
      expect(
        await probe.query('SELECT status FROM orders.test_payment WHERE id = $1', [paymentId]),
      ).toEqual([{ status: 'succeeded' }]);

      orders.child.kill('SIGKILL');
      await orders.exited;
      await lock.query('ROLLBACK');

      // The provider has the money; the order is not fulfilled; the notification is still owed.
      expect(await probe.fulfilmentOf(intent.orderId)).toEqual({
        status: 'pending',
        entitlements: 0,
        ledger: [],
      });
      expect(
        await probe.query('SELECT 1 FROM orders.test_payment_notification WHERE payment_id = $1', [
          paymentId,
        ]),
      ).toHaveLength(1);
      expect(await answered).not.toBe(200);

      await stack.addInstance('orders');
      const repaired = await eventually(
        () => probe.fulfilmentOf(intent.orderId),
        (f) => f.status === 'paid',
        15_000,
      );
      expect(repaired).toEqual({
        status: 'paid',
        entitlements: 1,
        ledger: [{ sellerId: seller.user.id, amountCents: 1500 }],
      });
      expect(((await api(stack, buyer).get('/api/cart').expect(200)).body as CartDto).count).toBe(
        0,
      );
      expect(
        await probe.query('SELECT 1 FROM orders.test_payment_notification WHERE payment_id = $1', [
          paymentId,
        ]),
      ).toHaveLength(0);
      const events = await eventually(
        async () =>
          (await probe.published(OrdersEvents.orderPaid)).filter(
            (e) => e.orderId === intent.orderId,
          ),
        (e) => e.length > 0,
      );
      expect(events).toHaveLength(1);
    } finally {
      await lock?.end().catch(() => undefined);
      if (orders.child.exitCode === null && orders.child.signalCode === null)
        orders.child.kill('SIGKILL');
    }
  }, 90_000);
});
