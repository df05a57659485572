import { createLogger } from '@pitstop/common';
import type { CartDto, UserDto } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import {
  TEST_PASSWORD,
  newAdminCredentials,
  registerUser,
  sessionCookieOf,
  signIn,
  uniqueEmail,
  type SignedInUser,
} from '../../../test/support/accounts.js';
import { startStack, type Stack } from '../../../test/support/stack.js';
import { startGateway, type Gateway } from '../src/app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CSRF, rate limits and HTTPS cookies, behind a trusted proxy so tests can vary client IPs. */
describe('gateway protection', () => {
  let stack: Stack;
  let admin: SignedInUser;
  const http = () => request(stack.url);
  const WINDOW = 2;
  const adminCredentials = newAdminCredentials('csrf-admin');

  beforeAll(async () => {
    stack = await startStack({
      // orders and catalog: a cart write that passes the CSRF check reaches them.
      services: ['users', 'catalog', 'orders'],
      env: { ADMIN_EMAIL: adminCredentials.email, ADMIN_PASSWORD: adminCredentials.password },
      gateway: {
        TRUST_PROXY: true,
        ALLOWED_ORIGINS: ['https://studio.pitstop.test'],
        LOGIN_FAILURE_LIMIT: 3,
        LOGIN_FAILURE_WINDOW_SECONDS: WINDOW,
        LOGIN_LOCK_MAX_SECONDS: 4 * WINDOW,
        LOGIN_ACCOUNT_FAILURE_LIMIT: 6,
        LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS: 60,
        AUTH_IP_LIMIT: 4,
        AUTH_IP_WINDOW_SECONDS: WINDOW,
      },
    });
    admin = await signIn(stack.url, adminCredentials.email, adminCredentials.password);
  }, 60_000);
  afterAll(() => stack.close());

  /** Each test signs in from its own address, so per-IP counts never mix. */
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;
  const register = (fields: { displayName?: string } = {}) =>
    registerUser(stack.url, fields, { 'X-Forwarded-For': freshIp() });

  describe('CSRF', () => {
    it('refuses a write from a foreign Origin with 403 and changes nothing', async () => {
      const user = await register({ displayName: 'Original' });
      const res = await http()
        .put('/api/auth/user')
        .set('Cookie', user.cookie)
        .set('Origin', 'https://evil.example')
        .send({ displayName: 'Hacked' })
        .expect(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused' });
      const me = await http().get('/api/user').set('Cookie', user.cookie).expect(200);
      expect(me.body.displayName).toBe('Original');
    });

    it('refuses a foreign Referer when there is no Origin, and an opaque "null" Origin', async () => {
      const user = await register();
      await http()
        .put('/api/auth/user')
        .set('Cookie', user.cookie)
        .set('Referer', 'https://evil.example/page')
        .send({ bio: 'x' })
        .expect(403);
      await http()
        .put('/api/auth/user')
        .set('Cookie', user.cookie)
        .set('Origin', 'null')
        .send({ bio: 'x' })
        .expect(403);
    });

    it('refuses a cross-site sign-in (login CSRF) without setting a cookie', async () => {
      const user = await register();
      const res = await http()
        .post('/api/login')
        .set('Origin', 'https://evil.example')
        .set('X-Forwarded-For', freshIp())
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(403);
      expect(sessionCookieOf(res)).toBeUndefined();
    });

    it("accepts the app's own origin and configured ones; reads from anywhere", async () => {
      const user = await register();
      const host = new URL(stack.url).host;
      for (const origin of [`http://${host}`, 'https://studio.pitstop.test']) {
        await http()
          .put('/api/auth/user')
          .set('Cookie', user.cookie)
          .set('Origin', origin)
          .send({ bio: `from ${origin}` })
          .expect(200);
      }
      await http()
        .get('/api/user')
        .set('Cookie', user.cookie)
        .set('Origin', 'https://evil.example')
        .expect(200);
    });
    describe('whatever form the path takes', () => {
      /**
       * Forms of /api/... that a router may decode, fold or normalise to the API route, or
       * that a proxy in front may: none of them may skip the origin check. Sent byte for byte
       * (supertest and fetch normalise some of them).
       */
      const FORMS: [string, (rest: string) => string][] = [
        ['percent-encoded', (rest) => `/%61pi${rest}`],
        ['double-encoded', (rest) => `/%2561pi${rest}`],
        ['doubled slash', (rest) => `//api${rest}`],
        ['upper case', (rest) => `/API${rest}`],
        ['dot segments', (rest) => `/api/../api${rest}`],
        ['matrix parameter', (rest) => `/api;x${rest}`],
      ];
      const FOREIGN: [string, Record<string, string>][] = [
        ['a foreign Origin', { origin: 'https://evil.example' }],
        ['a foreign Referer', { referer: 'https://evil.example/page' }],
      ];
      const REFUSED = { message: 'Cross-site request refused' };

      interface Write {
        method: string;
        /** The canonical path, less its leading /api. */
        rest: string;
        body: object;
        cookie?: string;
      }

      const send = (method: string, path: string, headers: Record<string, string>, body: object) =>
        new Promise<{ status: number; headers: IncomingHttpHeaders; body: unknown }>(
          (resolve, reject) => {
            const { hostname, port } = new URL(stack.url);
            const payload = JSON.stringify(body);
            const req = httpRequest(
              {
                hostname,
                port,
                method,
                path,
                headers: {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                  // Every attempt from an address of its own: the per-IP sign-in limit is low here.
                  'x-forwarded-for': freshIp(),
                  ...headers,
                },
              },
              (res) => {
                let text = '';
                res.setEncoding('utf8');
                res.on('data', (chunk: string) => (text += chunk));
                res.on('end', () => {
                  let parsed: unknown = text;
                  try {
                    parsed = JSON.parse(text);
                  } catch {
                    // not JSON (a page): kept as text
                  }
                  resolve({ status: res.statusCode!, headers: res.headers, body: parsed });
                });
              },
            );
            req.on('error', reject);
            req.end(payload);
          },
        );
      const sentCookie = (headers: IncomingHttpHeaders) =>
        (headers['set-cookie'] ?? []).some((c) => c.startsWith('pitstop_sid='));

      const cookieOf = (write: Write): Record<string, string> =>
        write.cookie ? { cookie: write.cookie } : {};

      /** Sends `write` in every form with each foreign source: refused, no cookie set. */
      async function refusedInEveryForm(write: Write): Promise<void> {
        for (const [form, path] of FORMS)
          for (const [source, foreign] of FOREIGN) {
            const headers = { ...foreign, ...cookieOf(write) };
            const res = await send(write.method, path(write.rest), headers, write.body);
            expect({ form, source, status: res.status, body: res.body }).toEqual({
              form,
              source,
              status: 403,
              body: REFUSED,
            });
            expect(sentCookie(res.headers)).toBe(false);
          }
      }

      /**
       * Without Origin or Referer a request is not from a browser page (no victim's cookie
       * rides along): the router answers, whatever it answers for that form.
       */
      async function routerDecidesInEveryForm(write: Write): Promise<void> {
        for (const [form, path] of FORMS) {
          const res = await send(write.method, path(write.rest), cookieOf(write), write.body);
          expect({ form, body: res.body }).not.toEqual({ form, body: REFUSED });
        }
      }

      /** The same write from the gateway's own origin, to the canonical path. */
      const fromOwnOrigin = (write: Write) =>
        send(
          write.method,
          `/api${write.rest}`,
          { origin: `http://${new URL(stack.url).host}`, ...cookieOf(write) },
          write.body,
        );

      it('refuses a cross-site sign-in whatever the path; signs in from our own origin', async () => {
        const user = await register();
        const login = {
          method: 'POST',
          rest: '/login',
          body: { email: user.email, password: TEST_PASSWORD },
        };
        await refusedInEveryForm(login);
        await routerDecidesInEveryForm(login);
        const own = await fromOwnOrigin(login);
        expect(own.status).toBe(200);
        expect(sentCookie(own.headers)).toBe(true);
      });

      it('refuses a cross-site registration whatever the path: no account is made', async () => {
        const signUp = (email: string) => ({
          method: 'POST',
          rest: '/register',
          body: { email, password: TEST_PASSWORD, firstName: 'Cross', lastName: 'Site' },
        });
        const refusedEmail = uniqueEmail('csrf');
        await refusedInEveryForm(signUp(refusedEmail));
        // That address has no account: signing in with it is a wrong password, not a session.
        const attempt = await send(
          'POST',
          '/api/login',
          {},
          {
            email: refusedEmail,
            password: TEST_PASSWORD,
          },
        );
        expect(attempt.status).toBe(401);

        await routerDecidesInEveryForm(signUp(uniqueEmail('csrf')));
        const own = await fromOwnOrigin(signUp(uniqueEmail('csrf')));
        expect(own.status).toBe(201);
        expect(sentCookie(own.headers)).toBe(true);
      });

      it('refuses a cross-site cart write whatever the path: the cart stays empty', async () => {
        const buyer = await register();
        const addItem = {
          method: 'POST',
          rest: '/cart/items',
          body: { modelId: randomUUID() },
          cookie: buyer.cookie,
        };
        await refusedInEveryForm(addItem);
        const cart = (await http().get('/api/cart').set('Cookie', buyer.cookie).expect(200))
          .body as CartDto;
        expect(cart.items).toEqual([]);
        await routerDecidesInEveryForm(addItem);
        // From our own origin the write reaches orders, which answers for itself (no such model).
        const own = await fromOwnOrigin(addItem);
        expect(own).toMatchObject({ status: 404 });
      });

      it('refuses a cross-site admin change whatever the path: the user is not banned', async () => {
        const victim = await register();
        const ban = {
          method: 'PATCH',
          rest: `/admin/users/${victim.user.id}`,
          body: { status: 'banned' },
          cookie: admin.cookie,
        };
        await refusedInEveryForm(ban);
        await http().get('/api/user').set('Cookie', victim.cookie).expect(200);

        await routerDecidesInEveryForm({ ...ban, body: { status: 'active' } });
        const own = await fromOwnOrigin(ban);
        expect(own.status).toBe(200);
        expect((own.body as UserDto).status).toBe('banned');
        await http().get('/api/user').set('Cookie', victim.cookie).expect(401);
      });
    });
  });

  describe('failed sign-ins per account and source', () => {
    const login = (url: string, ip: string, email: string, password: string) =>
      request(url).post('/api/login').set('X-Forwarded-For', ip).send({ email, password });
    const LOCKED =
      /^Too many failed sign-in attempts for this account\. Please try again in \d+ seconds?\.$/;

    it('locks out the source that failed with 429 + Retry-After, while the owner signs in from elsewhere', async () => {
      const user = await register();
      const guesser = freshIp();
      for (let i = 0; i < 3; i++)
        await login(stack.url, guesser, user.email, 'wrong-password').expect(401);
      const locked = await login(stack.url, guesser, user.email, TEST_PASSWORD).expect(429);
      expect(locked.body.message).toMatch(LOCKED);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW);

      // The owner, from another address, is not locked out.
      await login(stack.url, freshIp(), user.email, TEST_PASSWORD).expect(200);

      await sleep(retryAfter * 1000 + 100);
      await login(stack.url, guesser, user.email, TEST_PASSWORD).expect(200);
    });

    it('doubles the lock with each further failure from that source; a sign-in forgets them', async () => {
      const user = await register();
      const guesser = freshIp();
      for (let i = 0; i < 3; i++)
        await login(stack.url, guesser, user.email, 'wrong-password').expect(401);
      const first = await login(stack.url, guesser, user.email, 'wrong-password').expect(429);
      const firstWait = Number(first.headers['retry-after']);
      expect(firstWait).toBeLessThanOrEqual(WINDOW);

      await sleep(firstWait * 1000 + 100);
      // One more guess once the lock is over: checked, wrong, and now locked twice as long.
      await login(stack.url, guesser, user.email, 'wrong-password').expect(401);
      const second = await login(stack.url, guesser, user.email, TEST_PASSWORD).expect(429);
      expect(second.body.message).toMatch(LOCKED);
      const secondWait = Number(second.headers['retry-after']);
      expect(secondWait).toBeGreaterThan(WINDOW);
      expect(secondWait).toBeLessThanOrEqual(2 * WINDOW);

      await sleep(secondWait * 1000 + 100);
      await login(stack.url, guesser, user.email, TEST_PASSWORD).expect(200);
      // Signed in: that source starts again with the whole allowance.
      for (let i = 0; i < 2; i++)
        await login(stack.url, guesser, user.email, 'wrong-password').expect(401);
      await login(stack.url, guesser, user.email, TEST_PASSWORD).expect(200);
    });

    it('counts concurrent guesses: no more than the limit are ever checked', async () => {
      const user = await register();
      const guesser = freshIp();
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          login(stack.url, guesser, user.email, 'wrong-password').then((r) => r.status),
        ),
      );
      expect(results.filter((s) => s === 401)).toHaveLength(3);
      expect(results.filter((s) => s === 429)).toHaveLength(5);
    });

    it('keeps a ceiling per account over every source, which a source the owner used before does not meet', async () => {
      const user = await register();
      const home = freshIp();
      await login(stack.url, home, user.email, TEST_PASSWORD).expect(200);
      // Guessing spread over addresses, each under its own limit: the ceiling (6) stops it.
      for (let i = 0; i < 3; i++) {
        const ip = freshIp();
        for (let j = 0; j < 2; j++)
          await login(stack.url, ip, user.email, 'wrong-password').expect(401);
      }
      const refused = await login(stack.url, freshIp(), user.email, TEST_PASSWORD).expect(429);
      expect(refused.body.message).toMatch(
        /^Too many failed sign-in attempts for this account from several places\. Please try again in \d+ (seconds?|minutes?)\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The owner's own address still gets in.
      await login(stack.url, home, user.email, TEST_PASSWORD).expect(200);
    });

    it('is shared by every gateway instance (the counters live in Redis)', async () => {
      const user = await register();
      const guesser = freshIp();
      const second: Gateway = await startGateway(
        stack.gateway.config,
        createLogger('test', 'silent'),
        { port: 0 },
      );
      try {
        for (const url of [stack.url, second.url, stack.url])
          await login(url, guesser, user.email, 'wrong-password').expect(401);
        await login(second.url, guesser, user.email, TEST_PASSWORD).expect(429);
      } finally {
        await second.close();
      }
    });
  });

  describe('per client IP', () => {
    it('limits sign-in and registration attempts together, then resets', async () => {
      const ip = freshIp();
      const user = await register();
      const login = () =>
        http()
          .post('/api/login')
          .set('X-Forwarded-For', ip)
          .send({ email: user.email, password: TEST_PASSWORD });
      await login().expect(200);
      await login().expect(200);
      await http()
        .post('/api/register')
        .set('X-Forwarded-For', ip)
        .send({
          email: `ip-${ip}@pitstop.test`,
          password: TEST_PASSWORD,
          firstName: 'A',
          lastName: 'B',
        })
        .expect(201);
      await login().expect(200);
      const limited = await login().expect(429);
      expect(limited.body.message).toMatch(/^Too many sign-in attempts from your network\./);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // another address is unaffected
      await http()
        .post('/api/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(200);
      await sleep(Number(limited.headers['retry-after']) * 1000 + 100);
      await login().expect(200);
    });
    it('does not count a malformed sign-in: it is refused before any attempt is made', async () => {
      const ip = freshIp();
      const user = await register();
      for (let i = 0; i < 6; i++)
        await http()
          .post('/api/login')
          .set('X-Forwarded-For', ip)
          .send({ email: user.email })
          .expect(400);
      await http()
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(200);
    });
  });

  describe('service health', () => {
    /** This stack runs users, catalog and orders: media and search are down. */
    const expectReport = (res: request.Response) => {
      expect(res.status).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ status: 'degraded' });
      expect(
        (res.body as { services: { service: string; status: string }[] }).services
          .map((s) => `${s.service}:${s.status}`)
          .sort(),
      ).toEqual(['catalog:up', 'media:down', 'orders:up', 'search:down', 'users:up']);
    };

    it('tells which services answer only to admins on the public port', async () => {
      const user = await register();
      const anonymous = await http().get('/health/services').expect(401);
      expect(anonymous.body).not.toHaveProperty('services');
      const signedIn = await http().get('/health/services').set('Cookie', user.cookie).expect(403);
      expect(signedIn.body).not.toHaveProperty('services');
      expectReport(await http().get('/health/services').set('Cookie', admin.cookie));
    });

    it('tells anyone who reaches the metrics port, beside /metrics', async () => {
      expectReport(await request(stack.gateway.metricsUrl).get('/health/services'));
      await request(stack.gateway.metricsUrl).get('/metrics').expect(200);
      await request(stack.gateway.metricsUrl).post('/health/services').expect(404);
      // The public probes stay public.
      await http().get('/health/live').expect(200);
      await http().get('/health/ready').expect(200);
    });
  });

  it('marks the session cookie Secure when served over HTTPS (behind the proxy)', async () => {
    const user = await register();
    const res = await http()
      .post('/api/login')
      .set('X-Forwarded-For', freshIp())
      .set('X-Forwarded-Proto', 'https')
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(200);
    expect(([] as string[]).concat(res.headers['set-cookie']).join()).toMatch(
      /pitstop_sid=.*; HttpOnly; Secure; SameSite=Lax/,
    );
  });
});

describe('gateway without Redis', () => {
  it('answers 503 with a clear message when sessions cannot be read, not a 500', async () => {
    const { loadGatewayConfig } = await import('../src/config.js');
    const gateway = await startGateway(
      { ...loadGatewayConfig({}), REDIS_URL: 'redis://127.0.0.1:1' },
      createLogger('test', 'silent'),
      { port: 0 },
    );
    try {
      const res = await request(gateway.url)
        .get('/api/user')
        .set('Cookie', `pitstop_sid=${'A'.repeat(43)}`)
        .expect(503);
      expect(res.body).toEqual({
        message: 'Sign-in is unavailable right now. Please try again shortly.',
      });
    } finally {
      await gateway.close();
    }
  });
});
