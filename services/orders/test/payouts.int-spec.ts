import {
  OrdersPayouts,
  TEST_CARDS,
  platformFeeOf,
  type ListingDto,
  type PayoutsDto,
} from '@pitstop/contracts';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { categoryOf, createListing, decideListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { cubeStl, uploadObject } from '../../../test/support/uploads.js';
import {
  StackProbe,
  TEST_SECRET,
  addToCart,
  api,
  createIntent,
  eventually,
  paidListing,
  payWithCard,
} from './orders-harness.js';

const HOLD_SECONDS = 2;
const FEE_PERCENT = 10;

/**
 * Sellers get paid in TEST MODE: a local connected account activated by the local onboarding
 * page, and the payout run sending each sale's share after the hold, once, less the fee.
 */
describe('payouts in TEST MODE', () => {
  let stack: AdminStack;
  let probe: StackProbe;

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'payouts-admin',
      env: {
        TEST_PAYMENTS_SECRET: TEST_SECRET,
        PAYOUT_HOLD_SECONDS: String(HOLD_SECONDS),
        PAYOUT_RUN_SECONDS: '3600',
        PLATFORM_FEE_PERCENT: String(FEE_PERCENT),
      },
    });
    probe = new StackProbe(stack);
  }, 90_000);
  afterAll(async () => {
    await probe?.close();
    await stack?.close();
  });

  const payouts = async (who: SignedInUser) =>
    (await api(stack, who).get('/api/payouts').expect(200)).body as PayoutsDto;
  const runJob = () => probe.bus.request(OrdersPayouts.run, {});
  const afterHold = () => new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000 + 300));

  async function onboard(seller: SignedInUser): Promise<string> {
    const { url } = (await api(stack, seller).post('/api/payouts/onboarding').expect(200)).body as {
      url: string;
    };
    expect(url).toMatch(/^\/payouts\/test-onboarding\?account=acct_test_[0-9a-f]{16}$/);
    return new URL(url, 'http://x').searchParams.get('account')!;
  }

  async function buy(listing: ListingDto): Promise<string> {
    const buyer = await registerUser(stack.url, { firstName: 'Buyer' });
    await addToCart(stack, buyer, listing.id);
    const intent = await createIntent(stack, buyer);
    await payWithCard(stack, buyer, intent, TEST_CARDS.succeeds).expect(200);
    return intent.orderId;
  }

  const transfersOf = (orderId: string) =>
    probe.query<{ amountCents: number; feeCents: number; providerTransferId: string }>(
      `SELECT amount_cents AS "amountCents", fee_cents AS "feeCents",
         provider_transfer_id AS "providerTransferId"
       FROM orders.payout_transfer WHERE order_id = $1`,
      [orderId],
    );
  const providerTransfersOf = (orderId: string) =>
    probe.query<{ amountCents: number; destination: string }>(
      `SELECT amount_cents AS "amountCents", destination FROM orders.test_transfer
       WHERE transfer_group = $1`,
      [orderId],
    );

  it('sets up payouts: not started, pending after onboarding starts, active when finished', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Maya' });
    expect((await payouts(seller)).account).toEqual({
      state: 'not_started',
      provider: 'test',
      accountId: null,
      requirements: [],
    });
    const account = await onboard(seller);
    expect((await payouts(seller)).account).toMatchObject({
      state: 'pending',
      accountId: account,
      requirements: expect.arrayContaining(['external_account']) as unknown,
    });
    // 'Set up payouts' again keeps the one account.
    expect(await onboard(seller)).toBe(account);

    const someoneElse = await registerUser(stack.url);
    await onboard(someoneElse);
    const refused = await api(stack, someoneElse)
      .post('/api/payouts/test-onboarding')
      .send({ account })
      .expect(404);
    expect(refused.body).toEqual({ message: 'Payout account not found' });
    await api(stack, seller)
      .post('/api/payouts/test-onboarding')
      .send({ account: 'not-an-account' })
      .expect(400);

    const activated = (
      await api(stack, seller).post('/api/payouts/test-onboarding').send({ account }).expect(200)
    ).body as PayoutsDto;
    expect(activated.account).toEqual({
      state: 'active',
      provider: 'test',
      accountId: account,
      requirements: [],
    });
    expect((await api(stack, seller).post('/api/payouts/dashboard').expect(200)).body).toEqual({
      url: '/profile?tab=sales',
    });
  }, 60_000);

  it('transfers a sale after the hold, once, less the platform fee', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Theo' });
    const account = await onboard(seller);
    await api(stack, seller).post('/api/payouts/test-onboarding').send({ account }).expect(200);
    const listing = await paidListing(stack, seller, stack.admin, 1999);
    const orderId = await buy(listing);
    const fee = platformFeeOf(1999, FEE_PERCENT);
    expect(fee).toBe(200);

    // Inside the hold: owed, not sent.
    await runJob();
    expect(await transfersOf(orderId)).toEqual([]);
    expect(await payouts(seller)).toMatchObject({ heldCents: 1799, balanceDueCents: 0 });

    await afterHold();
    // Two runs at once and one after: one transfer, to the seller's account, for the order.
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const sent = await transfersOf(orderId);
    expect(sent).toEqual([
      { amountCents: 1799, feeCents: 200, providerTransferId: expect.stringMatching(/^tr_test_/) },
    ]);
    expect(await providerTransfersOf(orderId)).toEqual([
      { amountCents: 1799, destination: account },
    ]);
    const after = await payouts(seller);
    expect(after).toMatchObject({
      balanceDueCents: 0,
      heldCents: 0,
      transferredCents: 1799,
      feesCents: 200,
      platformFeePercent: FEE_PERCENT,
      holdSeconds: HOLD_SECONDS,
    });
    expect(after.transfers).toEqual([
      expect.objectContaining({ orderId, amountCents: 1799, feeCents: 200, status: 'paid' }),
    ]);
    expect(after.earnings).toEqual([
      expect.objectContaining({ modelId: listing.id, amountCents: 1999 }),
    ]);
  }, 90_000);

  it('keeps a balance for a seller without an account and pays it once they finish onboarding', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Ines' });
    const [a, b] = await Promise.all([
      paidListing(stack, seller, stack.admin, 500),
      paidListing(stack, seller, stack.admin, 1001),
    ]);
    const orders = [await buy(a), await buy(b)];
    await afterHold();
    await runJob();
    const owed = 500 - platformFeeOf(500, FEE_PERCENT) + (1001 - platformFeeOf(1001, FEE_PERCENT));
    expect(owed).toBe(450 + 901);
    expect(await payouts(seller)).toMatchObject({
      account: { state: 'not_started' },
      balanceDueCents: owed,
      transferredCents: 0,
      transfers: [],
    });
    for (const orderId of orders) expect(await transfersOf(orderId)).toEqual([]);

    // Onboarding started but unfinished: still owed.
    const account = await onboard(seller);
    await runJob();
    expect((await payouts(seller)).balanceDueCents).toBe(owed);

    // Finishing it answers at once (the account active) and asks the payout job to send what
    // was owed: it goes out without waiting for the job's next scheduled run (an hour here).
    const activated = (
      await api(stack, seller).post('/api/payouts/test-onboarding').send({ account }).expect(200)
    ).body as PayoutsDto;
    expect(activated.account).toMatchObject({ state: 'active', accountId: account });
    const paid = await eventually(
      () => payouts(seller),
      (p) => p.transferredCents === owed,
      15_000,
    );
    expect(paid).toMatchObject({ balanceDueCents: 0, transferredCents: owed });
    expect(paid.transfers).toHaveLength(2);
    await runJob();
    for (const orderId of orders) expect(await providerTransfersOf(orderId)).toHaveLength(1);
  }, 90_000);

  it('carries forward a refund the account can no longer cover, and takes it from the next sale', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Noor' });
    const account = await onboard(seller);
    await api(stack, seller).post('/api/payouts/test-onboarding').send({ account }).expect(200);
    const [first, second] = await Promise.all([
      paidListing(stack, seller, stack.admin, 1200),
      paidListing(stack, seller, stack.admin, 1500),
    ]);
    const refunded = await buy(first);
    await afterHold();
    await runJob();
    expect(await providerTransfersOf(refunded)).toEqual([
      { amountCents: 1080, destination: account },
    ]);
    // The account's balance leaves for the seller's bank, as TEST MODE's provider records it.
    await probe.query(
      `UPDATE orders.test_payout_account SET paid_out_cents = (SELECT sum(amount_cents)
         FROM orders.test_transfer WHERE destination = $1) WHERE id = $1`,
      [account],
    );

    await api(stack, stack.admin).post(`/api/admin/orders/${refunded}/refund`).send({}).expect(200);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    // Nothing to reverse from: the seller owes their share less the fee, carried forward.
    expect(await providerTransfersOf(refunded)).toEqual([
      { amountCents: 1080, destination: account },
    ]);
    expect(await payouts(seller)).toMatchObject({
      carriedForwardCents: -1080,
      balanceDueCents: -1080,
      heldCents: 0,
      transferredCents: 1080,
    });

    // The next sale (1350 after the fee) pays it off first: 270 goes out.
    const next = await buy(second);
    expect(await payouts(seller)).toMatchObject({ heldCents: 1350, carriedForwardCents: -1080 });
    await afterHold();
    await Promise.all([runJob(), runJob()]);
    await runJob();
    expect(await providerTransfersOf(next)).toEqual([{ amountCents: 270, destination: account }]);
    const after = await payouts(seller);
    expect(after).toMatchObject({
      carriedForwardCents: 0,
      balanceDueCents: 0,
      transferredCents: 1080 + 270,
    });
    expect(
      after.transfers.map((t) => [t.orderId, t.amountCents, t.feeCents, t.carriedCents]),
    ).toEqual(
      expect.arrayContaining([
        [refunded, 1080, 120, 0],
        [refunded, 0, -120, -1080],
        [next, 270, 150, 1080],
      ]),
    );
  }, 90_000);

  it('sends nothing for a sale refunded inside the hold, and takes back one refunded after', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Ada' });
    const account = await onboard(seller);
    await api(stack, seller).post('/api/payouts/test-onboarding').send({ account }).expect(200);
    const [early, late] = await Promise.all([
      paidListing(stack, seller, stack.admin, 800),
      paidListing(stack, seller, stack.admin, 1200),
    ]);
    const refundedEarly = await buy(early);
    await api(stack, stack.admin)
      .post(`/api/admin/orders/${refundedEarly}/refund`)
      .send({})
      .expect(200);
    const refundedLate = await buy(late);
    await afterHold();
    await runJob();
    expect(await transfersOf(refundedEarly)).toEqual([]);
    expect(await providerTransfersOf(refundedEarly)).toEqual([]);
    expect(await providerTransfersOf(refundedLate)).toEqual([
      { amountCents: 1080, destination: account },
    ]);

    // One line of a two-line order refunded inside the hold: the other line's share goes out.
    const [keep, drop] = await Promise.all([
      paidListing(stack, seller, stack.admin, 600),
      paidListing(stack, seller, stack.admin, 400),
    ]);
    const buyer = await registerUser(stack.url, { firstName: 'Two' });
    await addToCart(stack, buyer, keep.id);
    await addToCart(stack, buyer, drop.id);
    const both = await createIntent(stack, buyer);
    await payWithCard(stack, buyer, both, TEST_CARDS.succeeds).expect(200);
    await api(stack, stack.admin)
      .post(`/api/admin/orders/${both.orderId}/refund`)
      .send({ lineIds: [drop.id] })
      .expect(200);
    await afterHold();
    await runJob();
    await runJob();
    expect(await providerTransfersOf(both.orderId)).toEqual([
      { amountCents: 540, destination: account },
    ]);

    // Refunded after it went out: the seller's share less the fee comes back, once.
    await api(stack, stack.admin)
      .post(`/api/admin/orders/${refundedLate}/refund`)
      .send({})
      .expect(200);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    expect(
      (await providerTransfersOf(refundedLate)).map((t) => t.amountCents).sort((a, b) => a - b),
    ).toEqual([-1080, 1080]);
    expect(await payouts(seller)).toMatchObject({
      balanceDueCents: 0,
      heldCents: 0,
      transferredCents: 540,
      feesCents: 60,
    });
  }, 90_000);

  it('tells the web the fee and the hold, and the catalog answers the prices per category', async () => {
    expect((await api(stack).get('/api/payments/config').expect(200)).body).toMatchObject({
      provider: 'test',
      platformFeePercent: FEE_PERCENT,
      payoutHoldSeconds: HOLD_SECONDS,
    });
    const seller = await registerUser(stack.url, { firstName: 'Rui' });
    const engineBay = await categoryOf(stack.url, 'engine-bay');
    for (const priceCents of [300, 700, 1500, 2900]) {
      const file = await uploadObject(stack.url, seller, cubeStl(), { filename: 'part.stl' });
      const created = await createListing(stack.url, seller, {
        priceCents,
        isFree: false,
        fileUrls: [file.storageUrl],
        categoryId: engineBay.id,
      });
      await decideListing(stack.url, stack.admin, created.id);
    }
    const guide = (await api(stack).get('/api/pricing-guide').expect(200)).body as {
      category: string;
      listings: number;
      minCents: number;
      p25Cents: number;
      medianCents: number;
      p75Cents: number;
      maxCents: number;
    }[];
    const prices = (
      await probe.query<{ price: number; category: string }>(
        `SELECT l.price_cents AS price, c.name AS category FROM catalog.listing l
         JOIN catalog.category c ON c.id = l.category_id
         WHERE l.price_cents > 0 AND l.approval_status = 'approved' AND l.deleted_at IS NULL`,
      )
    ).sort((x, y) => x.price - y.price);
    expect(prices.length).toBeGreaterThanOrEqual(4);
    const row = guide.find((g) => g.category === engineBay.name)!;
    const mine = prices.filter((p) => p.category === row.category).map((p) => p.price);
    const quantile = (q: number) => {
      const at = (mine.length - 1) * q;
      const lo = Math.floor(at);
      return Math.round(
        mine[lo]! + (mine[Math.min(lo + 1, mine.length - 1)]! - mine[lo]!) * (at - lo),
      );
    };
    expect(row).toEqual({
      category: row.category,
      listings: mine.length,
      minCents: mine[0],
      p25Cents: quantile(0.25),
      medianCents: quantile(0.5),
      p75Cents: quantile(0.75),
      maxCents: mine.at(-1),
    });
  });

  it('reconciles: for every paid order, ledger = transfers + fees + balance owed, to the cent', async () => {
    // Per order: every ledger line (sales and refunds) = what was sent (transfers less
    // reversals, with their fees) + what went to or came from a carried-forward balance + what
    // is still owed (lines not yet settled).
    const rows = await probe.query<{ orderId: string; ledger: number; sent: number; owed: number }>(
      `SELECT le.order_id AS "orderId", sum(le.amount_cents)::int AS ledger,
         COALESCE(sum(t.amount_cents + t.fee_cents + t.carried_cents)
           FILTER (WHERE t.status = 'paid'), 0)::int AS sent,
         COALESCE(sum(le.amount_cents) FILTER (WHERE t.id IS NULL OR t.status <> 'paid'), 0)::int
           AS owed
       FROM orders.ledger_entry le
       LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id
       GROUP BY le.order_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.ledger).toBe(row.sent + row.owed);
    // Each seller's carried-forward balance is never more than they owe.
    const [overpaid] = await probe.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT seller_id FROM orders.payout_transfer
         GROUP BY seller_id HAVING sum(carried_cents) > 0) s`,
    );
    expect(overpaid!.n).toBe(0);
    // And the provider's own records agree with ours: one test transfer per paid transfer.
    const [mismatch] = await probe.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders.payout_transfer t
       LEFT JOIN orders.test_transfer p ON p.id = t.provider_transfer_id
       WHERE t.status = 'paid' AND t.amount_cents > 0
         AND (p.id IS NULL OR p.amount_cents <> t.amount_cents OR p.transfer_group <> t.order_id::text)`,
    );
    expect(mismatch!.n).toBe(0);
  });
});
