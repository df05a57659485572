import {
  CatalogNoticeEvents,
  OrdersEvents,
  type ContactMessageDto,
  type EventDef,
  type ImportDto,
  type ListingDto,
  type NotificationSettingsDto,
  type PayloadOf,
  IMPORT_COLUMNS,
} from '@pitstop/contracts';
import { MessagingClient, RedisStreamsClient, StreamKeys, createRedis } from '@pitstop/messaging';
import request from 'supertest';
import { registerUser, uniqueEmail, type SignedInUser } from '../../../test/support/accounts.js';
import { linksIn, type ReceivedMail } from '../../../test/support/inbox.js';
import { createApprovedListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import {
  TEST_SECRET,
  addToCart,
  createIntent,
  eventually,
  paidListing,
  payWithCard,
} from '../../orders/test/orders-harness.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PUBLIC_URL = 'https://pitstop.test';
const SUPPORT = uniqueEmail('support');
const CONTACT_LIMIT = 4;

/**
 * The notices other services' events cause, received over real SMTP (test/support/inbox.ts):
 * receipts and sales from orders, take-downs, reviews and imports from the catalog; the switches
 * that turn optional ones off and the one-click unsubscribe; Contact Us.
 */
describe('notices by mail', () => {
  let stack: AdminStack;
  let bus: MessagingClient;
  let redis: ReturnType<typeof createRedis>;
  const http = () => request(stack.url);

  /** Every event of a topic published so far in the stack's namespace. */
  const published = async <D extends EventDef<unknown>>(event: D): Promise<PayloadOf<D>[]> => {
    const entries = await redis.xrange(
      new StreamKeys(stack.namespace).events(event.topic),
      '-',
      '+',
    );
    return entries.map(
      ([, fields]) => JSON.parse(fields[fields.indexOf('d') + 1]!) as PayloadOf<D>,
    );
  };
  /** The next mail to `who` but the welcome (which registerUser may have read already). */
  const nextMail = async (who: SignedInUser): Promise<ReceivedMail> => {
    for (;;) {
      const mail = await stack.inbox.next(who.email);
      if (!mail.subject.startsWith('Welcome')) return mail;
    }
  };
  const noMoreMail = async (address: string, count: number, waitMs = 2_500) => {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    expect(stack.inbox.mailsTo(address)).toHaveLength(count);
  };
  /** The List-* headers as mailparser reads them (List-Unsubscribe: { url }, …-Post: { name }). */
  const listHeaders = (mail: ReceivedMail) =>
    mail.headers.get('list') as
      { unsubscribe?: { url: string }; 'unsubscribe-post'?: { name: string } } | undefined;
  const review = (who: SignedInUser, listing: ListingDto, rating = 5) =>
    http()
      .post(`/api/models3d/${listing.id}/reviews`)
      .set('Cookie', who.cookie)
      .send({ rating, title: 'Perfect fit', bodyMd: 'Printed in **ASA**, fits my Mk7.' })
      .expect(201);

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'notices-admin',
      env: {
        PUBLIC_URL,
        SUPPORT_EMAIL: SUPPORT,
        TEST_PAYMENTS_SECRET: TEST_SECRET,
      },
      gateway: { CONTACT_RATE_LIMIT: CONTACT_LIMIT },
    });
    redis = createRedis(REDIS_URL, 'notices-test');
    bus = new MessagingClient(
      new RedisStreamsClient({ redisUrl: REDIS_URL, namespace: stack.namespace, caller: 'test' }),
    );
  }, 120_000);
  afterAll(async () => {
    redis?.disconnect();
    await bus?.transport.close();
    await stack?.close();
  });

  it('a TEST MODE purchase mails the buyer a receipt and each seller a sale, once each, even when the event comes again', async () => {
    const [seller, otherSeller, buyer] = await Promise.all([
      registerUser(stack.url, {
        firstName: 'Maya',
        lastName: 'Okafor',
        displayName: 'BoostedMaya',
      }),
      registerUser(stack.url, { firstName: 'Theo' }),
      registerUser(stack.url, { firstName: 'Ayrton' }),
    ]);
    const knob = await paidListing(stack, seller, stack.admin, 499);
    const pod = await paidListing(stack, seller, stack.admin, 1250);
    const vent = await paidListing(stack, otherSeller, stack.admin, 300);
    for (const listing of [knob, pod, vent]) await addToCart(stack, buyer, listing.id);
    const intent = await createIntent(stack, buyer);
    await payWithCard(stack, buyer, intent, '4242 4242 4242 4242').expect(200);

    const receipt = await nextMail(buyer);
    const [paid] = await eventually(
      () => published(OrdersEvents.orderPaid),
      (events) => events.some((e) => e.buyerId === buyer.user.id),
    );
    const order = paid!;
    expect(receipt.subject).toBe(`Your Pitstop Prints receipt (order #${order.number})`);
    expect(receipt.text).toContain('Hi Ayrton,');
    for (const listing of [knob, pod, vent]) expect(receipt.text).toContain(listing.title);
    expect(receipt.text).toContain('by BoostedMaya');
    expect(receipt.text).toContain('$4.99');
    expect(receipt.text).toContain('$12.50');
    expect(receipt.text).toContain(`$${(order.totalCents / 100).toFixed(2)}`);
    expect(receipt.text).toContain('Card ending 4242 (TEST MODE)');
    expect(linksIn(receipt.html)).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/profile?tab=downloads`,
        `${PUBLIC_URL}/profile?tab=purchases`,
      ]),
    );
    // A receipt is transactional: no unsubscribe.
    expect(listHeaders(receipt)).toBeUndefined();

    await nextMail(seller); // approved
    await nextMail(seller); // approved
    await nextMail(otherSeller); // approved
    const sale = await nextMail(seller);
    expect(listHeaders(sale)?.unsubscribe?.url).toContain('/api/notifications/unsubscribe?token=');
    expect(sale.subject).toBe('You made a sale: 2 of your listings');
    expect(sale.text).toContain(knob.title);
    expect(sale.text).toContain(pod.title);
    expect(sale.text).not.toContain(vent.title);
    expect(sale.text).toContain('Your share, $17.49');
    const otherSale = await nextMail(otherSeller);
    expect(otherSale.subject).toBe(`You made a sale: ${vent.title}`);
    expect(otherSale.text).toContain('$3.00');

    // The event again (a redelivery): nothing more goes out.
    await bus.emit(OrdersEvents.orderPaid, order);
    await bus.emit(OrdersEvents.orderPaid, order);
    await noMoreMail(buyer.email, 2);
    expect(stack.inbox.mailsTo(seller.email)).toHaveLength(4);
    expect(stack.inbox.mailsTo(otherSeller.email)).toHaveLength(3);
  });

  it('taking a listing down mails its seller the admin’s reason', async () => {
    const [seller, reporter] = await Promise.all([
      registerUser(stack.url, { firstName: 'Lena' }),
      registerUser(stack.url),
    ]);
    const listing = await createApprovedListing(stack.url, seller, stack.admin);
    await nextMail(seller); // approved
    const report = await http()
      .post(`/api/models3d/${listing.id}/reports`)
      .set('Cookie', reporter.cookie)
      .send({ reason: 'infringement', details: 'Copied from a paid model.' })
      .expect(201);
    const reason = 'Copies a paid model of another creator.';
    await http()
      .post(`/api/admin/reports/${report.body.id}/take-down`)
      .set('Cookie', stack.admin.cookie)
      .send({ reason })
      .expect(200);
    const mail = await nextMail(seller);
    expect(mail.subject).toBe(`Taken down: ${listing.title}`);
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.text).toContain('Hi Lena,');
    expect(listHeaders(mail)).toBeUndefined();
  });

  it('a new review mails the seller, with a one-click unsubscribe that works without signing in', async () => {
    const [seller, reviewer] = await Promise.all([
      registerUser(stack.url, { firstName: 'Kimi' }),
      registerUser(stack.url, { firstName: 'Nico', displayName: 'NicoPrints' }),
    ]);
    const listing = await createApprovedListing(stack.url, seller, stack.admin);
    await nextMail(seller); // approved
    await review(reviewer, listing, 4);
    const mail = await nextMail(seller);
    expect(mail.subject).toBe(`New 4-star review of ${listing.title}`);
    expect(mail.text).toContain('NicoPrints gave');
    expect(mail.text).toContain('Perfect fit — Printed in ASA, fits my Mk7.');
    expect(linksIn(mail.html)).toContain(`${PUBLIC_URL}/models/${listing.slug}`);

    // RFC 2369 / 8058 headers, and the same token on the page the footer links to.
    expect(listHeaders(mail)?.['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    const oneClick = listHeaders(mail)!.unsubscribe!.url;
    expect(oneClick).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/notifications/unsubscribe\\?token=[^&]+$`),
    );
    const token = new URL(oneClick).searchParams.get('token')!;
    const page = linksIn(mail.html).find((link) => link.startsWith(`${PUBLIC_URL}/unsubscribe?`));
    expect(new URL(page!).searchParams.get('token')).toBe(token);

    // An edit of the review is not new: nothing more.
    await review(reviewer, listing, 5);
    await noMoreMail(seller.email, 3);

    // The mail client's one click: a form post to the header's address, no cookie.
    const path = oneClick.slice(PUBLIC_URL.length);
    const res = await http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(res.body).toMatchObject({ kind: 'new-review' });
    const settings = await http()
      .get('/api/auth/notifications')
      .set('Cookie', seller.cookie)
      .expect(200);
    expect(settings.body as NotificationSettingsDto).toEqual({
      'seller-sale': true,
      'new-review': false,
      'import-finished': true,
      'fit-denied': true,
      'new-version': true,
    });
    // Again (the web page's JSON post this time): still 200, still off.
    await http().post('/api/notifications/unsubscribe').send({ token }).expect(200);

    // Now a review from someone else sends nothing.
    const another = await registerUser(stack.url);
    await review(another, listing);
    await noMoreMail(seller.email, 3);
  });

  it('refuses a forged or changed unsubscribe token with 400', async () => {
    const user = await registerUser(stack.url);
    const forged = `${user.user.id}.new-review.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', '']) {
      const res = await http().post('/api/notifications/unsubscribe').send({ token }).expect(400);
      expect(res.body.message).toMatch(/not valid/);
    }
    await http().post('/api/notifications/unsubscribe').send({}).expect(400);
    const settings = await http().get('/api/auth/notifications').set('Cookie', user.cookie);
    expect(settings.body['new-review']).toBe(true);
  });

  it('turning sale notices off in Settings stops them; the receipt still comes', async () => {
    const [seller, buyer] = await Promise.all([registerUser(stack.url), registerUser(stack.url)]);
    const listing = await paidListing(stack, seller, stack.admin, 700);
    await nextMail(seller); // approved
    const off = await http()
      .put('/api/auth/notifications')
      .set('Cookie', seller.cookie)
      .send({ 'seller-sale': false })
      .expect(200);
    expect(off.body).toEqual({
      'seller-sale': false,
      'new-review': true,
      'import-finished': true,
      'fit-denied': true,
      'new-version': true,
    });
    await addToCart(stack, buyer, listing.id);
    await payWithCard(stack, buyer, await createIntent(stack, buyer), '4242424242424242').expect(
      200,
    );
    const receipt = await nextMail(buyer);
    expect(receipt.text).toContain(listing.title);
    await noMoreMail(seller.email, 2);

    const bad = await http()
      .put('/api/auth/notifications')
      .set('Cookie', seller.cookie)
      .send({ 'seller-sale': 'no' })
      .expect(400);
    expect(bad.body).toEqual({ message: 'seller-sale must be true or false' });
    await http()
      .put('/api/auth/notifications')
      .set('Cookie', seller.cookie)
      .send({ 'order-receipt': false })
      .expect(400);
    await http().get('/api/auth/notifications').expect(401);
  });

  it('an import finishing mails the admin who started it, with the link to its error report', async () => {
    const header = IMPORT_COLUMNS.join(',');
    const good = `Notice import part,Imported for the notice test,Volkswagen,Golf,Mk7,0,easy,false,20,Interior,,`;
    const bad = `Bad import part,Bad make,Trabbi,Golf,Mk7,0,easy,false,20,Interior,,`;
    const res = await http()
      .post('/api/admin/import-csv')
      .set('Cookie', stack.admin.cookie)
      .attach('csv', Buffer.from([header, good, bad].join('\n')), 'notice-parts.csv')
      .expect(200);
    const started = res.body as ImportDto;
    const mail = await stack.inbox.next(stack.admin.email);
    expect(mail.subject).toBe('Import finished: notice-parts.csv');
    expect(mail.text).toContain('1 listing imported, 1 row with errors');
    expect(linksIn(mail.html)).toContain(
      `${PUBLIC_URL}/api/admin/imports/${started.id}/errors.csv`,
    );
    const events = await published(CatalogNoticeEvents.importFinished);
    expect(events.filter((e) => e.importId === started.id)).toHaveLength(1);
  });

  describe('Contact Us', () => {
    const message = {
      name: 'Maya Okafor',
      email: 'maya@example.com',
      topic: 'order',
      message: 'My download link for order 12 does not work.',
    };

    it('mails support and lists the message for admins, newest first with the total', async () => {
      const res = await http().post('/api/contact').send(message).expect(201);
      expect(res.body).toEqual({
        message: 'Thanks! Your message is on its way to our support team.',
        id: expect.any(String),
      });
      const mail = await stack.inbox.next(SUPPORT);
      expect(mail.subject).toBe('Contact Us: Order or payment (from Maya Okafor)');
      expect(mail.text).toContain('maya@example.com');
      expect(mail.text).toContain(message.message);

      const list = await http()
        .get('/api/admin/contact?limit=5')
        .set('Cookie', stack.admin.cookie)
        .expect(200);
      expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
      expect((list.body as ContactMessageDto[])[0]).toMatchObject({
        id: res.body.id,
        ...message,
        userId: null,
      });
    });

    it('is for admins only to read', async () => {
      const someone = await registerUser(stack.url);
      const res = await http().get('/api/admin/contact').set('Cookie', someone.cookie).expect(403);
      expect(res.body).toHaveProperty('message');
      await http().get('/api/admin/contact').expect(401);
      await http().get('/api/admin/contact?limit=0').set('Cookie', stack.admin.cookie).expect(400);
    });

    it.each([
      ['no name', { name: '  ' }, 'Please enter your name'],
      ['a bad email', { email: 'maya-at-example' }, 'Please enter a valid email address'],
      [
        'an unknown topic',
        { topic: 'refund' },
        'Please choose a topic: Order or payment, Listing or copyright, Account, Other',
      ],
      ['a short message', { message: 'Help' }, 'Your message must be at least 10 characters'],
      [
        'a long message',
        { message: 'x'.repeat(5001) },
        'Your message must be at most 5000 characters',
      ],
    ])('answers %s with 400 and its message', async (_case, change, text) => {
      const res = await http()
        .post('/api/contact')
        .send({ ...message, ...change })
        .expect(400);
      expect(res.body).toEqual({ message: text });
    });

    it(`answers 429 with Retry-After past ${CONTACT_LIMIT} messages from one source`, async () => {
      const before = stack.inbox.mailsTo(SUPPORT).length;
      let refused: request.Response | null = null;
      let sent = 0;
      for (let i = 0; i <= CONTACT_LIMIT && !refused; i++) {
        const res = await http()
          .post('/api/contact')
          .send({ ...message, message: `Message number ${i} about my order.` });
        if (res.status === 429) refused = res;
        else {
          expect(res.status).toBe(201);
          sent++;
        }
      }
      expect(refused).not.toBeNull();
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused!.body.message).toMatch(/^You have sent several messages already/);
      await eventually(
        async () => stack.inbox.mailsTo(SUPPORT).length,
        (n) => n === before + sent,
      );
      await noMoreMail(SUPPORT, before + sent, 1_500);
    });
  });
});
