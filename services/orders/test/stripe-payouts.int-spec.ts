import { OrdersPayouts, type PayoutsDto } from '@pitstop/contracts';
import Stripe from 'stripe';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { StackProbe, addToCart, api, createIntent, paidListing } from './orders-harness.js';
import { StripeStandIn } from './support/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_stand_in_webhook_secret';

/**
 * Sellers get paid through Stripe Connect: the official SDK against the local stand-in (Express
 * accounts, Account Links, login links, transfers), account.updated signed with the SDK's test
 * header and posted to the gateway's webhook as Stripe posts it.
 */
describe('payouts with Stripe Connect', () => {
  const standIn = new StripeStandIn();
  const sdk = new Stripe('sk_test_unused');
  let stack: AdminStack;
  let probe: StackProbe;

  beforeAll(async () => {
    const apiUrl = await standIn.start();
    stack = await startStackWithAdmin({
      adminLabel: 'connect-admin',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: apiUrl,
        PAYOUT_HOLD_SECONDS: '0',
        PAYOUT_RUN_SECONDS: '3600',
      },
    });
    probe = new StackProbe(stack);
  }, 90_000);
  afterAll(async () => {
    await probe?.close();
    await stack?.close();
    await standIn.stop();
  });

  const webhook = (payload: string, secret = WEBHOOK_SECRET) =>
    api(stack)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', sdk.webhooks.generateTestHeaderString({ payload, secret }))
      .send(payload);
  const payouts = async (who: SignedInUser) =>
    (await api(stack, who).get('/api/payouts').expect(200)).body as PayoutsDto;
  const runJob = () => probe.bus.request(OrdersPayouts.run, {});

  it('onboards an Express account, follows account.updated, and pays what was owed once', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Maya' });
    expect((await payouts(seller)).account).toEqual({
      state: 'not_started',
      provider: 'stripe',
      accountId: null,
      requirements: [],
    });

    const { url } = (
      await api(stack, seller).post('/api/payouts/onboarding').set('Origin', stack.url).expect(200)
    ).body as { url: string };
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    const [account] = [...standIn.connect.accounts.values()].filter(
      (a) => a.metadata.sellerId === seller.user.id,
    );
    expect(account).toMatchObject({ type: 'express', email: seller.email });
    const created = standIn.calls.filter((c) => c.path === '/v1/accounts');
    expect(created.at(-1)!.idempotencyKey).toBe(`payout-account-${seller.user.id}`);
    expect(
      standIn.calls.filter((c) => c.path === '/v1/account_links').at(-1)!.idempotencyKey,
    ).toMatch(new RegExp(`^account-link-${account!.id}-`));
    // A second click: the same account, a link again.
    await api(stack, seller).post('/api/payouts/onboarding').set('Origin', stack.url).expect(200);
    expect(
      [...standIn.connect.accounts.values()].filter((a) => a.metadata.sellerId === seller.user.id),
    ).toHaveLength(1);
    expect((await payouts(seller)).account).toEqual({
      state: 'pending',
      provider: 'stripe',
      accountId: account!.id,
      requirements: ['external_account', 'tos_acceptance.date'],
    });

    // A forged account.updated changes nothing.
    await webhook(standIn.connect.accountUpdated(account!.id), 'whsec_forged').expect(400);

    // Stripe holds the account back: restricted, with what it asks for.
    standIn.connect.restrict(account!.id, ['individual.verification.document']);
    await webhook(standIn.connect.accountUpdated(account!.id)).expect(200);
    expect((await payouts(seller)).account).toMatchObject({
      state: 'restricted',
      requirements: ['individual.verification.document'],
    });

    // A sale meanwhile: owed, not sent.
    const listing = await paidListing(stack, seller, stack.admin, 899);
    const buyer = await registerUser(stack.url, { firstName: 'Buyer' });
    await addToCart(stack, buyer, listing.id);
    const intent = await createIntent(stack, buyer);
    await webhook(standIn.succeed(intent.clientSecret.split('_secret_')[0]!)).expect(200);
    await runJob();
    expect(standIn.connect.transfers.size).toBe(0);
    expect(await payouts(seller)).toMatchObject({ balanceDueCents: 899, transferredCents: 0 });

    // Onboarding finished: active, and the balance goes out once however often the job runs.
    standIn.connect.activate(account!.id);
    await webhook(standIn.connect.accountUpdated(account!.id)).expect(200);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const transfers = [...standIn.connect.transfers.values()];
    expect(transfers).toEqual([
      expect.objectContaining({
        amount: 899,
        currency: 'usd',
        destination: account!.id,
        transfer_group: intent.orderId,
      }),
    ]);
    const [ledger] = await probe.query<{ id: string }>(
      'SELECT id FROM orders.ledger_entry WHERE order_id = $1',
      [intent.orderId],
    );
    const transferCalls = standIn.calls.filter((c) => c.path === '/v1/transfers');
    expect(new Set(transferCalls.map((c) => c.idempotencyKey))).toEqual(
      new Set([`transfer-${ledger!.id}`]),
    );
    const after = await payouts(seller);
    expect(after).toMatchObject({
      account: { state: 'active', requirements: [] },
      balanceDueCents: 0,
      transferredCents: 899,
      feesCents: 0,
    });
    expect(after.transfers).toEqual([
      expect.objectContaining({ providerTransferId: transfers[0]!.id, status: 'paid' }),
    ]);

    // Refunded after it went out: the share comes back by a transfer reversal, once.
    await api(stack, stack.admin)
      .post(`/api/admin/orders/${intent.orderId}/refund`)
      .send({})
      .expect(200);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    expect(transfers[0]).toMatchObject({ amount_reversed: 899, reversed: true });
    expect(transfers[0]!.reversals).toHaveLength(1);
    const reversalCalls = standIn.calls.filter((c) => c.path.endsWith('/reversals'));
    expect(new Set(reversalCalls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(reversalCalls[0]!.idempotencyKey).toMatch(/^reversal-/);
    expect(await payouts(seller)).toMatchObject({ balanceDueCents: 0, transferredCents: 0 });

    // The Express dashboard: a login link.
    expect((await api(stack, seller).post('/api/payouts/dashboard').expect(200)).body).toEqual({
      url: `https://connect.stripe.com/express/${account!.id}/stand_in`,
    });
    // TEST MODE's onboarding page is not Stripe's.
    await api(stack, seller)
      .post('/api/payouts/test-onboarding')
      .send({ account: 'acct_test_0123456789abcdef' })
      .expect(404);
  }, 90_000);

  it('a lost dispute after the money went to the bank is carried forward and taken from the next sale', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Ines' });
    await api(stack, seller).post('/api/payouts/onboarding').set('Origin', stack.url).expect(200);
    const account = [...standIn.connect.accounts.values()].find(
      (a) => a.metadata.sellerId === seller.user.id,
    )!;
    standIn.connect.activate(account.id);
    await webhook(standIn.connect.accountUpdated(account.id)).expect(200);
    const [strut, knob] = await Promise.all([
      paidListing(stack, seller, stack.admin, 899),
      paidListing(stack, seller, stack.admin, 1250),
    ]);
    const sell = async (listing: typeof strut) => {
      const buyer = await registerUser(stack.url, { firstName: 'Buyer' });
      await addToCart(stack, buyer, listing.id);
      const intent = await createIntent(stack, buyer);
      const pi = intent.clientSecret.split('_secret_')[0]!;
      await webhook(standIn.succeed(pi)).expect(200);
      return { orderId: intent.orderId, pi };
    };
    const first = await sell(strut);
    await runJob();
    const sent = [...standIn.connect.transfers.values()].filter(
      (t) => t.destination === account.id,
    );
    expect(sent.map((t) => t.amount)).toEqual([899]);
    // Stripe pays the account's balance out to the seller's bank: nothing left to reverse.
    standIn.connect.payOut(account.id);

    await webhook(
      standIn.refunds.disputeEvent('charge.dispute.created', first.pi, 'dp_bank', 'needs_response'),
    ).expect(200);
    await webhook(
      standIn.refunds.disputeEvent('charge.dispute.closed', first.pi, 'dp_bank', 'lost'),
    ).expect(200);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    // Stripe refused the reversal (insufficient funds): the seller owes the share instead.
    expect(sent[0]).toMatchObject({ amount_reversed: 0, reversals: [] });
    const reversalCalls = standIn.calls.filter(
      (c) => c.path === `/v1/transfers/${sent[0]!.id}/reversals`,
    );
    expect(reversalCalls.length).toBeGreaterThanOrEqual(1);
    expect(await payouts(seller)).toMatchObject({
      carriedForwardCents: -899,
      balanceDueCents: -899,
      transferredCents: 899,
    });

    // The next sale pays it off first: 1250 - 899 goes out, and nothing is owed any more.
    const second = await sell(knob);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const next = [...standIn.connect.transfers.values()].filter(
      (t) => t.transfer_group === second.orderId,
    );
    expect(next.map((t) => t.amount)).toEqual([351]);
    const after = await payouts(seller);
    expect(after).toMatchObject({
      carriedForwardCents: 0,
      balanceDueCents: 0,
      transferredCents: 899 + 351,
    });
    expect(after.transfers.map((t) => [t.orderId, t.amountCents, t.carriedCents])).toEqual(
      expect.arrayContaining([
        [first.orderId, 899, 0],
        [first.orderId, 0, -899],
        [second.orderId, 351, 899],
      ]),
    );

    // Reconciled per order: ledger = transfers + reversals + fees + carried + still owed.
    const off = await probe.query<{ orderId: string }>(
      `SELECT le.order_id AS "orderId" FROM orders.ledger_entry le
       LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id
       WHERE le.order_id = ANY($1::uuid[])
       GROUP BY le.order_id
       HAVING sum(le.amount_cents) <> COALESCE(sum(t.amount_cents + t.fee_cents + t.carried_cents)
         FILTER (WHERE t.status = 'paid'), 0)
         + COALESCE(sum(le.amount_cents) FILTER (WHERE t.id IS NULL OR t.status <> 'paid'), 0)`,
      [[first.orderId, second.orderId]],
    );
    expect(off).toEqual([]);
  }, 90_000);
});
