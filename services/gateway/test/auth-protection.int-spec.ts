import { createLogger } from '@pitstop/common';
import request from 'supertest';
import { TEST_PASSWORD, registerUser, sessionCookieOf } from '../../../test/support/accounts.js';
import { startStack, type Stack } from '../../../test/support/stack.js';
import { startGateway, type Gateway } from '../src/app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CSRF, rate limits and HTTPS cookies, behind a trusted proxy so tests can vary client IPs. */
describe('gateway protection', () => {
  let stack: Stack;
  const http = () => request(stack.url);
  const WINDOW = 2;

  beforeAll(async () => {
    stack = await startStack({
      services: ['users'],
      gateway: {
        TRUST_PROXY: true,
        ALLOWED_ORIGINS: ['https://studio.pitstop.test'],
        LOGIN_FAILURE_LIMIT: 3,
        LOGIN_FAILURE_WINDOW_SECONDS: WINDOW,
        AUTH_IP_LIMIT: 4,
        AUTH_IP_WINDOW_SECONDS: WINDOW,
      },
    });
  });
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
  });

  describe('failed sign-ins per account', () => {
    it('locks the account after the limit with 429 + Retry-After, then resets after the window', async () => {
      const user = await register();
      const attempt = (password: string) =>
        http()
          .post('/api/login')
          .set('X-Forwarded-For', freshIp()) // spread over IPs: this is the per-account limit
          .send({ email: user.email, password });

      for (let i = 0; i < 3; i++) await attempt('wrong-password').expect(401);
      const locked = await attempt(TEST_PASSWORD).expect(429);
      expect(locked.body.message).toMatch(
        /^Too many failed sign-in attempts for this account\. Please try again in \d+ seconds?\.$/,
      );
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW);

      // other accounts are not affected
      const other = await register();
      await http()
        .post('/api/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email: other.email, password: TEST_PASSWORD })
        .expect(200);

      await sleep(retryAfter * 1000 + 100);
      await attempt(TEST_PASSWORD).expect(200);
    });

    it('counts concurrent guesses: no more than the limit are ever checked', async () => {
      const user = await register();
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          http()
            .post('/api/login')
            .set('X-Forwarded-For', freshIp())
            .send({ email: user.email, password: 'wrong-password' })
            .then((r) => r.status),
        ),
      );
      expect(results.filter((s) => s === 401)).toHaveLength(3);
      expect(results.filter((s) => s === 429)).toHaveLength(5);
    });

    it('is shared by every gateway instance (the counters live in Redis)', async () => {
      const user = await register();
      const second: Gateway = await startGateway(
        stack.gateway.config,
        createLogger('test', 'silent'),
        { port: 0 },
      );
      try {
        for (const url of [stack.url, second.url, stack.url])
          await request(url)
            .post('/api/login')
            .set('X-Forwarded-For', freshIp())
            .send({ email: user.email, password: 'wrong-password' })
            .expect(401);
        await request(second.url)
          .post('/api/login')
          .set('X-Forwarded-For', freshIp())
          .send({ email: user.email, password: TEST_PASSWORD })
          .expect(429);
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
