import request from 'supertest';
import {
  TEST_PASSWORD,
  registerUser,
  sessionCookieOf,
  signIn,
  uniqueEmail,
} from '../../../test/support/accounts.js';
import { startStack, type Stack } from '../../../test/support/stack.js';

describe('accounts through the gateway', () => {
  let stack: Stack;
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStack({ services: ['users'] });
  });
  afterAll(() => stack.close());

  describe('POST /api/register', () => {
    it('creates the account, signs it in and never returns a password hash', async () => {
      const email = uniqueEmail('newbie');
      const res = await http()
        .post('/api/register')
        .send({
          email,
          password: TEST_PASSWORD,
          firstName: ' Maya ',
          lastName: 'Okafor',
          displayName: 'BoostedMaya',
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        email,
        firstName: 'Maya',
        lastName: 'Okafor',
        displayName: 'BoostedMaya',
        bio: null,
        profileImageUrl: null,
        role: 'user',
        status: 'active',
        emailVerified: false,
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
      const cookie = sessionCookieOf(res);
      const me = await http().get('/api/user').set('Cookie', cookie!).expect(200);
      expect(me.body.id).toBe(res.body.id);
      expect(me.headers['cache-control']).toBe('no-store'); // private: never cached on the way
    });

    it('refuses a second account for the same email, whatever its case, with 409', async () => {
      const { email } = await registerUser(stack.url);
      const res = await http()
        .post('/api/register')
        .send({
          email: email.toUpperCase(),
          password: TEST_PASSWORD,
          firstName: 'A',
          lastName: 'B',
        })
        .expect(409);
      expect(res.body.message).toBe('An account with this email already exists. Sign in instead.');
    });

    it('gives one account to two simultaneous sign-ups with one email', async () => {
      const email = uniqueEmail('race');
      const body = { email, password: TEST_PASSWORD, firstName: 'A', lastName: 'B' };
      const statuses = await Promise.all(
        [1, 2, 3].map(() =>
          http()
            .post('/api/register')
            .send(body)
            .then((r) => r.status),
        ),
      );
      expect(statuses.sort()).toEqual([201, 409, 409]);
    });

    it.each([
      ['an invalid email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
      ['no first name', { firstName: '' }, 'First name is required'],
      ['a blank first name', { firstName: '   ' }, 'First name is required'],
      ['no last name', { lastName: undefined }, 'Last name is required'],
      ['an unknown field', { role: 'admin' }, 'role is not allowed'],
      [
        'a NUL in the first name',
        { firstName: 'A\u0000' },
        'First name contains characters that are not allowed',
      ],
      [
        'a control character in the display name',
        { displayName: 'Apex\u0007' },
        'Display name contains characters that are not allowed',
      ],
    ])('answers %s with 400 and the product message', async (_case, change, message) => {
      const body = {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        ...change,
      };
      const res = await http().post('/api/register').send(body).expect(400);
      expect(res.body.message).toBe(message);
      // nothing was created: the password signs nobody in
      const login = await http()
        .post('/api/login')
        .send({ email: body.email, password: TEST_PASSWORD });
      expect(login.status).not.toBe(200);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with any case of the email and returns the user', async () => {
      const { email, user } = await registerUser(stack.url);
      const res = await http()
        .post('/api/login')
        .send({ email: email.toUpperCase(), password: TEST_PASSWORD })
        .expect(200);
      expect(res.body).toEqual(user);
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      const { email } = await registerUser(stack.url);
      const wrong = await http()
        .post('/api/login')
        .send({ email, password: 'nope-nope' })
        .expect(401);
      const unknown = await http()
        .post('/api/login')
        .send({ email: uniqueEmail('ghost'), password: 'nope-nope' })
        .expect(401);
      expect(wrong.body).toEqual({ message: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
      expect(sessionCookieOf(wrong)).toBeUndefined();
    });

    it.each([
      ['an invalid email', { email: 'x', password: 'y' }, 'Please enter a valid email address'],
      ['an empty password', { email: 'a@b.co', password: '' }, 'Password is required'],
    ])('answers %s with 400 and the product message', async (_case, body, message) => {
      expect((await http().post('/api/login').send(body).expect(400)).body.message).toBe(message);
    });

    it('reads the email and password from the body only, never from the query string', async () => {
      const { email } = await registerUser(stack.url);
      for (const req of [
        http().post('/api/login').query({ email, password: TEST_PASSWORD }),
        http().post('/api/login').query({ email }).send({ password: TEST_PASSWORD }),
      ]) {
        const res = await req.expect(400);
        expect(res.body.message).toMatch(/^Please enter a valid email address/);
        expect(sessionCookieOf(res)).toBeUndefined();
      }
    });

    it('gives a new session id at every sign-in and ends the one the browser held', async () => {
      const { email, cookie: first } = await registerUser(stack.url);
      const res = await http()
        .post('/api/login')
        .set('Cookie', first)
        .send({ email, password: TEST_PASSWORD })
        .expect(200);
      const second = sessionCookieOf(res)!;
      expect(second).not.toBe(first);
      await http().get('/api/user').set('Cookie', first).expect(401);
      await http().get('/api/user').set('Cookie', second).expect(200);
    });

    it('sets an opaque httpOnly, SameSite=Lax cookie, Secure only over HTTPS', async () => {
      const { email } = await registerUser(stack.url);
      const res = await http().post('/api/login').send({ email, password: TEST_PASSWORD });
      const header = ([] as string[]).concat(res.headers['set-cookie']).join('\n');
      expect(header).toMatch(/pitstop_sid=[A-Za-z0-9_-]{43};/);
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Lax/);
      expect(header).not.toMatch(/Secure/);
      expect(header).toMatch(/Path=\//);
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 Unauthorized when signed out or with a made-up session', async () => {
      expect((await http().get('/api/user').expect(401)).body).toEqual({ message: 'Unauthorized' });
      await http()
        .get('/api/user')
        .set('Cookie', `pitstop_sid=${'A'.repeat(43)}`)
        .expect(401);
      await http().get('/api/user').set('Cookie', 'pitstop_sid=garbage').expect(401);
    });
  });

  describe('GET /api/logout and GET /api/login', () => {
    it('logout ends the session, clears the cookie and goes home', async () => {
      const { cookie } = await registerUser(stack.url);
      const res = await http().get('/api/logout').set('Cookie', cookie).expect(302);
      expect(res.headers.location).toBe('/');
      expect(([] as string[]).concat(res.headers['set-cookie']).join()).toMatch(
        /pitstop_sid=;.*Expires=Thu, 01 Jan 1970/,
      );
      await http().get('/api/user').set('Cookie', cookie).expect(401);
    });

    it('a logout link on another site signs nobody out', async () => {
      const { cookie } = await registerUser(stack.url);
      await http()
        .get('/api/logout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(302);
      await http().get('/api/user').set('Cookie', cookie).expect(200);
    });

    // The fetch metadata a browser sends along with each kind of request.
    const BROWSER_REQUESTS: [string, Record<string, string>][] = [
      [
        'an <img> on one of our pages (a comment)',
        { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      ],
      [
        'a fetch() from one of our pages',
        { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' },
      ],
      [
        'an <img> on a sister site',
        { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      ],
      [
        'a frame on one of our pages',
        {
          'Sec-Fetch-Site': 'same-origin',
          'Sec-Fetch-Mode': 'navigate',
          'Sec-Fetch-Dest': 'iframe',
        },
      ],
      [
        'a navigation from another site',
        {
          'Sec-Fetch-Site': 'cross-site',
          'Sec-Fetch-Mode': 'navigate',
          'Sec-Fetch-Dest': 'document',
        },
      ],
    ];

    it.each(BROWSER_REQUESTS)('%s only redirects, signing nobody out', async (_what, headers) => {
      const { cookie } = await registerUser(stack.url);
      const res = await http().get('/api/logout').set('Cookie', cookie).set(headers).expect(302);
      expect(res.headers.location).toBe('/');
      expect(res.headers['set-cookie']).toBeUndefined();
      await http().get('/api/user').set('Cookie', cookie).expect(200);
    });

    it('clicking Logout in the app (a navigation from our own page) signs out', async () => {
      const { cookie } = await registerUser(stack.url);
      await http()
        .get('/api/logout')
        .set('Cookie', cookie)
        .set({
          'Sec-Fetch-Site': 'same-origin',
          'Sec-Fetch-Mode': 'navigate',
          'Sec-Fetch-Dest': 'document',
          'Sec-Fetch-User': '?1',
        })
        .expect(302);
      await http().get('/api/user').set('Cookie', cookie).expect(401);
    });

    it('typing the address (a navigation from nowhere) signs out', async () => {
      const { cookie } = await registerUser(stack.url);
      await http()
        .get('/api/logout')
        .set('Cookie', cookie)
        .set({
          'Sec-Fetch-Site': 'none',
          'Sec-Fetch-Mode': 'navigate',
          'Sec-Fetch-Dest': 'document',
        })
        .expect(302);
      await http().get('/api/user').set('Cookie', cookie).expect(401);
    });

    it('the sign-in address redirects a browser to /auth', async () => {
      expect((await http().get('/api/login').expect(302)).headers.location).toBe('/auth');
    });
  });

  describe('PUT /api/auth/user', () => {
    it('updates display name and bio, trimmed, and GET /api/user shows them', async () => {
      const { cookie } = await registerUser(stack.url);
      const res = await http()
        .put('/api/auth/user')
        .set('Cookie', cookie)
        .send({ displayName: '  Apex Hunter ', bio: 'Track rat. Prints ducts.' })
        .expect(200);
      expect(res.body).toMatchObject({
        displayName: 'Apex Hunter',
        bio: 'Track rat. Prints ducts.',
      });
      const me = await http().get('/api/user').set('Cookie', cookie).expect(200);
      expect(me.body).toMatchObject({
        displayName: 'Apex Hunter',
        bio: 'Track rat. Prints ducts.',
      });
    });

    it('clears them when sent empty, and refuses too long a bio', async () => {
      const { cookie } = await registerUser(stack.url, { displayName: 'Temp' });
      const cleared = await http()
        .put('/api/auth/user')
        .set('Cookie', cookie)
        .send({ displayName: '', bio: '' })
        .expect(200);
      expect(cleared.body).toMatchObject({ displayName: null, bio: null });
      const res = await http()
        .put('/api/auth/user')
        .set('Cookie', cookie)
        .send({ bio: 'x'.repeat(501) })
        .expect(400);
      expect(res.body.message).toBe('Bio must be at most 500 characters');
    });

    it('refuses control characters (NUL included) with 400, changing nothing', async () => {
      const { cookie } = await registerUser(stack.url, { displayName: 'Kept' });
      for (const [body, message] of [
        [{ bio: 'Track rat\u0000' }, 'Bio contains characters that are not allowed'],
        [{ displayName: '\u001bKept' }, 'Display name contains characters that are not allowed'],
      ] as const) {
        const res = await http().put('/api/auth/user').set('Cookie', cookie).send(body).expect(400);
        expect(res.body.message).toBe(message);
      }
      const me = await http().get('/api/user').set('Cookie', cookie).expect(200);
      expect(me.body).toMatchObject({ displayName: 'Kept', bio: null });
    });

    it('cannot change anything else (role, email) through the profile', async () => {
      const { cookie } = await registerUser(stack.url);
      const res = await http()
        .put('/api/auth/user')
        .set('Cookie', cookie)
        .send({ displayName: 'x', role: 'admin' })
        .expect(400);
      expect(res.body.message).toBe('role is not allowed');
      expect((await http().get('/api/user').set('Cookie', cookie)).body.role).toBe('user');
    });
  });

  it('keeps working when signed in again after sign-out', async () => {
    const { email, cookie } = await registerUser(stack.url);
    await http().get('/api/logout').set('Cookie', cookie).expect(302);
    const again = await signIn(stack.url, email, TEST_PASSWORD);
    await http().get('/api/user').set('Cookie', again.cookie).expect(200);
  });
});

describe('the accounts API documentation', () => {
  it('lists every accounts route in OpenAPI, with the session cookie as auth', async () => {
    const stack = await startStack({ services: [] });
    try {
      const doc = (await request(stack.url).get('/api/docs-json').expect(200)).body as {
        paths: Record<string, Record<string, unknown>>;
        components: { securitySchemes: Record<string, { in: string; name: string }> };
      };
      for (const path of [
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/user',
        '/api/auth/user',
        '/api/admin/users',
        '/api/admin/users/{userId}',
      ])
        expect(doc.paths).toHaveProperty([path]);
      expect(doc.components.securitySchemes.session).toMatchObject({
        in: 'cookie',
        name: 'pitstop_sid',
      });
    } finally {
      await stack.close();
    }
  });
});
