import type { AdminOrderDto, ListingDto, ModelFileDto, OrderDto } from '@pitstop/contracts';
import Stripe from 'stripe';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { StackProbe, addToCart, api, createIntent, paidListing } from './orders-harness.js';
import { StripeStandIn } from './support/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_stand_in_webhook_secret';

/**
 * Refunds and disputes with the Stripe driver: the official SDK against the local stand-in
 * (Refunds API with idempotency keys), and charge.* webhooks signed with the SDK's test header.
 */
describe('refunds and disputes with Stripe', () => {
  const standIn = new StripeStandIn();
  const sdk = new Stripe('sk_test_unused');
  let stack: AdminStack;
  let probe: StackProbe;
  let seller: SignedInUser;
  let strut: ListingDto;
  let clip: ListingDto;
  const downloads = new Map<string, string>();

  beforeAll(async () => {
    const apiUrl = await standIn.start();
    stack = await startStackWithAdmin({
      adminLabel: 'stripe-refunds-admin',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
        STRIPE_API_URL: apiUrl,
      },
    });
    probe = new StackProbe(stack);
    seller = await registerUser(stack.url, { firstName: 'Maya' });
    [strut, clip] = await Promise.all([
      paidListing(stack, seller, stack.admin, 899),
      paidListing(stack, seller, stack.admin, 250),
    ]);
    for (const listing of [strut, clip]) {
      const [file] = (await api(stack, seller).get(`/api/models3d/${listing.id}/files`).expect(200))
        .body as ModelFileDto[];
      downloads.set(listing.id, file!.downloadUrl);
    }
  }, 60_000);
  afterAll(async () => {
    await probe?.close();
    await stack?.close();
    await standIn.stop();
  });

  const webhook = (payload: string) =>
    api(stack)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      )
      .send(payload);
  const downloadStatus = async (who: SignedInUser, listing: ListingDto) =>
    (await api(stack, who).get(downloads.get(listing.id)!)).status;
  const orderOf = async (who: SignedInUser, id: string) =>
    (await api(stack, who).get(`/api/orders/${id}`).expect(200)).body as OrderDto;
  const reversalsOf = (orderId: string) =>
    probe.query<{ amountCents: number }>(
      `SELECT amount_cents AS "amountCents" FROM orders.ledger_entry
       WHERE order_id = $1 AND refund_id IS NOT NULL ORDER BY created_at`,
      [orderId],
    );

  async function paidOrder(...listings: ListingDto[]) {
    const buyer = await registerUser(stack.url, { firstName: 'Buyer' });
    for (const listing of listings) await addToCart(stack, buyer, listing.id);
    const intent = await createIntent(stack, buyer);
    const pi = intent.clientSecret.split('_secret_')[0]!;
    await webhook(standIn.succeed(pi)).expect(200);
    return { buyer, orderId: intent.orderId, pi };
  }

  it('an admin refund goes through the Refunds API once, keyed, and its echo changes nothing', async () => {
    const { buyer, orderId, pi } = await paidOrder(strut, clip);
    const res = await api(stack, stack.admin)
      .post(`/api/admin/orders/${orderId}/refund`)
      .send({ lineIds: [clip.id] })
      .expect(200);
    expect((res.body as AdminOrderDto).refundStatus).toBe('partially-refunded');
    const calls = standIn.calls.filter((c) => c.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(`refund:${orderId}:${clip.id}`);
    expect(standIn.refunds.refundedOf(pi)).toBe(250);
    expect([403, 404]).toContain(await downloadStatus(buyer, clip));
    expect(await downloadStatus(buyer, strut)).toBe(302);

    // Stripe then sends charge.refunded for our own refund: nothing new to apply.
    await webhook(standIn.refunds.chargeEvent('charge.refunded', pi)).expect(200);
    expect(await reversalsOf(orderId)).toEqual([{ amountCents: -250 }]);
  });

  it('a refund made in the dashboard (charge.refunded) refunds the order, once', async () => {
    const { buyer, orderId, pi } = await paidOrder(strut);
    const event = standIn.refunds.refundInDashboard(pi, 899);
    await webhook(event).expect(200);
    await webhook(event).expect(200);
    expect((await orderOf(buyer, orderId)).refundStatus).toBe('refunded');
    expect([403, 404]).toContain(await downloadStatus(buyer, strut));
    expect(await reversalsOf(orderId)).toEqual([{ amountCents: -899 }]);
  });

  it('a dispute suspends the files; won gives them back, lost reverses the share', async () => {
    const won = await paidOrder(strut);
    await webhook(
      standIn.refunds.disputeEvent('charge.dispute.created', won.pi, 'dp_1', 'needs_response'),
    ).expect(200);
    expect([403, 404]).toContain(await downloadStatus(won.buyer, strut));
    await webhook(
      standIn.refunds.disputeEvent('charge.dispute.closed', won.pi, 'dp_1', 'won'),
    ).expect(200);
    expect(await downloadStatus(won.buyer, strut)).toBe(302);
    expect(await reversalsOf(won.orderId)).toEqual([]);

    const lost = await paidOrder(strut);
    await webhook(
      standIn.refunds.disputeEvent('charge.dispute.created', lost.pi, 'dp_2', 'needs_response'),
    ).expect(200);
    const closed = standIn.refunds.disputeEvent('charge.dispute.closed', lost.pi, 'dp_2', 'lost');
    await webhook(closed).expect(200);
    await webhook(closed).expect(200);
    expect([403, 404]).toContain(await downloadStatus(lost.buyer, strut));
    expect(await reversalsOf(lost.orderId)).toEqual([{ amountCents: -899 }]);
  });

  it('refuses a charge event whose signature does not verify', async () => {
    const { pi } = await paidOrder(clip);
    await api(stack)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=00')
      .send(standIn.refunds.chargeEvent('charge.refunded', pi))
      .expect(400);
  });
});
