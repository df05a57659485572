import type { UserDto } from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { confirmEmailThroughInbox, stackInbox, verifyTokensMailedTo } from './stack-inboxes.js';

export const TEST_PASSWORD = 'grip-and-rip-42';

/** An email no other test (or earlier run on the same database) has used. */
export function uniqueEmail(label = 'racer'): string {
  return `${label}-${randomBytes(5).toString('hex')}@pitstop.test`;
}

/** The session cookie a response set ('name=value'), or undefined. */
export function sessionCookieOf(res: request.Response): string | undefined {
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return setCookie.find((c) => c.startsWith('pitstop_sid='))?.split(';')[0];
}

export interface SignedInUser {
  user: UserDto;
  cookie: string;
  email: string;
  password: string;
}

/**
 * Registers a new account through the gateway and returns it with its session cookie. Its
 * address is confirmed from the welcome mail, as its owner would (publishing a listing needs
 * that), unless `options.verify` is false or the stack has no inbox.
 */
export async function registerUser(
  url: string,
  fields: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    displayName: string;
  }> = {},
  headers: Record<string, string> = {},
  options: { verify?: boolean } = {},
): Promise<SignedInUser> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? TEST_PASSWORD;
  const inbox = stackInbox(url);
  const known = inbox ? verifyTokensMailedTo(inbox, email).length : 0;
  const res = await request(url)
    .post('/api/register')
    .set(headers)
    .send({ firstName: 'Test', lastName: 'Racer', ...fields, email, password })
    .expect(201);
  const user = res.body as UserDto;
  if (options.verify !== false && (await confirmEmailThroughInbox(url, email, known)))
    user.emailVerified = true;
  return { user, cookie: sessionCookieOf(res)!, email, password };
}

export async function signIn(url: string, email: string, password: string): Promise<SignedInUser> {
  const res = await request(url).post('/api/login').send({ email, password }).expect(200);
  return { user: res.body as UserDto, cookie: sessionCookieOf(res)!, email, password };
}

/** Registers `count` new accounts at once (a pool for tests that need many distinct people). */
export function registerUsers(url: string, count: number): Promise<SignedInUser[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => registerUser(url, { firstName: `Racer${i + 1}` })),
  );
}

/** Credentials for an admin the users service creates at start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export function newAdminCredentials(label = 'admin'): { email: string; password: string } {
  return {
    email: uniqueEmail(label),
    password: `${label}-password-${randomBytes(3).toString('hex')}`,
  };
}
