import {
  OrdersAdmin,
  OrdersCheckout,
  TEST_CARDS,
  type AdminAuditEntryDto,
  type AdminOrderDto,
  type CartDto,
  type EarningsDto,
  type ListingDto,
  type ModelFileDto,
  type OrderDto,
  type PaymentIntentDto,
} from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { idempotencyScope, requestFingerprint } from '../../gateway/src/http/idempotency.js';
import { signNotification } from '../src/domain/notification-signature.js';
import {
  StackProbe,
  TEST_SECRET,
  addToCart,
  api,
  createIntent,
  eventually,
  paidListing,
  paymentIdOf,
  payWithCard,
} from './orders-harness.js';

/**
 * Refunds, disputes, receipts and safe retries through the gateway with the local test provider
 * (TEST MODE), against the real services on Postgres and Redis, mail over real SMTP.
 */
describe('refunds, disputes and receipts in TEST MODE', () => {
  let stack: AdminStack;
  let probe: StackProbe;
  let seller: SignedInUser;
  let otherSeller: SignedInUser;
  let gaugePod: ListingDto;
  let shiftKnob: ListingDto;
  let ventClip: ListingDto;
  const downloads = new Map<string, string>();

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'refunds-admin',
      env: { TEST_PAYMENTS_SECRET: TEST_SECRET },
    });
    probe = new StackProbe(stack);
    [seller, otherSeller] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya', displayName: 'BoostedMaya' }),
      registerUser(stack.url, { firstName: 'Theo' }),
    ]);
    [gaugePod, shiftKnob, ventClip] = await Promise.all([
      paidListing(stack, seller, stack.admin, 499),
      paidListing(stack, seller, stack.admin, 1250),
      paidListing(stack, otherSeller, stack.admin, 333),
    ]);
    for (const [listing, owner] of [
      [gaugePod, seller],
      [shiftKnob, seller],
      [ventClip, otherSeller],
    ] as const) {
      const [file] = (await api(stack, owner).get(`/api/models3d/${listing.id}/files`).expect(200))
        .body as ModelFileDto[];
      downloads.set(listing.id, file!.downloadUrl);
    }
  }, 90_000);
  afterAll(async () => {
    await probe?.close();
    await stack?.close();
  });

  const newBuyer = () => registerUser(stack.url, { firstName: 'Buyer' });

  async function buy(buyer: SignedInUser, ...listings: ListingDto[]) {
    for (const listing of listings) await addToCart(stack, buyer, listing.id);
    const intent = await createIntent(stack, buyer);
    await payWithCard(stack, buyer, intent, TEST_CARDS.succeeds).expect(200);
    return intent;
  }

  /** The status `who` gets from the file's download address (302 to storage when allowed). */
  const downloadStatus = async (who: SignedInUser, listing: ListingDto) =>
    (await api(stack, who).get(downloads.get(listing.id)!)).status;

  const refund = (orderId: string, body: object = {}, key?: string) => {
    const test = api(stack, stack.admin).post(`/api/admin/orders/${orderId}/refund`);
    return (key ? test.set('Idempotency-Key', key) : test).send(body);
  };

  /**
   * An admin's refund as the gateway sends it to orders under an Idempotency-Key (its scope),
   * straight on the bus: the tests then lose its answer the way a 503 or a crash would.
   */
  async function refundUnderKey(orderId: string, body: { lineIds: string[] }, key: string) {
    const scope = idempotencyScope(
      stack.admin.user.id,
      'POST /api/admin/orders/:id/refund',
      key,
      requestFingerprint('POST', `/api/admin/orders/${orderId}/refund`, body),
    );
    const applied = await probe.bus.request(
      OrdersAdmin.refund,
      { actorId: stack.admin.user.id, orderId, ...body },
      { idempotencyKey: scope },
    );
    return { applied, scope };
  }

  const receipt = async (who: SignedInUser, orderId: string) =>
    (await api(stack, who).get(`/api/orders/${orderId}`).expect(200)).body as OrderDto;

  /** The seller's ledger lines for an order, in cents. */
  const ledgerOf = (orderId: string) =>
    probe.query<{ sellerId: string; amountCents: number; refundId: string | null }>(
      `SELECT seller_id AS "sellerId", amount_cents AS "amountCents", refund_id AS "refundId"
       FROM orders.ledger_entry WHERE order_id = $1 ORDER BY created_at, amount_cents DESC`,
      [orderId],
    );
  const earningsOf = async (who: SignedInUser) =>
    (await api(stack, who).get('/api/earnings').expect(200)).body as EarningsDto;
  const earnings = async (who: SignedInUser) => (await earningsOf(who)).totalCents;
  const salesOf = async (who: SignedInUser, listing: ListingDto) =>
    (await earningsOf(who)).listings.find((l) => l.modelId === listing.id)?.sales ?? 0;

  /** A refund or dispute notification of the test provider, as Stripe's charge.* events. */
  function chargeEvent(intent: PaymentIntentDto, fields: Record<string, unknown>) {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      paymentId: paymentIdOf(intent.clientSecret),
      ...fields,
    });
    return { provider: 'test' as const, body, signature: signNotification(body, TEST_SECRET) };
  }
  const deliver = (event: ReturnType<typeof chargeEvent>) =>
    probe.bus.request(OrdersCheckout.receiveNotification, event);

  it('lists paid orders by number and by buyer email, paged with X-Total-Count', async () => {
    const buyer = await newBuyer();
    const intent = await buy(buyer, gaugePod);
    const { number } = await receipt(buyer, intent.orderId);

    const byNumber = await api(stack, stack.admin)
      .get(`/api/admin/orders?q=${encodeURIComponent(`#${number}`)}`)
      .expect(200);
    expect(byNumber.headers['x-total-count']).toBe('1');
    const [found] = byNumber.body as AdminOrderDto[];
    expect(found).toMatchObject({
      id: intent.orderId,
      number,
      buyerId: buyer.user.id,
      buyerEmail: buyer.user.email,
      refundStatus: 'none',
    });

    const byEmail = await api(stack, stack.admin)
      .get(`/api/admin/orders?q=${encodeURIComponent(buyer.user.email)}&limit=5`)
      .expect(200);
    expect((byEmail.body as AdminOrderDto[]).map((o) => o.id)).toEqual([intent.orderId]);

    const all = await api(stack, stack.admin).get('/api/admin/orders?limit=1&offset=0').expect(200);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect(all.body).toHaveLength(1);

    await api(stack, buyer).get('/api/admin/orders').expect(403);
    await api(stack, stack.admin).get('/api/admin/orders?limit=0').expect(400);
  });

  it('refunds one line, then the rest: files gone, ledger reversed to the cent, mail and audit', async () => {
    const buyer = await newBuyer();
    const intent = await buy(buyer, gaugePod, ventClip);
    expect(await downloadStatus(buyer, gaugePod)).toBe(302);
    expect(await downloadStatus(buyer, ventClip)).toBe(302);
    const sellerBefore = await earnings(seller);
    const otherBefore = await earnings(otherSeller);
    const gaugeSales = await salesOf(seller, gaugePod);

    const one = await refund(intent.orderId, { lineIds: [gaugePod.id] }).expect(200);
    const partly = one.body as AdminOrderDto;
    expect(partly.refundStatus).toBe('partially-refunded');
    expect(partly.items.find((i) => i.modelId === gaugePod.id)?.refunded).toBe(true);
    expect(partly.items.find((i) => i.modelId === ventClip.id)?.refunded).toBe(false);
    expect(partly.refunds).toEqual([
      expect.objectContaining({ modelIds: [gaugePod.id], amountCents: 499, reason: 'admin' }),
    ]);
    expect([403, 404]).toContain(await downloadStatus(buyer, gaugePod));
    expect(await downloadStatus(buyer, ventClip)).toBe(302);
    expect(await earnings(seller)).toBe(sellerBefore - 499);
    expect(await earnings(otherSeller)).toBe(otherBefore);
    // The Sales tab no longer counts the refunded line as a sale.
    expect(await salesOf(seller, gaugePod)).toBe(gaugeSales - 1);

    // The same line again is refused; a line not of the order is a 400.
    await refund(intent.orderId, { lineIds: [gaugePod.id] }).expect(409);
    await refund(intent.orderId, { lineIds: [shiftKnob.id] }).expect(400);
    await refund(intent.orderId, { lineIds: ['not-a-uuid'] }).expect(400);

    const rest = await refund(intent.orderId).expect(200);
    expect((rest.body as AdminOrderDto).refundStatus).toBe('refunded');
    expect([403, 404]).toContain(await downloadStatus(buyer, ventClip));
    await refund(intent.orderId).expect(409);

    // The ledger: each sale line and its reversal add up to nothing, to the cent.
    const ledger = await ledgerOf(intent.orderId);
    const bySeller = (id: string) =>
      ledger.filter((l) => l.sellerId === id).reduce((sum, l) => sum + l.amountCents, 0);
    expect(bySeller(seller.user.id)).toBe(0);
    expect(bySeller(otherSeller.user.id)).toBe(0);
    expect(
      ledger
        .filter((l) => l.refundId)
        .map((l) => l.amountCents)
        .sort(),
    ).toEqual([-333, -499]);
    expect(await earnings(otherSeller)).toBe(otherBefore - 333);

    // The provider refunded the payment in full, in two refunds.
    const providerRefunds = await probe.query<{ amountCents: number }>(
      `SELECT amount_cents AS "amountCents" FROM orders.test_refund WHERE payment_id = $1
       ORDER BY created_at`,
      [paymentIdOf(intent.clientSecret)],
    );
    expect(providerRefunds.map((r) => r.amountCents)).toEqual([499, 333]);

    // The buyer sees it in Purchases and on the receipt.
    const purchases = (await api(stack, buyer).get('/api/orders').expect(200)).body as OrderDto[];
    expect(purchases.find((o) => o.id === intent.orderId)?.refundStatus).toBe('refunded');
    const mine = await receipt(buyer, intent.orderId);
    expect(mine.refunds?.map((r) => r.amountCents)).toEqual([499, 333]);

    // A mail per refund, over SMTP.
    const subject = `Your refund for order #${mine.number}`;
    const refundMails = await eventually(
      async () => stack.inbox.mailsTo(buyer.user.email).filter((m) => m.subject === subject),
      (found) => found.length >= 2,
      15_000,
    );
    expect(refundMails).toHaveLength(2);
    expect(refundMails.map((m) => m.text).join('\n')).toContain('$4.99');

    // The admin action is in the audit log.
    const audit = await eventually(
      async () =>
        (
          (await api(stack, stack.admin).get('/api/admin/audit?action=order.refunded').expect(200))
            .body as AdminAuditEntryDto[]
        ).filter((e) => e.targetId === intent.orderId),
      (entries) => entries.length >= 2,
      10_000,
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]!.actor.id).toBe(stack.admin.user.id);
    expect(audit[0]!.targetLabel).toBe(`Order #${mine.number}`);
  }, 60_000);

  it('only admins refund, and an unknown order is a 404', async () => {
    const buyer = await newBuyer();
    const intent = await buy(buyer, shiftKnob);
    await api(stack, buyer).post(`/api/admin/orders/${intent.orderId}/refund`).send({}).expect(403);
    await api(stack).post(`/api/admin/orders/${intent.orderId}/refund`).send({}).expect(401);
    await refund(randomUUID()).expect(404);
    expect(await downloadStatus(buyer, shiftKnob)).toBe(302);
  });

  it('a refund retried with its Idempotency-Key answers as the first and refunds once', async () => {
    const buyer = await newBuyer();
    const intent = await buy(buyer, gaugePod, shiftKnob);
    const key = randomUUID();
    const first = await refund(intent.orderId, { lineIds: [shiftKnob.id] }, key).expect(200);
    const again = await refund(intent.orderId, { lineIds: [shiftKnob.id] }, key).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const refunds = await probe.query('SELECT id FROM orders.refund WHERE order_id = $1', [
      intent.orderId,
    ]);
    expect(refunds).toHaveLength(1);
    const other = await refund(intent.orderId, { lineIds: [gaugePod.id] }, key).expect(422);
    expect(other.body.message).toMatch(/different request/);
    expect(await downloadStatus(buyer, gaugePod)).toBe(302);
  });

  it('a refund applied but answered 503 is retried with its key: 200, the same answer, refunded once', async () => {
    const buyer = await newBuyer();
    const intent = await buy(buyer, gaugePod, shiftKnob);
    const key = randomUUID();
    const body = { lineIds: [shiftKnob.id] };
    // The first try: the gateway sends it to orders with the key's scope, orders applies it,
    // and its answer is lost (the gateway gave up and answered 503, keeping nothing).
    const { applied } = await refundUnderKey(intent.orderId, body, key);
    expect(applied.refundStatus).toBe('partially-refunded');

    // The client's retry with the same key: what the refund did, not 'refunded already'.
    const retried = await refund(intent.orderId, body, key).expect(200);
    expect(retried.body).toMatchObject(applied);
    const again = await refund(intent.orderId, body, key).expect(200);
    expect(again.body).toEqual(retried.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const refunds = await probe.query('SELECT id FROM orders.refund WHERE order_id = $1', [
      intent.orderId,
    ]);
    expect(refunds).toHaveLength(1);
    // The seller's share was reversed once.
    const reversals = (await ledgerOf(intent.orderId)).filter((line) => line.refundId !== null);
    expect(reversals).toHaveLength(1);
    // Without the key the same refund is what it always was: refunded already.
    expect((await refund(intent.orderId, body).expect(409)).body.message).toBe(
      'These lines are refunded already.',
    );
  });

  it('a refund whose service died before keeping its answer replays on retry, refunded once', async () => {
    const buyer = await newBuyer();
    const intent = await buy(buyer, gaugePod, shiftKnob);
    const key = randomUUID();
    const body = { lineIds: [shiftKnob.id] };
    const { applied, scope } = await refundUnderKey(intent.orderId, body, key);
    // The refund committed; the outcome the service keeps in Redis is gone, as when the
    // process dies between the two.
    await probe.loseKeptOutcome(OrdersAdmin.refund.pattern, scope);

    const retried = await refund(intent.orderId, body, key).expect(200);
    expect(retried.body).toMatchObject(applied);
    const refunds = await probe.query('SELECT id FROM orders.refund WHERE order_id = $1', [
      intent.orderId,
    ]);
    expect(refunds).toHaveLength(1);
    expect([403, 404]).toContain(await downloadStatus(buyer, shiftKnob));
    expect(await downloadStatus(buyer, gaugePod)).toBe(302);
    // A new key is a new request: those lines are refunded already.
    expect((await refund(intent.orderId, body, randomUUID()).expect(409)).body.message).toBe(
      'These lines are refunded already.',
    );
  });

  it('more refunds at once than orders has connections all complete', async () => {
    // Twelve orders (the orders pool holds ten connections), refunded together while their rows
    // are held elsewhere: every refund's transaction has taken its connection when they go on.
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newBuyer()));
    const orderIds: string[] = [];
    for (const buyer of buyers) orderIds.push((await buy(buyer, ventClip)).orderId);
    const holder = new pg.Client({ connectionString: stack.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(
        'SELECT id FROM orders.purchase_order WHERE id = ANY($1::uuid[]) FOR UPDATE',
        [orderIds],
      );
      const refunds = orderIds.map((id) => refund(id).then((res) => res.status));
      const blocked = await eventually(
        async () =>
          (
            await probe.query<{ waiting: number }>(
              `SELECT count(*)::int AS waiting FROM pg_stat_activity
               WHERE datname = current_database() AND application_name = 'orders'
                 AND wait_event_type = 'Lock'`,
            )
          )[0]!.waiting,
        (waiting) => waiting === 10,
        20_000,
      );
      expect(blocked).toBe(10);
      await holder.query('COMMIT');
      expect(await Promise.all(refunds)).toEqual(orderIds.map(() => 200));
    } finally {
      await holder.end();
    }
    const refunded = await probe.query<{ orderId: string }>(
      'SELECT order_id AS "orderId" FROM orders.refund WHERE order_id = ANY($1::uuid[])',
      [orderIds],
    );
    expect(refunded).toHaveLength(12);
  }, 120_000);

  it('create-payment-intent and cart items retried with a key answer the same and change nothing', async () => {
    const buyer = await newBuyer();
    const cartKey = randomUUID();
    const add = (modelId: string, key: string) =>
      api(stack, buyer).post('/api/cart/items').set('Idempotency-Key', key).send({ modelId });
    const added = await add(gaugePod.id, cartKey).expect(201);
    const replay = await add(gaugePod.id, cartKey).expect(201);
    expect(replay.body).toEqual(added.body);
    expect((replay.body as CartDto).count).toBe(1);
    await add(shiftKnob.id, cartKey).expect(422);
    expect(((await api(stack, buyer).get('/api/cart').expect(200)).body as CartDto).count).toBe(1);

    const intentKey = randomUUID();
    const intent = (k: string) =>
      api(stack, buyer).post('/api/create-payment-intent').set('Idempotency-Key', k);
    const a = await intent(intentKey).expect(200);
    const b = await intent(intentKey).expect(200);
    expect(b.body).toEqual(a.body);
    const orders = await probe.query('SELECT id FROM orders.purchase_order WHERE buyer_id = $1', [
      buyer.user.id,
    ]);
    expect(orders).toHaveLength(1);

    // Another user's same key is theirs alone.
    const other = await newBuyer();
    await api(stack, other)
      .post('/api/cart/items')
      .set('Idempotency-Key', cartKey)
      .send({ modelId: shiftKnob.id })
      .expect(201);
    await api(stack, buyer)
      .post('/api/cart/items')
      .set('Idempotency-Key', 'bad key with spaces')
      .send({ modelId: shiftKnob.id })
      .expect(400);
  });

  it('two requests with one key at once: one runs, the other is told it is in progress', async () => {
    const buyer = await newBuyer();
    const key = randomUUID();
    const send = () =>
      api(stack, buyer)
        .post('/api/cart/items')
        .set('Idempotency-Key', key)
        .send({ modelId: ventClip.id });
    const answers = await Promise.all([send(), send(), send()]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((r) => r.status === 409))
      expect(r.body.message).toBe('A request with this key is in progress');
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
  });

  it('charge.refunded from the provider refunds the lines it pays for, once however often delivered', async () => {
    const buyer = await newBuyer();
    const intent = await buy(buyer, gaugePod, ventClip);
    const event = chargeEvent(intent, { type: 'charge.refunded', amountRefundedCents: 333 });
    expect((await deliver(event)).outcome).toBe('refunded');
    expect((await deliver(event)).outcome).toBe('already-processed');
    const order = await receipt(buyer, intent.orderId);
    expect(order.refundStatus).toBe('partially-refunded');
    expect(order.refunds).toEqual([
      expect.objectContaining({ modelIds: [ventClip.id], amountCents: 333, reason: 'provider' }),
    ]);
    expect([403, 404]).toContain(await downloadStatus(buyer, ventClip));
    expect(await downloadStatus(buyer, gaugePod)).toBe(302);
    // A later event of the same total (our own refund's echo) adds nothing.
    expect(
      (await deliver(chargeEvent(intent, { type: 'charge.refunded', amountRefundedCents: 333 })))
        .outcome,
    ).toBe('ignored');
    const reversals = (await ledgerOf(intent.orderId)).filter((l) => l.refundId);
    expect(reversals).toEqual([expect.objectContaining({ amountCents: -333 })]);
  });

  it('a dispute suspends the files; won restores them, lost ends them and reverses the share', async () => {
    const won = await newBuyer();
    const wonIntent = await buy(won, shiftKnob);
    expect(
      (
        await deliver(
          chargeEvent(wonIntent, { type: 'charge.dispute.created', disputeId: 'dp_won' }),
        )
      ).outcome,
    ).toBe('dispute-opened');
    expect([403, 404]).toContain(await downloadStatus(won, shiftKnob));
    expect((await receipt(won, wonIntent.orderId)).refundStatus).toBe('disputed');
    await refund(wonIntent.orderId).expect(409);
    const closedWon = chargeEvent(wonIntent, {
      type: 'charge.dispute.closed',
      disputeId: 'dp_won',
      status: 'won',
    });
    expect((await deliver(closedWon)).outcome).toBe('dispute-won');
    expect((await deliver(closedWon)).outcome).toBe('already-processed');
    expect(await downloadStatus(won, shiftKnob)).toBe(302);
    expect((await receipt(won, wonIntent.orderId)).refundStatus).toBe('none');

    const lost = await newBuyer();
    const lostIntent = await buy(lost, shiftKnob);
    const before = await earnings(seller);
    await deliver(
      chargeEvent(lostIntent, { type: 'charge.dispute.created', disputeId: 'dp_lost' }),
    );
    const closedLost = chargeEvent(lostIntent, {
      type: 'charge.dispute.closed',
      disputeId: 'dp_lost',
      status: 'lost',
    });
    expect((await deliver(closedLost)).outcome).toBe('dispute-lost');
    expect((await deliver(closedLost)).outcome).toBe('already-processed');
    expect([403, 404]).toContain(await downloadStatus(lost, shiftKnob));
    expect(await earnings(seller)).toBe(before - 1250);
    expect((await receipt(lost, lostIntent.orderId)).refundStatus).toBe('refunded');
  });

  it('the receipt is the buyer’s alone, with the card’s brand and last four', async () => {
    const buyer = await newBuyer();
    const intent = await buy(buyer, ventClip);
    const mine = await receipt(buyer, intent.orderId);
    expect(mine.receipt).toMatchObject({ provider: 'test', cardLast4: '4242', cardBrand: 'visa' });
    expect(mine.items[0]).toMatchObject({ sellerName: expect.any(String), priceCents: 333 });
    // Another of Stripe's test cards: its brand and last four, as typed.
    for (const [card, brand, last4] of [
      ['5555 5555 5555 4444', 'mastercard', '4444'],
      ['3782 822463 10005', 'amex', '0005'],
    ] as const) {
      const other = await newBuyer();
      await addToCart(stack, other, ventClip.id);
      const paid = await createIntent(stack, other);
      await payWithCard(stack, other, paid, card).expect(200);
      expect((await receipt(other, paid.orderId)).receipt).toMatchObject({
        cardBrand: brand,
        cardLast4: last4,
      });
    }
    const stranger = await newBuyer();
    const res = await api(stack, stranger).get(`/api/orders/${intent.orderId}`).expect(404);
    expect(res.body).toEqual({ message: 'Order not found' });
    await request(stack.url).get(`/api/orders/${intent.orderId}`).expect(401);
  });
});
