import {
  OrderMessages as M,
  OrdersEvents,
  type CartDto,
  type ListingDto,
  type OrderDto,
} from '@pitstop/contracts';
import Stripe from 'stripe';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import {
  StackProbe,
  addToCart,
  api,
  createIntent,
  eventually,
  paidListing,
  reprice,
} from './orders-harness.js';
import { StripeStandIn } from './support/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_stand_in_webhook_secret';

/**
 * The Stripe driver: the official SDK against a local stand-in for the PaymentIntents API, and
 * webhooks signed with the SDK's own test header, posted to the gateway as Stripe posts them.
 */
describe('checkout with Stripe', () => {
  const standIn = new StripeStandIn();
  const sdk = new Stripe('sk_test_unused');
  let stack: AdminStack;
  let probe: StackProbe;
  let seller: SignedInUser;
  let listing: ListingDto;

  beforeAll(async () => {
    const apiUrl = await standIn.start();
    stack = await startStackWithAdmin({
      adminLabel: 'stripe-admin',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
        STRIPE_API_URL: apiUrl,
      },
    });
    probe = new StackProbe(stack);
    seller = await registerUser(stack.url, { firstName: 'Maya' });
    listing = await paidListing(stack, seller, stack.admin, 899);
  }, 60_000);
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
  const orderOf = async (who: SignedInUser, id: string) =>
    (await api(stack, who).get(`/api/orders/${id}`).expect(200)).body as OrderDto;
  const cartCount = async (who: SignedInUser) =>
    ((await api(stack, who).get('/api/cart').expect(200)).body as CartDto).count;

  async function checkout() {
    const buyer = await registerUser(stack.url, { firstName: 'Buyer' });
    await addToCart(stack, buyer, listing.id);
    const intent = await createIntent(stack, buyer);
    const pi = intent.clientSecret.split('_secret_')[0]!;
    return { buyer, intent, pi };
  }

  it('hands the web Stripe and its publishable key', async () => {
    expect((await api(stack).get('/api/payments/config').expect(200)).body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_stand_in',
      platformFeePercent: 0,
      payoutHoldSeconds: 7 * 86_400,
    });
  });

  it('makes one PaymentIntent per order, keyed by the order id, and reuses it', async () => {
    const { buyer, intent, pi } = await checkout();
    expect(intent).toMatchObject({ amountCents: 899, currency: 'USD', provider: 'stripe' });
    expect(standIn.intents.get(pi)).toMatchObject({
      amount: 899,
      currency: 'usd',
      metadata: { orderId: intent.orderId, buyerId: buyer.user.id },
    });
    expect(await createIntent(stack, buyer)).toEqual(intent);
    const creates = standIn.calls.filter(
      (c) => c.path === '/v1/payment_intents' && c.idempotencyKey === intent.orderId,
    );
    expect(creates).toHaveLength(1);
    // TEST MODE's card form is not there
    await api(stack, buyer)
      .post(`/api/test-payments/tp_${'0'.repeat(32)}/confirm`)
      .send({ clientSecret: 'x', cardNumber: '4242 4242 4242 4242' })
      .expect(404);
  });

  it('fulfils only from the signed webhook, once however often it comes, and not again on a late failure', async () => {
    const { buyer, intent, pi } = await checkout();
    const succeeded = standIn.succeed(pi);
    // the browser's return proves nothing: still pending until Stripe says so
    expect((await orderOf(buyer, intent.orderId)).status).toBe('pending');

    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(succeeded)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await probe.fulfilmentOf(intent.orderId)).toEqual({
      status: 'paid',
      entitlements: 1,
      ledger: [{ sellerId: seller.user.id, amountCents: 899 }],
    });
    await webhook(standIn.fail(pi, 'Your card was declined.')).expect(200);
    const order = await orderOf(buyer, intent.orderId);
    expect(order).toMatchObject({
      status: 'paid',
      receipt: { provider: 'stripe', paymentReference: pi, cardLast4: null },
    });
    expect(await cartCount(buyer)).toBe(0);
    await eventually(
      async () =>
        (await probe.published(OrdersEvents.orderPaid)).filter((e) => e.orderId === intent.orderId),
      (e) => e.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(
      (await probe.published(OrdersEvents.orderPaid)).filter((e) => e.orderId === intent.orderId),
    ).toHaveLength(1);
    // events about other things are acknowledged and ignored
    await webhook(
      JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      }),
    ).expect(200);
  });

  it("charges the catalog's price now: a price changed since add-to-cart is a 409 naming it, then the new amount", async () => {
    const repriced = await paidListing(stack, seller, stack.admin, 899);
    const buyer = await registerUser(stack.url, { firstName: 'Buyer' });
    await addToCart(stack, buyer, repriced.id);
    // the buyer opened the checkout at the old price, then the seller raised it
    const before = await createIntent(stack, buyer);
    expect(before.amountCents).toBe(899);
    await reprice(stack, seller, repriced.id, 1099);

    const refused = await api(stack, buyer).post('/api/create-payment-intent').expect(409);
    expect(refused.body).toEqual({
      message: `The price of “${repriced.title}” changed to $10.99. Check your cart and pay again.`,
    });
    const cart = (await api(stack, buyer).get('/api/cart').expect(200)).body as CartDto;
    expect(cart).toMatchObject({
      items: [{ modelId: repriced.id, priceCentsSnapshot: 1099 }],
      subtotalCents: 1099,
      totalCents: 1099,
    });

    const after = await createIntent(stack, buyer);
    expect(after).toMatchObject({ amountCents: 1099, currency: 'USD', provider: 'stripe' });
    expect(after.orderId).not.toBe(before.orderId);
    // Stripe was asked for the new amount; the PaymentIntent at the old one was cancelled
    const pi = after.clientSecret.split('_secret_')[0]!;
    expect(standIn.intents.get(pi)).toMatchObject({ amount: 1099, currency: 'usd' });
    const old = standIn.intents.get(before.clientSecret.split('_secret_')[0]!);
    expect(
      await eventually(
        async () => old?.status,
        (status) => status === 'canceled',
      ),
    ).toBe('canceled');
    await webhook(standIn.succeed(pi)).expect(200);
    expect(await probe.fulfilmentOf(after.orderId)).toEqual({
      status: 'paid',
      entitlements: 1,
      ledger: [{ sellerId: seller.user.id, amountCents: 1099 }],
    });
    expect((await orderOf(buyer, before.orderId)).status).toBe('cancelled');
  });

  it('a bad signature is a 400 and changes nothing', async () => {
    const { buyer, intent, pi } = await checkout();
    const succeeded = standIn.succeed(pi);
    const forged = await webhook(succeeded, 'whsec_someone_else').expect(400);
    expect(forged.body).toEqual({ message: M.signatureInvalid });
    const unsigned = await api(stack)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .send(succeeded)
      .expect(400);
    expect(unsigned.body).toEqual({ message: M.signatureMissing });
    // the signature covers the exact bytes: the same event re-serialised does not verify
    const reformatted = JSON.stringify(JSON.parse(succeeded), null, 2);
    await api(stack)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        sdk.webhooks.generateTestHeaderString({ payload: succeeded, secret: WEBHOOK_SECRET }),
      )
      .send(reformatted)
      .expect(400);
    expect(await probe.fulfilmentOf(intent.orderId)).toEqual({
      status: 'pending',
      entitlements: 0,
      ledger: [],
    });
    expect(await cartCount(buyer)).toBe(1);
  });

  it('a payment whose webhook never came is fulfilled when orders starts again', async () => {
    const { buyer, intent, pi } = await checkout();
    await stack.stopService('orders');
    standIn.succeed(pi); // Stripe took the money; its webhook is lost while orders is down
    await stack.addInstance('orders');
    const order = await eventually(
      () => orderOf(buyer, intent.orderId),
      (o) => o.status === 'paid',
      10_000,
    );
    expect(order.status).toBe('paid');
    expect(await probe.fulfilmentOf(intent.orderId)).toMatchObject({ entitlements: 1 });
    expect(await cartCount(buyer)).toBe(0);
  });
});
