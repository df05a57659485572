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
});
