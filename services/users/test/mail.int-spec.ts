import { UsersMailEvents, type FailedMailPage, type MailMessage } from '@pitstop/contracts';
import { MessagingClient, RedisStreamsClient } from '@pitstop/messaging';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { registerUser, uniqueEmail } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { linksIn } from '../../../test/support/inbox.js';
import { createListing, decideListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PUBLIC_URL = 'https://pitstop.test';

/**
 * Mail over real SMTP: the users worker sends to the stack's own SMTP server (test/support/
 * inbox.ts), and these tests read what arrived. The stack retries a failing mail 3 times from
 * 200 ms (MAIL_ATTEMPTS, MAIL_BACKOFF_MS).
 */
describe('mail', () => {
  let stack: AdminStack;
  let bus: MessagingClient;

  const sentRows = async (key: string) => {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      return (await client.query('SELECT * FROM users.sent_mail WHERE message_key = $1', [key]))
        .rows;
    } finally {
      await client.end();
    }
  };
  const key = (label: string) => `test:${label}:${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      services: ['users', 'catalog'],
      adminLabel: 'mail-admin',
      env: { PUBLIC_URL, MAIL_FROM: 'Pitstop Prints <no-reply@pitstop.test>' },
    });
    bus = new MessagingClient(
      new RedisStreamsClient({ redisUrl: REDIS_URL, namespace: stack.namespace, caller: 'test' }),
    );
  }, 120_000);
  afterAll(async () => {
    await bus?.transport.close();
    await stack?.close();
  });

  it('registration mails a welcome with an HTML and a plain-text part, in the brand, from MAIL_FROM', async () => {
    const email = uniqueEmail('welcome');
    const { user } = await registerUser(stack.url, { email, firstName: 'Ayrton' });
    const mail = await stack.inbox.next(email);
    expect(mail.from).toMatch(/^"?Pitstop Prints"? <no-reply@pitstop\.test>$/);
    expect(mail.subject).toMatch(/^Welcome to Pitstop Prints/);
    expect(mail.html).toContain('PITSTOP');
    expect(mail.html).toContain('PRINT. WRENCH. RIP.');
    expect(mail.html).toContain('#e10600');
    expect(mail.text).toContain('Hi Ayrton,');
    expect(mail.text).toContain('PRINT. WRENCH. RIP.');
    expect(linksIn(mail.html).every((link) => link.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    // Recorded once SMTP has accepted it: a moment after the inbox has the mail.
    expect(
      await eventually(
        () => sentRows(`welcome:${user.id}`),
        (rows) => rows.length > 0,
      ),
    ).toHaveLength(1);
  });

  it('sends a queued message with its links built from PUBLIC_URL, to the address of the user id', async () => {
    const { user, email } = await registerUser(stack.url);
    await stack.inbox.next(email); // the welcome
    const message: MailMessage = {
      kind: 'password-reset',
      key: key('reset'),
      to: { userId: user.id },
      data: { resetToken: 'tok/en+1', validMinutes: 60 },
    };
    await bus.emit(UsersMailEvents.mailRequested, message);
    const mail = await stack.inbox.next(email);
    expect(mail.subject).toBe('Reset your Pitstop Prints password');
    const resetLink = `${PUBLIC_URL}/reset-password?token=tok%2Fen%2B1`;
    expect(linksIn(mail.html)).toContain(resetLink);
    expect(mail.text).toContain(resetLink);
    expect(mail.text).toContain('60 minutes');
  });

  it('sends a message once however often its event is delivered, before and after it was sent', async () => {
    const to = uniqueEmail('once');
    const message: MailMessage = {
      kind: 'contact-message',
      key: key('once'),
      to: { email: to, name: 'Support' },
      data: { name: 'Ana', email: 'ana@pitstop.test', topic: 'Orders', message: 'Hello' },
    };
    // Three deliveries at once (a redelivered event joins the job already queued)...
    await Promise.all([1, 2, 3].map(() => bus.emit(UsersMailEvents.mailRequested, message)));
    const first = await stack.inbox.next(to);
    expect(first.subject).toBe('Contact Us: Orders (from Ana)');
    expect(
      await eventually(
        () => sentRows(message.key),
        (rows) => rows.length > 0,
      ),
    ).toHaveLength(1);
    // ...and one long after, when BullMQ may have forgotten the job: the sent record answers.
    await bus.emit(UsersMailEvents.mailRequested, message);
    await expect(stack.inbox.next(to, 3_000)).rejects.toThrow(/No mail/);
    expect(stack.inbox.mailsTo(to)).toHaveLength(1);
  });

  it('retries while the SMTP server refuses, then lists the mail for admins as failed', async () => {
    const to = uniqueEmail('refused');
    const message: MailMessage = {
      kind: 'password-changed',
      key: key('refused'),
      to: { email: to },
      data: {},
    };
    const refusedBefore = stack.inbox.refusals;
    stack.inbox.setMode('refuse');
    try {
      await bus.emit(UsersMailEvents.mailRequested, message);
      const readFailed = async () => {
        const res = await request(stack.url)
          .get('/api/admin/mail/failed')
          .set('Cookie', stack.admin.cookie)
          .expect(200);
        const page = res.body as FailedMailPage;
        return { page, found: page.items.find((item) => item.key === message.key) };
      };
      const failed = await eventually(readFailed, (r) => r.found !== undefined, 20_000);
      expect(failed.found).toBeDefined();
      expect(failed.found).toMatchObject({
        kind: 'password-changed',
        recipient: to,
        attempts: 3,
      });
      expect(failed.found!.error).toMatch(/421|not available/i);
      expect(failed.page.total).toBeGreaterThanOrEqual(1);
      // Three attempts, each a refused connection (nodemailer does not retry on its own).
      expect(stack.inbox.refusals - refusedBefore).toBeGreaterThanOrEqual(3);
    } finally {
      stack.inbox.setMode('accept');
    }
    expect(stack.inbox.mailsTo(to)).toHaveLength(0);
    expect(await sentRows(message.key)).toHaveLength(0);
  });

  it('lists failed mail for admins only', async () => {
    const someone = await registerUser(stack.url);
    const res = await request(stack.url)
      .get('/api/admin/mail/failed')
      .set('Cookie', someone.cookie)
      .expect(403);
    expect(res.body).toHaveProperty('message');
    await request(stack.url).get('/api/admin/mail/failed').expect(401);
    const bad = await request(stack.url)
      .get('/api/admin/mail/failed?limit=0')
      .set('Cookie', stack.admin.cookie)
      .expect(400);
    expect(bad.body).toHaveProperty('message');
  });

  it('mails the seller when an admin approves their listing, and when one rejects it', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Mika' });
    await stack.inbox.next(seller.email); // the welcome
    const approved = await createListing(stack.url, seller);
    await decideListing(stack.url, stack.admin, approved.id, true);
    const mail = await stack.inbox.next(seller.email);
    expect(mail.subject).toBe(`Approved: ${approved.title} is live`);
    expect(mail.text).toContain('Hi Mika,');
    expect(linksIn(mail.html)).toContain(`${PUBLIC_URL}/models/${approved.slug}`);

    const rejected = await createListing(stack.url, seller);
    await decideListing(stack.url, stack.admin, rejected.id, false);
    const rejection = await stack.inbox.next(seller.email);
    expect(rejection.subject).toBe(`Not approved: ${rejected.title}`);
    expect(linksIn(rejection.html)).toContain(`${PUBLIC_URL}/edit-model/${rejected.id}`);
  });
});
