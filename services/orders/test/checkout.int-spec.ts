import {
  OrderMessages as M,
  OrdersCheckout,
  OrdersEvents,
  TEST_CARDS,
  type CartDto,
  type EarningsDto,
  type ListingDto,
  type ModelFileDto,
  type OrderDto,
  type PaymentIntentDto,
} from '@pitstop/contracts';
import { RpcError } from '@pitstop/messaging';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { createApprovedListing, createListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
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
  reprice,
} from './orders-harness.js';

/**
 * Cart, checkout and fulfilment through the gateway with the local test provider (TEST MODE),
 * against the real catalog, users, media and orders services on Postgres and Redis.
 */
describe('checkout in TEST MODE', () => {
  let stack: AdminStack;
  let probe: StackProbe;
  let seller: SignedInUser;
  let otherSeller: SignedInUser;
  let gaugePod: ListingDto;
  let shiftKnob: ListingDto;
  let ventClip: ListingDto;

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'orders-admin',
      env: { TEST_PAYMENTS_SECRET: TEST_SECRET },
    });
    probe = new StackProbe(stack);
    [seller, otherSeller] = await Promise.all([
      registerUser(stack.url, {
        firstName: 'Maya',
        lastName: 'Okafor',
        displayName: 'BoostedMaya',
      }),
      registerUser(stack.url, { firstName: 'Theo', lastName: 'Lang' }),
    ]);
    [gaugePod, shiftKnob, ventClip] = await Promise.all([
      paidListing(stack, seller, stack.admin, 499),
      paidListing(stack, seller, stack.admin, 1250),
      paidListing(stack, otherSeller, stack.admin, 300),
    ]);
  }, 60_000);
  afterAll(async () => {
    await probe?.close();
    await stack?.close();
  });

  const newBuyer = () => registerUser(stack.url, { firstName: 'Buyer' });
  const cartOf = async (who: SignedInUser) =>
    (await api(stack, who).get('/api/cart').expect(200)).body as CartDto;
  const orderOf = async (who: SignedInUser, id: string) =>
    (await api(stack, who).get(`/api/orders/${id}`).expect(200)).body as OrderDto;
  const paidEventsOf = async (orderId: string) =>
    (await probe.published(OrdersEvents.orderPaid)).filter((e) => e.orderId === orderId);

  /** A test provider notification as the provider would send it, signed with its secret. */
  function notification(intent: PaymentIntentDto, kind: 'succeeded' | 'failed', amount?: number) {
    const body = JSON.stringify({
      type: `payment.${kind}`,
      payment: {
        id: paymentIdOf(intent.clientSecret),
        orderId: intent.orderId,
        amountCents: amount ?? intent.amountCents,
        currency: intent.currency,
        cardLast4: '4242',
        failureMessage: kind === 'failed' ? 'Your card was declined.' : null,
      },
    });
    return { provider: 'test' as const, body, signature: signNotification(body, TEST_SECRET) };
  }

  it('says TEST MODE and which cards it takes', async () => {
    const res = await api(stack).get('/api/payments/config').expect(200);
    expect(res.body).toEqual({
      provider: 'test',
      testCards: { succeeds: TEST_CARDS.succeeds, declined: TEST_CARDS.declined },
      platformFeePercent: 0,
      payoutHoldSeconds: 7 * 86_400,
    });
  });

  it('needs a signed-in user for the cart, the checkout and purchases', async () => {
    await api(stack).get('/api/cart').expect(401);
    await api(stack).post('/api/cart/items').send({ modelId: gaugePod.id }).expect(401);
    await api(stack).delete(`/api/cart/items/${gaugePod.id}`).expect(401);
    await api(stack).post('/api/create-payment-intent').expect(401);
    await api(stack).get('/api/orders').expect(401);
    await api(stack).get('/api/earnings').expect(401);
    // a visitor owns nothing
    expect((await api(stack).get(`/api/entitlements/${gaugePod.id}`).expect(200)).body).toEqual({
      modelId: gaugePod.id,
      owned: false,
      orderId: null,
      purchasedAt: null,
    });
  });

  describe('the cart', () => {
    it('takes the price from the catalog, never from the client, and keeps one item when added twice', async () => {
      const buyer = await newBuyer();
      const tampered = await api(stack, buyer)
        .post('/api/cart/items')
        .send({ modelId: gaugePod.id, priceCentsSnapshot: 1 })
        .expect(400);
      expect(tampered.body).toEqual({ message: 'priceCentsSnapshot is not allowed' });

      await addToCart(stack, buyer, gaugePod.id);
      const cart = await addToCart(stack, buyer, gaugePod.id);
      expect(cart).toEqual({
        items: [
          {
            modelId: gaugePod.id,
            priceCentsSnapshot: 499,
            currency: 'USD',
            title: gaugePod.title,
            slug: gaugePod.slug,
            seller: { id: seller.user.id, name: 'BoostedMaya' },
            // The listing's picture: none, until the media worker has rendered its part.
            previewUrl: cart.items[0]?.previewUrl === null ? null : expect.stringMatching(/\.png$/),
            addedAt: expect.any(String),
          },
        ],
        count: 1,
        subtotalCents: 499,
        platformFeeCents: 0,
        totalCents: 499,
        currency: 'USD',
      });
      expect(await cartOf(buyer)).toEqual(cart);
    });

    it('refuses free, own, unpublished and unknown models with a plain message', async () => {
      const buyer = await newBuyer();
      const free = await createApprovedListing(stack.url, seller, stack.admin);
      const pending = await createListing(stack.url, seller, { priceCents: 999, isFree: false });
      const refusal = async (who: SignedInUser, modelId: unknown) => {
        const res = await api(stack, who).post('/api/cart/items').send({ modelId });
        return [res.status, res.body.message];
      };
      expect(await refusal(buyer, free.id)).toEqual([400, M.freeModel]);
      expect(await refusal(seller, gaugePod.id)).toEqual([400, M.ownModel]);
      expect(await refusal(buyer, pending.id)).toEqual([404, M.modelNotFound]);
      expect(await refusal(buyer, '99999999-9999-4999-8999-999999999999')).toEqual([
        404,
        M.modelNotFound,
      ]);
      expect(await refusal(buyer, 'gauge-pod')).toEqual([400, 'modelId must be a UUID']);
      expect(await refusal(buyer, undefined)).toEqual([400, 'modelId must be a UUID']);
      expect((await cartOf(buyer)).count).toBe(0);
    });

    it('removes an item; removing it again changes nothing', async () => {
      const buyer = await newBuyer();
      await addToCart(stack, buyer, gaugePod.id);
      await addToCart(stack, buyer, ventClip.id);
      const after = (await api(stack, buyer).delete(`/api/cart/items/${gaugePod.id}`).expect(200))
        .body as CartDto;
      expect(after.items.map((i) => i.modelId)).toEqual([ventClip.id]);
      expect(after.totalCents).toBe(300);
      await api(stack, buyer).delete(`/api/cart/items/${gaugePod.id}`).expect(200);
      expect((await cartOf(buyer)).count).toBe(1);
    });

    it("is each user's own: nobody reads or changes another's", async () => {
      const [buyer, stranger] = await Promise.all([newBuyer(), newBuyer()]);
      await addToCart(stack, buyer, gaugePod.id);
      expect((await cartOf(stranger)).count).toBe(0);
      await api(stack, stranger).delete(`/api/cart/items/${gaugePod.id}`).expect(200);
      expect((await cartOf(buyer)).count).toBe(1);
    });
  });

  describe('create-payment-intent', () => {
    it('is a 400 for an empty cart', async () => {
      const buyer = await newBuyer();
      const res = await api(stack, buyer).post('/api/create-payment-intent').expect(400);
      expect(res.body).toEqual({ message: M.cartEmpty });
    });

    it('makes one pending order for the cart, reuses it for the same cart, and replaces it when the cart changes', async () => {
      const buyer = await newBuyer();
      await addToCart(stack, buyer, gaugePod.id);
      // whatever the client sends, the amount is the server's
      const first = (
        await api(stack, buyer)
          .post('/api/create-payment-intent')
          .send({ amount: 1, amountCents: 1 })
          .expect(200)
      ).body as PaymentIntentDto;
      expect(first).toEqual({
        clientSecret: expect.stringMatching(/^tp_[0-9a-f]{32}_secret_[0-9a-f]+$/),
        orderId: expect.any(String),
        amountCents: 499,
        currency: 'USD',
        provider: 'test',
      });
      expect(await createIntent(stack, buyer)).toEqual(first);
      expect(await orderOf(buyer, first.orderId)).toMatchObject({
        status: 'pending',
        totalCents: 499,
        items: [{ modelId: gaugePod.id, priceCents: 499, sellerName: 'BoostedMaya' }],
        paidAt: null,
        receipt: null,
      });

      await addToCart(stack, buyer, ventClip.id);
      const second = await createIntent(stack, buyer);
      expect(second.orderId).not.toBe(first.orderId);
      expect(second.amountCents).toBe(799);
      expect((await orderOf(buyer, first.orderId)).status).toBe('cancelled');
      // the replaced payment can no longer be paid
      const stale = await payWithCard(stack, buyer, first, TEST_CARDS.succeeds).expect(200);
      expect(stale.body).toEqual({
        status: 'declined',
        message: M.paymentCancelled,
        orderId: first.orderId,
      });
      expect((await cartOf(buyer)).count).toBe(2);
    });
  });

  describe("the catalog's price at checkout", () => {
    it('a price changed since add-to-cart is a 409 naming the item and its new price; the cart takes it and the next try charges it', async () => {
      const [buyer, listing] = await Promise.all([
        newBuyer(),
        paidListing(stack, seller, stack.admin, 499),
      ]);
      await addToCart(stack, buyer, listing.id);
      await addToCart(stack, buyer, ventClip.id);
      await reprice(stack, seller, listing.id, 399);

      const refused = await api(stack, buyer).post('/api/create-payment-intent').expect(409);
      expect(refused.body).toEqual({
        message: `The price of “${listing.title}” changed to $3.99. Check your cart and pay again.`,
      });
      // nothing was asked of the provider at either price
      expect(
        await probe.query('SELECT 1 FROM orders.purchase_order WHERE buyer_id = $1', [
          buyer.user.id,
        ]),
      ).toEqual([]);
      expect(await cartOf(buyer)).toMatchObject({
        items: [
          { modelId: listing.id, priceCentsSnapshot: 399 },
          { modelId: ventClip.id, priceCentsSnapshot: 300 },
        ],
        totalCents: 699,
      });

      const intent = await createIntent(stack, buyer);
      expect(intent.amountCents).toBe(699);
      // the test provider was asked for the new amount
      expect(
        await probe.query(
          'SELECT amount_cents AS "amountCents" FROM orders.test_payment WHERE order_id = $1',
          [intent.orderId],
        ),
      ).toEqual([{ amountCents: 699 }]);
      await payWithCard(stack, buyer, intent, TEST_CARDS.succeeds).expect(200);
      expect(await orderOf(buyer, intent.orderId)).toMatchObject({
        status: 'paid',
        totalCents: 699,
        items: [
          { modelId: listing.id, priceCents: 399 },
          { modelId: ventClip.id, priceCents: 300 },
        ],
      });
    });

    it('an item no longer for sale leaves the cart with a 409 naming it; the rest is then paid', async () => {
      const [buyer, listing] = await Promise.all([
        newBuyer(),
        paidListing(stack, seller, stack.admin, 499),
      ]);
      await addToCart(stack, buyer, listing.id);
      await addToCart(stack, buyer, shiftKnob.id);
      const before = await createIntent(stack, buyer);
      await api(stack, seller).delete(`/api/models3d/${listing.id}`).expect(204);

      const refused = await api(stack, buyer).post('/api/create-payment-intent').expect(409);
      expect(refused.body).toEqual({
        message: `“${listing.title}” is no longer for sale and was removed from your cart. Check your cart and pay again.`,
      });
      expect((await cartOf(buyer)).items.map((i) => i.modelId)).toEqual([shiftKnob.id]);
      const after = await createIntent(stack, buyer);
      expect(after.amountCents).toBe(1250);
      expect((await orderOf(buyer, before.orderId)).status).toBe('cancelled');
    });
  });

  describe('paying with the test provider', () => {
    it('a declined card leaves the cart and the order as they were; the test card then pays once', async () => {
      const buyer = await newBuyer();
      await addToCart(stack, buyer, gaugePod.id);
      await addToCart(stack, buyer, ventClip.id);
      const intent = await createIntent(stack, buyer);

      const declined = await payWithCard(stack, buyer, intent, TEST_CARDS.declined).expect(200);
      expect(declined.body).toEqual({
        status: 'declined',
        message: M.cardDeclined,
        orderId: intent.orderId,
      });
      expect((await cartOf(buyer)).count).toBe(2);
      expect((await orderOf(buyer, intent.orderId)).status).toBe('pending');
      expect(await probe.fulfilmentOf(intent.orderId)).toMatchObject({ entitlements: 0 });
      const typo = await payWithCard(stack, buyer, intent, '4242 4242 4242 4241').expect(200);
      expect(typo.body).toMatchObject({ status: 'declined', message: M.cardIncorrect });

      const paid = await payWithCard(stack, buyer, intent, TEST_CARDS.succeeds).expect(200);
      expect(paid.body).toEqual({ status: 'succeeded', orderId: intent.orderId });
      // fulfilled before the answer: the success page finds it paid
      const order = await orderOf(buyer, intent.orderId);
      expect(order).toMatchObject({
        status: 'paid',
        totalCents: 799,
        paidAt: expect.any(String),
        receipt: {
          provider: 'test',
          paymentReference: paymentIdOf(intent.clientSecret),
          cardLast4: '4242',
        },
      });
      expect((await cartOf(buyer)).count).toBe(0);
      expect(await probe.fulfilmentOf(intent.orderId)).toEqual({
        status: 'paid',
        entitlements: 2,
        ledger: [
          { sellerId: seller.user.id, amountCents: 499 },
          { sellerId: otherSeller.user.id, amountCents: 300 },
        ].sort((a, b) => a.sellerId.localeCompare(b.sellerId)),
      });
      const events = await eventually(
        () => paidEventsOf(intent.orderId),
        (e) => e.length > 0,
      );
      expect(events).toEqual([
        {
          orderId: intent.orderId,
          number: order.number,
          buyerId: buyer.user.id,
          subtotalCents: 799,
          platformFeeCents: 0,
          totalCents: 799,
          currency: 'USD',
          // The order's own copy of each line, so the receipt says what was sold.
          lines: [
            {
              modelId: gaugePod.id,
              sellerId: seller.user.id,
              priceCents: 499,
              title: gaugePod.title,
              sellerName: expect.any(String),
            },
            {
              modelId: ventClip.id,
              sellerId: otherSeller.user.id,
              priceCents: 300,
              title: ventClip.title,
              sellerName: expect.any(String),
            },
          ],
          payment: { provider: 'test', cardLast4: '4242' },
          paidAt: order.paidAt,
        },
      ]);

      // purchases, 'You own this', and no second purchase of the same model
      const purchases = (await api(stack, buyer).get('/api/orders').expect(200)).body as OrderDto[];
      // The list leaves out the card's brand, which only the receipt asks the provider for.
      const { cardBrand, ...listedReceipt } = order.receipt!;
      expect(cardBrand).toBe('visa');
      expect(purchases).toEqual([{ ...order, receipt: listedReceipt }]);
      expect(
        (await api(stack, buyer).get(`/api/entitlements/${gaugePod.id}`).expect(200)).body,
      ).toEqual({
        modelId: gaugePod.id,
        owned: true,
        orderId: intent.orderId,
        purchasedAt: expect.any(String),
      });
      const again = await api(stack, buyer).post('/api/cart/items').send({ modelId: gaugePod.id });
      expect([again.status, again.body.message]).toEqual([409, M.alreadyOwned]);
      // a second card on a paid payment charges nothing more
      await payWithCard(stack, buyer, intent, TEST_CARDS.succeeds).expect(200);
      expect((await probe.fulfilmentOf(intent.orderId)).entitlements).toBe(2);
    });

    it('buyers of a paid model download it; nobody else may (403 before buying, 302 after)', async () => {
      const [buyer, stranger] = await Promise.all([newBuyer(), newBuyer()]);
      const listing = await paidListing(stack, seller, stack.admin, 650);
      const files = (await api(stack, seller).get(`/api/models3d/${listing.id}/files`).expect(200))
        .body as ModelFileDto[];
      const download = files[0]!.downloadUrl;
      const before = await api(stack, buyer).get(download).expect(403);
      expect(before.body.message).toBe('Buy this model to download its files.');

      await addToCart(stack, buyer, listing.id);
      const intent = await createIntent(stack, buyer);
      await payWithCard(stack, buyer, intent, TEST_CARDS.succeeds).expect(200);

      await api(stack, buyer).get(download).expect(302);
      await api(stack, buyer).get(`/api/models3d/${listing.id}/download.zip`).expect(200);
      const seen = (await api(stack, buyer).get(`/api/models3d/${listing.id}/files`).expect(200))
        .body as ModelFileDto[];
      expect(seen[0]!.downloadUrl).toBe(download);
      await api(stack, stranger).get(download).expect(403);
    });

    it('two tabs paying the same cart at once make one paid order and one charge', async () => {
      const buyer = await newBuyer();
      await addToCart(stack, buyer, gaugePod.id);
      await addToCart(stack, buyer, shiftKnob.id);
      const [tabA, tabB] = await Promise.all([
        createIntent(stack, buyer),
        createIntent(stack, buyer),
      ]);
      expect(tabB).toEqual(tabA);
      const answers = await Promise.all([
        payWithCard(stack, buyer, tabA, TEST_CARDS.succeeds),
        payWithCard(stack, buyer, tabB, TEST_CARDS.succeeds),
      ]);
      expect(answers.map((a) => [a.status, a.body.status])).toEqual([
        [200, 'succeeded'],
        [200, 'succeeded'],
      ]);
      const orders = await probe.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM orders.purchase_order WHERE buyer_id = $1
         GROUP BY status`,
        [buyer.user.id],
      );
      expect(orders).toEqual([{ status: 'paid', n: 1 }]);
      expect(await probe.fulfilmentOf(tabA.orderId)).toEqual({
        status: 'paid',
        entitlements: 2,
        ledger: [{ sellerId: seller.user.id, amountCents: 1749 }],
      });
      expect(
        await probe.query('SELECT 1 FROM orders.test_payment WHERE order_id = $1', [tabA.orderId]),
      ).toHaveLength(1);
      expect(
        await eventually(
          () => paidEventsOf(tabA.orderId),
          (e) => e.length > 0,
        ),
      ).toHaveLength(1);
    });
  });

  describe('fulfilment exactly once', () => {
    it('the same signed notification ten times at once fulfils once; a failure after it changes nothing', async () => {
      const buyer = await newBuyer();
      await addToCart(stack, buyer, gaugePod.id);
      await addToCart(stack, buyer, ventClip.id);
      const intent = await createIntent(stack, buyer);
      const success = notification(intent, 'succeeded');

      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () =>
          probe.bus.request(OrdersCheckout.receiveNotification, success),
        ),
      );
      expect(outcomes.map((o) => o.outcome).sort()).toEqual([
        ...Array<string>(9).fill('already-fulfilled'),
        'fulfilled',
      ]);
      const late = await probe.bus.request(
        OrdersCheckout.receiveNotification,
        notification(intent, 'failed'),
      );
      expect(late.outcome).toBe('already-fulfilled');

      expect(await probe.fulfilmentOf(intent.orderId)).toMatchObject({
        status: 'paid',
        entitlements: 2,
      });
      expect((await probe.fulfilmentOf(intent.orderId)).ledger).toHaveLength(2);
      expect((await orderOf(buyer, intent.orderId)).status).toBe('paid');
      expect((await cartOf(buyer)).count).toBe(0);
      // the outbox has published the event by now; wait a moment longer for any second one
      await eventually(
        () => paidEventsOf(intent.orderId),
        (e) => e.length > 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await paidEventsOf(intent.orderId)).toHaveLength(1);
    });

    it('refuses a notification whose signature or amount is wrong, and changes nothing', async () => {
      const buyer = await newBuyer();
      await addToCart(stack, buyer, shiftKnob.id);
      const intent = await createIntent(stack, buyer);
      const forged = {
        ...notification(intent, 'succeeded'),
        signature: 't=1,v1=' + 'ab'.repeat(32),
      };
      await expect(
        probe.bus.request(OrdersCheckout.receiveNotification, forged),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: M.signatureInvalid });
      const underpaid = await probe.bus.request(
        OrdersCheckout.receiveNotification,
        notification(intent, 'succeeded', 1),
      );
      expect(underpaid.outcome).toBe('amount-mismatch');
      expect(await probe.fulfilmentOf(intent.orderId)).toEqual({
        status: 'pending',
        entitlements: 0,
        ledger: [],
      });
      expect((await cartOf(buyer)).count).toBe(1);
      await expect(
        probe.bus.request(OrdersCheckout.receiveNotification, { ...forged, signature: '' }),
      ).rejects.toBeInstanceOf(RpcError);
    });
  });

  describe('purchases and earnings', () => {
    it("another user's order is a 404, and so is their payment", async () => {
      const [buyer, stranger] = await Promise.all([newBuyer(), newBuyer()]);
      await addToCart(stack, buyer, ventClip.id);
      const intent = await createIntent(stack, buyer);
      const res = await api(stack, stranger).get(`/api/orders/${intent.orderId}`).expect(404);
      expect(res.body).toEqual({ message: M.orderNotFound });
      const theirs = await payWithCard(stack, stranger, intent, TEST_CARDS.succeeds).expect(404);
      expect(theirs.body).toEqual({ message: M.paymentNotFound });
      expect((await orderOf(buyer, intent.orderId)).status).toBe('pending');
      expect((await api(stack, stranger).get('/api/orders').expect(200)).body).toEqual([]);
      await api(stack, buyer).get('/api/orders/not-an-order').expect(404);
    });

    it("a seller's earnings come from the ledger, with sales per listing", async () => {
      const earner = await registerUser(stack.url, { firstName: 'Earner' });
      const [a, b] = await Promise.all([
        paidListing(stack, earner, stack.admin, 700),
        paidListing(stack, earner, stack.admin, 250),
      ]);
      for (const items of [[a.id, b.id], [a.id]]) {
        const buyer = await newBuyer();
        for (const id of items) await addToCart(stack, buyer, id);
        await payWithCard(
          stack,
          buyer,
          await createIntent(stack, buyer),
          TEST_CARDS.succeeds,
        ).expect(200);
      }
      const earnings = (await api(stack, earner).get('/api/earnings').expect(200))
        .body as EarningsDto;
      expect(earnings).toEqual({
        totalCents: 1650,
        currency: 'USD',
        salesCount: 3,
        listings: [
          {
            modelId: a.id,
            title: a.title,
            slug: a.slug,
            sales: 2,
            earningsCents: 1400,
            lastSoldAt: expect.any(String),
          },
          {
            modelId: b.id,
            title: b.title,
            slug: b.slug,
            sales: 1,
            earningsCents: 250,
            lastSoldAt: expect.any(String),
          },
        ],
      });
      const ledger = await probe.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders.ledger_entry WHERE seller_id = $1',
        [earner.user.id],
      );
      expect(ledger).toEqual([{ n: 2 }]);
    });
  });

  describe('bad input', () => {
    it('is a 4xx with a message, never a 500', async () => {
      const buyer = await newBuyer();
      await addToCart(stack, buyer, shiftKnob.id);
      const intent = await createIntent(stack, buyer);
      const confirm = (body: object, id = paymentIdOf(intent.clientSecret)) =>
        api(stack, buyer).post(`/api/test-payments/${id}/confirm`).send(body);
      const cases: [request: ReturnType<typeof confirm>, status: number, message: string][] = [
        [
          confirm({ clientSecret: intent.clientSecret, cardNumber: 'four two' }),
          400,
          M.cardNumberInvalid,
        ],
        [
          confirm({ clientSecret: intent.clientSecret, cardNumber: '4242' }),
          400,
          M.cardNumberInvalid,
        ],
        [confirm({ cardNumber: TEST_CARDS.succeeds }), 400, M.clientSecretInvalid],
        [
          confirm({ clientSecret: 'tp_x_secret_y', cardNumber: TEST_CARDS.succeeds }),
          400,
          M.clientSecretInvalid,
        ],
        [
          confirm({ clientSecret: intent.clientSecret, cardNumber: TEST_CARDS.succeeds }, 'pi_123'),
          404,
          M.paymentNotFound,
        ],
        [
          confirm(
            { clientSecret: intent.clientSecret, cardNumber: TEST_CARDS.succeeds },
            `tp_${'0'.repeat(32)}`,
          ),
          404,
          M.paymentNotFound,
        ],
        [
          api(stack, buyer).get('/api/orders?limit=0'),
          400,
          'limit must be a whole number from 1 to 100',
        ],
        [
          api(stack, buyer).get('/api/orders?offset=-1'),
          400,
          'offset must be a whole number from 0 to 1000000',
        ],
      ];
      for (const [req, status, message] of cases) {
        const res = await req;
        expect([res.status, res.body.message]).toEqual([status, message]);
      }
      expect((await orderOf(buyer, intent.orderId)).status).toBe('pending');
    });

    it("Stripe's webhook is not there in TEST MODE", async () => {
      const res = await api(stack)
        .post('/api/webhooks/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', 't=1,v1=00')
        .send('{"id":"evt_1"}')
        .expect(404);
      expect(res.body).toEqual({ message: M.stripeOff });
    });
  });
});
