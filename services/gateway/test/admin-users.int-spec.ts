import { UsersAccounts } from '@pitstop/contracts';
import { MessagingClient, RedisStreamsClient } from '@pitstop/messaging';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  TEST_PASSWORD,
  registerUser,
  signIn,
  type SignedInUser,
} from '../../../test/support/accounts.js';
import { startStack, type Stack } from '../../../test/support/stack.js';

const SUSPENDED =
  'This account has been suspended. Contact support if you think this is a mistake.';
const LAST_ADMIN = 'You cannot remove the last active admin. Make another user an admin first.';

/**
 * The admin Users tab's API. A private database, so this file knows every admin there is (the
 * last-admin rule counts them all).
 */
describe('admin user management through the gateway', () => {
  let stack: Stack;
  let admin: SignedInUser;
  const ADMIN_EMAIL = `boss-${randomBytes(4).toString('hex')}@pitstop.test`;
  const ADMIN_PASSWORD = 'boss-password-1';
  const http = () => request(stack.url);
  const patch = (as: SignedInUser, userId: string, body: object) =>
    http().patch(`/api/admin/users/${userId}`).set('Cookie', as.cookie).send(body);

  beforeAll(async () => {
    stack = await startStack({
      services: ['users'],
      env: { ADMIN_EMAIL, ADMIN_PASSWORD },
      privateDatabase: true,
    });
    admin = await signIn(stack.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => stack?.close());

  it('ADMIN_EMAIL and ADMIN_PASSWORD make that account an active admin at start', () => {
    expect(admin.user).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', status: 'active' });
  });

  it('lists every user, newest first, without password hashes', async () => {
    const a = await registerUser(stack.url);
    const b = await registerUser(stack.url);
    const res = await http().get('/api/admin/users').set('Cookie', admin.cookie).expect(200);
    const ids = (res.body as { id: string }[]).map((u) => u.id);
    expect(ids.indexOf(b.user.id)).toBeLessThan(ids.indexOf(a.user.id));
    expect(ids).toContain(admin.user.id);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });

  it("bans a user: their open session dies at once and sign-in says they're suspended", async () => {
    const user = await registerUser(stack.url);
    await http().get('/api/user').set('Cookie', user.cookie).expect(200);

    const res = await patch(admin, user.user.id, { status: 'banned' }).expect(200);
    expect(res.body).toMatchObject({ id: user.user.id, status: 'banned' });

    expect((await http().get('/api/user').set('Cookie', user.cookie).expect(401)).body).toEqual({
      message: 'Unauthorized',
    });
    await http().put('/api/auth/user').set('Cookie', user.cookie).send({ bio: 'x' }).expect(401);
    const login = await http()
      .post('/api/login')
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(403);
    expect(login.body.message).toBe(SUSPENDED);
    // a wrong password still says only 'invalid': suspension is not revealed to guessers
    const guess = await http().post('/api/login').send({ email: user.email, password: 'guess-1' });
    expect(guess.status).toBe(401);

    await patch(admin, user.user.id, { status: 'active' }).expect(200);
    await signIn(stack.url, user.email, TEST_PASSWORD);
  });

  it('a session opened before a ban stops working even when the ban came from elsewhere', async () => {
    // The change reaches the users service straight over the bus (as from another gateway
    // instance or a future tool), so this gateway never ended the session itself.
    const user = await registerUser(stack.url);
    const bus = new MessagingClient(
      new RedisStreamsClient({
        redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        namespace: stack.namespace,
        caller: 'test',
      }),
    );
    try {
      await bus.request(UsersAccounts.adminUpdate, {
        actorId: admin.user.id,
        userId: user.user.id,
        status: 'deleted',
      });
    } finally {
      await bus.transport.close();
    }
    await http().get('/api/user').set('Cookie', user.cookie).expect(401);
    const login = await http()
      .post('/api/login')
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(SUSPENDED);
  });

  it('promotes and demotes; a demoted admin loses admin routes on the next request', async () => {
    const user = await registerUser(stack.url);
    await patch(admin, user.user.id, { role: 'admin' }).expect(200);
    await http().get('/api/admin/users').set('Cookie', user.cookie).expect(200);
    await patch(admin, user.user.id, { role: 'user' }).expect(200);
    await http().get('/api/admin/users').set('Cookie', user.cookie).expect(403);
  });

  it('refuses to demote, ban or delete the last active admin with 409, and changes nothing', async () => {
    for (const body of [{ role: 'user' }, { status: 'banned' }, { status: 'deleted' }]) {
      const res = await patch(admin, admin.user.id, body).expect(409);
      expect(res.body.message).toBe(LAST_ADMIN);
    }
    const me = await http().get('/api/user').set('Cookie', admin.cookie).expect(200);
    expect(me.body).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('two admins demoting each other at the same moment leave one admin', async () => {
    const other = await registerUser(stack.url);
    await patch(admin, other.user.id, { role: 'admin' }).expect(200);
    const [first, second] = await Promise.all([
      patch(admin, other.user.id, { role: 'user' }),
      patch(other, admin.user.id, { role: 'user' }),
    ]);
    // One wins; the other is refused, as the last admin (409) or as no longer an admin (403).
    const statuses = [first.status, second.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([403, 409]).toContain(statuses.find((s) => s !== 200));
    // Read as whoever is still an admin (the other one is refused now).
    const remaining = first.status === 200 ? admin : other;
    const users = (await http().get('/api/admin/users').set('Cookie', remaining.cookie)).body as {
      role: string;
      status: string;
    }[];
    expect(users.filter((u) => u.role === 'admin' && u.status === 'active')).toHaveLength(1);
    // restore: whoever is still admin promotes the other again
    const demoted = remaining === admin ? other : admin;
    await patch(remaining, demoted.user.id, { role: 'admin' }).expect(200);
    await patch(demoted, other.user.id, { role: 'user' }).expect(200);
  });

  it.each([
    ['an unknown status', { status: 'paused' }, 'status must be one of active, banned, deleted'],
    ['an unknown role', { role: 'owner' }, 'role must be one of user, admin'],
    ['nothing to change', {}, 'Provide a status or a role to change'],
    ['another field', { email: 'x@y.z' }, 'email is not allowed'],
  ])('answers %s with 400', async (_case, body, message) => {
    const user = await registerUser(stack.url);
    expect((await patch(admin, user.user.id, body).expect(400)).body.message).toBe(message);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await patch(admin, 'nope', { status: 'banned' }).expect(400)).body.message).toBe(
      'userId must be a UUID',
    );
    const res = await patch(admin, '0b7e1f9c-1c57-4a53-9a47-5f3f8c1a2b3c', { status: 'banned' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
  });

  describe('at scale: pages, search and filters', () => {
    const tag = randomBytes(3).toString('hex');
    const list = (query: string, as: SignedInUser = admin) =>
      http().get(`/api/admin/users${query}`).set('Cookie', as.cookie);
    const emails = (res: request.Response) => (res.body as { email: string }[]).map((u) => u.email);
    let people: SignedInUser[];

    beforeAll(async () => {
      // Registered one after another: newest first is then the reverse of this order.
      people = [];
      for (const [firstName, lastName, displayName] of [
        ['Ada', `Lovelace${tag}`, 'countess'],
        ['Grace', `Hopper${tag}`, 'amazing grace'],
        ['Alan', `Turing${tag}`, 'prof'],
        ['Edsger', `Dijkstra${tag}`, 'ewd'],
      ])
        people.push(
          await registerUser(stack.url, {
            firstName,
            lastName,
            displayName,
            email: `${firstName.toLowerCase()}-${tag}@scale.test`,
          }),
        );
    });

    it('answers a page as a plain array with the total over all pages in X-Total-Count', async () => {
      const all = await list('').expect(200);
      const total = Number(all.headers['x-total-count']);
      expect(total).toBe((all.body as unknown[]).length); // fewer than one default page here
      expect(total).toBeGreaterThanOrEqual(5);

      const first = await list('?limit=2').expect(200);
      const second = await list('?limit=2&offset=2').expect(200);
      expect(first.headers['x-total-count']).toBe(String(total));
      expect(emails(first)).toEqual(emails(all).slice(0, 2));
      expect(emails(second)).toEqual(emails(all).slice(2, 4));
      expect((await list(`?offset=${total}`).expect(200)).body).toEqual([]);
    });

    it('finds users by any part of their name or email, ignoring case', async () => {
      const [ada, grace, alan] = people;
      for (const [q, expected] of [
        [`LOVELACE${tag}`, [ada!.email]],
        [`hopper${tag}`, [grace!.email]],
        ['amazing', [grace!.email]],
        [`alan-${tag}@scale`, [alan!.email]],
        [`${tag}@scale.test`, [...people].reverse().map((p) => p.email)],
        [`grace hopper${tag}`, [grace!.email]],
      ] as const) {
        const res = await list(`?q=${encodeURIComponent(q)}`).expect(200);
        expect(emails(res)).toEqual(expected);
        expect(res.headers['x-total-count']).toBe(String(expected.length));
      }
      // LIKE's wildcards are taken literally.
      expect((await list('?q=%25').expect(200)).body).toEqual([]);
      expect((await list('?q=_').expect(200)).body).toEqual([]);
    });

    it('filters by role and status, with search and pages together', async () => {
      const [, , alan, edsger] = people;
      await patch(admin, alan!.user.id, { status: 'banned' }).expect(200);
      await patch(admin, edsger!.user.id, { role: 'admin' }).expect(200);

      const banned = await list(`?status=banned&q=${tag}`).expect(200);
      expect(emails(banned)).toEqual([alan!.email]);
      const admins = await list('?role=admin').expect(200);
      expect(emails(admins)).toEqual(expect.arrayContaining([edsger!.email, ADMIN_EMAIL]));
      expect((admins.body as { role: string }[]).every((u) => u.role === 'admin')).toBe(true);
      const activeAdmins = await list(`?role=admin&status=active&q=${tag}&limit=1`).expect(200);
      expect(emails(activeAdmins)).toEqual([edsger!.email]);
      expect(activeAdmins.headers['x-total-count']).toBe('1');

      await patch(admin, edsger!.user.id, { role: 'user' }).expect(200);
      await patch(admin, alan!.user.id, { status: 'active' }).expect(200);
    });

    it.each([
      ['limit=0', 'limit must be a whole number from 1 to 200'],
      ['limit=201', 'limit must be a whole number from 1 to 200'],
      ['offset=-1', 'offset must be a whole number from 0 to 1000000'],
      ['role=owner', 'role must be one of user, admin'],
      ['status=paused', 'status must be one of active, banned, deleted'],
      [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
      ['q=a%00b', 'q contains characters that are not allowed'],
    ])('answers %s with 400 and a message', async (query, message) => {
      expect((await list(`?${query}`).expect(400)).body).toEqual({ message });
    });

    it('is for admins only', async () => {
      const [ada] = people;
      expect((await list('?q=a', ada).expect(403)).body).toEqual({
        message: 'Only admins can do that.',
      });
      await http().get('/api/admin/users?q=a').expect(401);
    });
  });
});
