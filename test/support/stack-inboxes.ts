import request from 'supertest';
import { linksIn, type TestInbox } from './inbox.js';

/** Each running stack's inbox by its gateway's URL: helpers that know only the URL find it here. */
const inboxes = new Map<string, TestInbox>();

export function rememberStackInbox(url: string, inbox: TestInbox): void {
  inboxes.set(url, inbox);
}

export function forgetStackInbox(url: string): void {
  inboxes.delete(url);
}

export function stackInbox(url: string): TestInbox | undefined {
  return inboxes.get(url);
}

/** The tokens of the /verify-email links mailed to this address so far, oldest first. */
export function verifyTokensMailedTo(inbox: TestInbox, address: string): string[] {
  // One per mail: a mail may show its link twice (the button, and the address spelled out).
  return inbox
    .mailsTo(address)
    .map((mail) =>
      linksIn(mail.html)
        .map((link) => /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(link)?.[1])
        .find((token) => !!token),
    )
    .filter((token): token is string => !!token);
}

/**
 * The token of the newest /verify-email link mailed to this address (a registration's welcome,
 * a resend, an email change) once more than `known` have come, waiting for it. Reads the inbox
 * without taking the mail, so a test's own `inbox.next(address)` still gets it.
 */
export async function verifyTokenMailedTo(
  inbox: TestInbox,
  address: string,
  known = 0,
  timeoutMs = 15_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const tokens = verifyTokensMailedTo(inbox, address);
    if (tokens.length > known) return tokens[tokens.length - 1]!;
    if (Date.now() > until) throw new Error(`No verification link mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Confirms a new account's address the way its owner does: the link from the welcome mail
 * (the first one after the `known` links mailed before), opened (POST /api/email/verify). False
 * when the stack has no inbox to read.
 */
export async function confirmEmailThroughInbox(
  url: string,
  address: string,
  known = 0,
): Promise<boolean> {
  const inbox = stackInbox(url);
  if (!inbox) return false;
  const token = await verifyTokenMailedTo(inbox, address, known);
  await request(url).post('/api/email/verify').send({ token }).expect(200);
  return true;
}
