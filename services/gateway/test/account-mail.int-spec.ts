import { AccountMessages, type ListingDto, type UserDto } from '@pitstop/contracts';
import { createHash } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import {
  registerUser,
  signIn,
  uniqueEmail,
  type SignedInUser,
} from '../../../test/support/accounts.js';
import { linksIn, type ReceivedMail } from '../../../test/support/inbox.js';
import {
  createApprovedListing,
  createListing,
  decideListing,
  listingInput,
} from '../../../test/support/listings.js';
import { verifyTokenMailedTo } from '../../../test/support/stack-inboxes.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

/** The token of a mail's link to `path` (/reset-password, /verify-email). */
function tokenIn(mail: ReceivedMail, path: string): string {
  const link = linksIn(mail.html).find((href) => new URL(href).pathname === path);
  if (!link) throw new Error(`no ${path} link in '${mail.subject}'`);
  return new URL(link).searchParams.get('token')!;
}

describe('account flows over real SMTP, through the gateway', () => {
  let stack: AdminStack;
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'account-mail-admin',
      services: ['users', 'catalog', 'orders', 'search'],
      gateway: { PASSWORD_RESET_ADDRESS_LIMIT: 3, PASSWORD_RESET_SOURCE_LIMIT: 1_000 },
    });
  });
  afterAll(() => stack?.close());

  async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const me = (cookie: string) => http().get('/api/user').set('Cookie', cookie);

  const forgot = (email: string) => http().post('/api/password/forgot').send({ email });

  describe('forgot password', () => {
    it('mails a single-use link that sets the password and ends every session', async () => {
      const racer = await registerUser(stack.url);
      const second = await signIn(stack.url, racer.email, racer.password);

      const asked = await forgot(racer.email.toUpperCase()).expect(202);
      expect(asked.body).toEqual({ message: AccountMessages.resetRequested });
      const mail = await stack.inbox.next(racer.email, 15_000).then(async (m) =>
        // The welcome mail came first.
        m.subject.includes('Reset') ? m : stack.inbox.next(racer.email),
      );
      expect(mail.subject).toBe('Reset your Pitstop Prints password');
      const token = tokenIn(mail, '/reset-password');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only its SHA-256 is kept.
      const rows = await sql<{ token_hash: string }>(
        `SELECT token_hash FROM users.account_token WHERE token_hash = $1`,
        [createHash('sha256').update(token).digest('hex')],
      );
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await sql(`SELECT * FROM users.account_token`))).not.toContain(token);

      const tooShort = await http()
        .post('/api/password/reset')
        .send({ token, password: '12345' })
        .expect(400);
      expect(tooShort.body.message).toBe('Password must be at least 6 characters');

      const reset = await http()
        .post('/api/password/reset')
        .send({ token, password: 'brand-new-pass' })
        .expect(200);
      expect(reset.body.message).toBe(AccountMessages.passwordReset);

      // Every session ended; the old password no longer works, the new one does.
      await me(racer.cookie).expect(401);
      await me(second.cookie).expect(401);
      await http()
        .post('/api/login')
        .send({ email: racer.email, password: racer.password })
        .expect(401);
      await signIn(stack.url, racer.email, 'brand-new-pass');

      const changed = await stack.inbox.next(racer.email);
      expect(changed.subject).toBe('Your password was changed');

      // Single use.
      const again = await http()
        .post('/api/password/reset')
        .send({ token, password: 'another-pass' })
        .expect(400);
      expect(again.body.message).toBe(AccountMessages.resetTokenInvalid);
    });

    it('refuses an expired link and an unknown one with the same 400', async () => {
      const racer = await registerUser(stack.url);
      await forgot(racer.email).expect(202);
      const mail = await waitForSubject(racer.email, 'Reset your Pitstop Prints password');
      const token = tokenIn(mail, '/reset-password');
      await sql(
        `UPDATE users.account_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [createHash('sha256').update(token).digest('hex')],
      );
      const expired = await http()
        .post('/api/password/reset')
        .send({ token, password: 'brand-new-pass' })
        .expect(400);
      expect(expired.body.message).toBe(AccountMessages.resetTokenInvalid);
      const unknown = await http()
        .post('/api/password/reset')
        .send({ token: 'x'.repeat(43), password: 'brand-new-pass' })
        .expect(400);
      expect(unknown.body.message).toBe(AccountMessages.resetTokenInvalid);
      await signIn(stack.url, racer.email, racer.password);
    });

    it('answers an unknown address exactly as a known one, and mails nothing', async () => {
      const nobody = uniqueEmail('nobody');
      const res = await forgot(nobody).expect(202);
      expect(res.body).toEqual({ message: AccountMessages.resetRequested });
      // A known address's mail, sent after, arrives; none ever went to the unknown one.
      const racer = await registerUser(stack.url);
      await forgot(racer.email).expect(202);
      await waitForSubject(racer.email, 'Reset your Pitstop Prints password');
      expect(stack.inbox.mailsTo(nobody)).toEqual([]);
    });

    it('limits requests per address with 429 and Retry-After', async () => {
      const email = uniqueEmail('flood');
      for (let i = 0; i < 3; i++) await forgot(email).expect(202);
      const refused = await forgot(email).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/Too many password reset requests/);
    });
  });

  describe('change password and sign out everywhere', () => {
    it('needs the current password, keeps this session and ends the others', async () => {
      const racer = await registerUser(stack.url);
      const other = await signIn(stack.url, racer.email, racer.password);

      const wrong = await http()
        .put('/api/auth/password')
        .set('Cookie', racer.cookie)
        .send({ currentPassword: 'not-it', newPassword: 'fresh-pass-1' })
        .expect(400);
      expect(wrong.body.message).toBe(AccountMessages.currentPasswordIncorrect);
      await me(other.cookie).expect(200);

      await http()
        .put('/api/auth/password')
        .set('Cookie', racer.cookie)
        .send({ currentPassword: racer.password, newPassword: 'fresh-pass-1' })
        .expect(200);
      await me(racer.cookie).expect(200);
      await me(other.cookie).expect(401);
      await signIn(stack.url, racer.email, 'fresh-pass-1');
      await waitForSubject(racer.email, 'Your password was changed');
    });

    it('signs out every session, this one too', async () => {
      const racer = await registerUser(stack.url);
      const other = await signIn(stack.url, racer.email, racer.password);
      await http().post('/api/logout/everywhere').set('Cookie', racer.cookie).expect(204);
      await me(racer.cookie).expect(401);
      await me(other.cookie).expect(401);
      await signIn(stack.url, racer.email, racer.password);
    });
  });

  describe('email verification', () => {
    it('confirms the address from the welcome mail; GET /api/user says so', async () => {
      const racer = await registerUser(stack.url, {}, {}, { verify: false });
      expect((await me(racer.cookie).expect(200)).body.emailVerified).toBe(false);
      const token = await verifyTokenMailedTo(stack.inbox, racer.email);
      const res = await http().post('/api/email/verify').send({ token }).expect(200);
      expect(res.body).toEqual({ message: AccountMessages.emailVerified, email: racer.email });
      expect((await me(racer.cookie).expect(200)).body.emailVerified).toBe(true);
      await http().post('/api/email/verify').send({ token }).expect(400);
    });

    it('refuses publishing a listing for review until the address is confirmed', async () => {
      const seller = await registerUser(stack.url, {}, {}, { verify: false });
      const refused = await http()
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send(listingInput())
        .expect(403);
      expect(refused.body.message).toBe(
        `Verify your email address before publishing a listing. We sent a link to ${seller.email}.`,
      );
      // A resend mails a new link; the newest one works.
      const welcome = await verifyTokenMailedTo(stack.inbox, seller.email);
      const resent = await http()
        .post('/api/email/verify/resend')
        .set('Cookie', seller.cookie)
        .expect(202);
      expect(resent.body.message).toBe(`We sent a confirmation link to ${seller.email}.`);
      const token = await verifyTokenMailedTo(stack.inbox, seller.email, 1);
      // Not a second welcome: a mail that says what it is.
      const resentMail = stack.inbox.mailsTo(seller.email).at(-1)!;
      expect(resentMail.subject).toBe('Confirm your email address');
      expect(resentMail.text).not.toContain('Welcome');
      await http().post('/api/email/verify').send({ token: welcome }).expect(400);
      await http().post('/api/email/verify').send({ token }).expect(200);
      await createListing(stack.url, seller);
      await http().post('/api/email/verify/resend').set('Cookie', seller.cookie).expect(409);
    });

    it('refuses an edit that would send a listing back to review until the address is confirmed', async () => {
      const seller = await registerUser(stack.url);
      const rejected = await createListing(stack.url, seller, { title: 'Rejected Duct' });
      await decideListing(stack.url, stack.admin, rejected.id, false);
      const approved = await createApprovedListing(stack.url, seller, stack.admin, {
        title: 'Approved Duct',
      });
      // The address is no longer confirmed (as after a change of address not yet confirmed).
      await sql(`UPDATE users.user_account SET email_verified_at = NULL WHERE id = $1`, [
        seller.user.id,
      ]);
      expect((await me(seller.cookie).expect(200)).body.emailVerified).toBe(false);
      const edit = (id: string, changes: object, cookie = seller.cookie) =>
        http().put(`/api/models3d/${id}`).set('Cookie', cookie).send(changes);
      const verifyFirst = `Verify your email address before publishing a listing. We sent a link to ${seller.email}.`;

      // Resubmitting a rejected listing, or changing what an admin approved, puts it in front of
      // the reviewers: refused, and nothing changes.
      expect((await edit(rejected.id, { priceCents: 300 }).expect(403)).body.message).toBe(
        verifyFirst,
      );
      expect((await edit(approved.id, { title: 'Approved Duct v2' }).expect(403)).body).toEqual(
        expect.objectContaining({ message: verifyFirst }),
      );
      const read = (id: string) =>
        http().get(`/api/models3d/${id}`).set('Cookie', seller.cookie).expect(200);
      expect((await read(rejected.id)).body.approvalStatus).toBe('rejected');
      const stillApproved = await read(approved.id);
      expect(stillApproved.body.approvalStatus).toBe('approved');
      expect(stillApproved.body.title).toBe('Approved Duct');

      // An edit that does not go to review (the price of an approved listing) is the seller's.
      const repriced = await edit(approved.id, { priceCents: 700 }).expect(200);
      expect(repriced.body.priceCents).toBe(700);
      // An admin's edit never goes to review: not gated.
      await edit(rejected.id, { title: 'Rejected Duct (admin)' }, stack.admin.cookie).expect(200);

      // Confirmed again: the resubmission goes through.
      await sql(`UPDATE users.user_account SET email_verified_at = now() WHERE id = $1`, [
        seller.user.id,
      ]);
      await edit(rejected.id, { priceCents: 300 }).expect(200);
      const resubmitted = await edit(approved.id, { title: 'Approved Duct v2' }).expect(200);
      expect(resubmitted.body.approvalStatus).toBe('pending');
      expect((await read(rejected.id)).body.approvalStatus).toBe('pending');
    });
  });

  describe('email change', () => {
    it('mails a link to the new address and a notice to the old; applies when confirmed', async () => {
      const racer = await registerUser(stack.url);
      const newEmail = uniqueEmail('moved');
      const wrong = await http()
        .put('/api/auth/email')
        .set('Cookie', racer.cookie)
        .send({ email: newEmail, password: 'not-it' })
        .expect(400);
      expect(wrong.body.message).toBe(AccountMessages.passwordIncorrect);

      const asked = await http()
        .put('/api/auth/email')
        .set('Cookie', racer.cookie)
        .send({ email: newEmail, password: racer.password })
        .expect(202);
      expect(asked.body.message).toBe(AccountMessages.emailChangeRequested(newEmail));
      const notice = await waitForSubject(racer.email, 'Your email address is being changed');
      expect(notice.text).toContain(newEmail);
      const confirm = await stack.inbox.next(newEmail);
      expect(confirm.subject).toBe('Confirm your new email address');
      // Not yet changed.
      expect((await me(racer.cookie).expect(200)).body.email).toBe(racer.email);

      await http()
        .post('/api/email/verify')
        .send({ token: tokenIn(confirm, '/verify-email') })
        .expect(200);
      const after = (await me(racer.cookie).expect(200)).body as UserDto;
      expect(after).toMatchObject({ email: newEmail, emailVerified: true });
      await signIn(stack.url, newEmail, racer.password);
      await http()
        .post('/api/login')
        .send({ email: racer.email, password: racer.password })
        .expect(401);
    });
  });

  describe('delete my account and download my data', () => {
    it('exports profile, garage, collections, orders and listings as a JSON attachment', async () => {
      const seller = await registerUser(stack.url);
      const listing = await createListing(stack.url, seller);
      const res = await http().get('/api/auth/export').set('Cookie', seller.cookie).expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.profile).toMatchObject({ id: seller.user.id, email: seller.email });
      expect(res.body.listings.map((l: ListingDto) => l.id)).toEqual([listing.id]);
      for (const key of ['garage', 'collections', 'orders']) expect(res.body).toHaveProperty(key);
      await http().get('/api/auth/export').expect(401);
    });

    it("exports the person's reviews and comments, on others' listings and their own", async () => {
      const [racer, seller] = await Promise.all([registerUser(stack.url), registerUser(stack.url)]);
      const theirs = await createApprovedListing(stack.url, seller, stack.admin);
      const own = await createListing(stack.url, racer);
      const post = (path: string, body: object, who = racer) =>
        http().post(path).set('Cookie', who.cookie).send(body).expect(201);
      await post(`/api/models3d/${theirs.id}/reviews`, {
        rating: 4,
        title: 'Snug fit',
        bodyMd: 'Fits my **E46** perfectly.',
      });
      await post(`/api/models3d/${theirs.id}/comments`, { bodyMd: 'PETG or ASA?' });
      await post(`/api/models3d/${own.id}/comments`, { bodyMd: 'Print it at 0.2 mm.' });
      // Someone else's words are not the racer's data.
      await post(`/api/models3d/${theirs.id}/comments`, { bodyMd: 'ASA.' }, seller);

      const res = await http().get('/api/auth/export').set('Cookie', racer.cookie).expect(200);
      expect(res.body.reviews).toEqual([
        expect.objectContaining({
          listingId: theirs.id,
          listing: { id: theirs.id, slug: theirs.slug, title: theirs.title },
          rating: 4,
          title: 'Snug fit',
          bodyMd: 'Fits my **E46** perfectly.',
          author: expect.objectContaining({ id: racer.user.id }),
          moderation: null,
        }),
      ]);
      // Newest first, on whichever listing.
      expect(
        res.body.comments.map((c: { bodyMd: string; listing: { id: string } }) => [
          c.listing.id,
          c.bodyMd,
        ]),
      ).toEqual([
        [own.id, 'Print it at 0.2 mm.'],
        [theirs.id, 'PETG or ASA?'],
      ]);
      const sellers = await http().get('/api/auth/export').set('Cookie', seller.cookie).expect(200);
      expect(sellers.body.reviews).toEqual([]);
      expect(sellers.body.comments.map((c: { bodyMd: string }) => c.bodyMd)).toEqual(['ASA.']);
    });

    it('needs the password, then erases the person and ends every session', async () => {
      const racer: SignedInUser = await registerUser(stack.url, {
        firstName: 'Erin',
        displayName: 'ErinBuilds',
      });
      await http()
        .put('/api/auth/user')
        .set('Cookie', racer.cookie)
        .send({ bio: 'Boosted.' })
        .expect(200);
      const other = await signIn(stack.url, racer.email, racer.password);

      const wrong = await http()
        .delete('/api/auth/user')
        .set('Cookie', racer.cookie)
        .send({ password: 'not-it' })
        .expect(400);
      expect(wrong.body.message).toBe(AccountMessages.passwordIncorrect);

      const res = await http()
        .delete('/api/auth/user')
        .set('Cookie', racer.cookie)
        .send({ password: racer.password })
        .expect(200);
      expect(res.body.message).toBe(AccountMessages.accountDeleted);
      expect(String(res.headers['set-cookie'])).toMatch(/pitstop_sid=;/);
      await me(racer.cookie).expect(401);
      await me(other.cookie).expect(401);
      await http()
        .post('/api/login')
        .send({ email: racer.email, password: racer.password })
        .expect(401);

      const [row] = await sql<Record<string, unknown>>(
        `SELECT email, first_name, last_name, display_name, bio, profile_image_url, status
           FROM users.user_account WHERE id = $1`,
        [racer.user.id],
      );
      expect(row).toEqual({
        email: `deleted-${racer.user.id}@deleted.invalid`,
        first_name: 'Deleted',
        last_name: 'User',
        display_name: null,
        bio: null,
        profile_image_url: null,
        status: 'deleted',
      });
      // The address is free for a new account.
      await registerUser(stack.url, { email: racer.email });
    });
  });

  async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function waitForSubject(address: string, subject: string): Promise<ReceivedMail> {
    let found: ReceivedMail | undefined;
    await waitFor(
      () => !!(found = stack.inbox.mailsTo(address).find((m) => m.subject === subject)),
    );
    return found!;
  }
});
