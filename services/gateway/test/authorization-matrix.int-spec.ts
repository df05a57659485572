import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  TEST_PASSWORD,
  registerUser,
  signIn,
  uniqueEmail,
  type SignedInUser,
} from '../../../test/support/accounts.js';
import { startStack, type Stack } from '../../../test/support/stack.js';

type Role = 'visitor' | 'user' | 'admin' | 'banned';

/** Someone making a request: their session cookie (none for a visitor) and credentials. */
interface Principal {
  cookie?: string;
  email?: string;
  password?: string;
}

interface Endpoint {
  name: string;
  call: (p: Principal, ctx: { victimId: string }) => request.Test;
  expected: Record<Role, number>;
}

const http = (stack: Stack) => request(stack.url);

describe('authorization matrix: every accounts endpoint × visitor, user, admin, banned user', () => {
  let stack: Stack;
  const ADMIN = {
    email: `matrix-admin-${randomBytes(4).toString('hex')}@pitstop.test`,
    password: 'matrix-admin-1',
  };
  let admin: SignedInUser;

  beforeAll(async () => {
    stack = await startStack({
      services: ['users', 'catalog'],
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    admin = await signIn(stack.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => stack.close());

  /** A fresh principal per cell, so no cell depends on what another did (logout, bans). */
  async function principal(role: Role): Promise<Principal> {
    switch (role) {
      case 'visitor':
        return {};
      case 'user':
        return registerUser(stack.url);
      case 'admin':
        return signIn(stack.url, ADMIN.email, ADMIN.password);
      case 'banned': {
        const user = await registerUser(stack.url);
        await http(stack)
          .patch(`/api/admin/users/${user.user.id}`)
          .set('Cookie', admin.cookie)
          .send({ status: 'banned' })
          .expect(200);
        return user; // their cookie is from before the ban
      }
    }
  }

  const withCookie = (test: request.Test, p: Principal) =>
    p.cookie ? test.set('Cookie', p.cookie) : test;

  const endpoints: Endpoint[] = [
    {
      name: 'GET /api/user',
      call: (p) => withCookie(http(stack).get('/api/user'), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'PUT /api/auth/user',
      call: (p) => withCookie(http(stack).put('/api/auth/user'), p).send({ bio: 'Matrix' }),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'GET /api/admin/users',
      call: (p) => withCookie(http(stack).get('/api/admin/users'), p),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'PATCH /api/admin/users/{userId}',
      call: (p, { victimId }) =>
        withCookie(http(stack).patch(`/api/admin/users/${victimId}`), p).send({ status: 'active' }),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'POST /api/login (own credentials)',
      call: (p) =>
        http(stack)
          .post('/api/login')
          .send({ email: p.email ?? uniqueEmail('nobody'), password: p.password ?? TEST_PASSWORD }),
      expected: { visitor: 401, user: 200, admin: 200, banned: 403 },
    },
    {
      name: 'POST /api/register (a new email)',
      call: (p) =>
        withCookie(http(stack).post('/api/register'), p).send({
          email: uniqueEmail('matrix'),
          password: TEST_PASSWORD,
          firstName: 'M',
          lastName: 'X',
        }),
      expected: { visitor: 201, user: 201, admin: 201, banned: 201 },
    },
    {
      name: 'GET /api/login (navigation)',
      call: (p) => withCookie(http(stack).get('/api/login'), p),
      expected: { visitor: 302, user: 302, admin: 302, banned: 302 },
    },
    {
      name: 'GET /api/logout (navigation)',
      call: (p) => withCookie(http(stack).get('/api/logout'), p),
      expected: { visitor: 302, user: 302, admin: 302, banned: 302 },
    },
    {
      name: 'GET /api/makes (public)',
      call: (p) => withCookie(http(stack).get('/api/makes'), p),
      expected: { visitor: 200, user: 200, admin: 200, banned: 200 },
    },
  ];

  const cells = endpoints.flatMap((endpoint) =>
    (['visitor', 'user', 'admin', 'banned'] as const).map(
      (role) => [endpoint.name, role, endpoint.expected[role], endpoint] as const,
    ),
  );

  it.each(cells)('%s as %s → %i', async (_name, role, status, endpoint) => {
    const victim = await registerUser(stack.url);
    const res = await endpoint.call(await principal(role), { victimId: victim.user.id });
    expect(res.status).toBe(status);
    if (status === 401 && endpoint.name !== 'POST /api/login (own credentials)')
      expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('a user who is refused admin routes changed nothing', async () => {
    const user = await registerUser(stack.url);
    const victim = await registerUser(stack.url);
    await http(stack)
      .patch(`/api/admin/users/${victim.user.id}`)
      .set('Cookie', user.cookie)
      .send({ status: 'banned' })
      .expect(403);
    await http(stack).get('/api/user').set('Cookie', victim.cookie).expect(200);
  });
});
