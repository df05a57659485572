import { simpleParser, type AddressObject } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A mail as the test SMTP server received it (after its 250), parsed. */
export interface ReceivedMail {
  /** Envelope recipients, lower-case. */
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Map<string, unknown>;
}

/**
 * How the server answers: 'accept' every mail; 'refuse' every connection (421, as a server that
 * is down or overloaded answers: the client retries later); 'hold' keeps the DATA phase open
 * without answering (a slow server), until `release()` or the client goes away.
 */
export type InboxMode = 'accept' | 'refuse' | 'hold';

export interface TestInbox {
  /** smtp://127.0.0.1:<port>: what SMTP_URL is set to. */
  smtpUrl: string;
  port: number;
  /** Everything accepted so far, oldest first. */
  received: ReceivedMail[];
  /** Every accepted mail to this address so far. */
  mailsTo(address: string): ReceivedMail[];
  /**
   * The next mail to this address: the first one this call has not returned before for it
   * (waits for it to arrive). Rejects after timeoutMs.
   */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  setMode(mode: InboxMode): void;
  /** Resolves when a DATA phase is being held (mode 'hold'). */
  held(): Promise<void>;
  /** Answers the held DATA phases (250) and accepts their mails. */
  release(): void;
  /** Connections refused so far (mode 'refuse'). */
  refusals: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 (smtp-server, mailparser): the mail worker
 * sends to it over SMTP exactly as it would to a provider, and tests assert on what arrived.
 */
export async function startTestInbox(): Promise<TestInbox> {
  const received: ReceivedMail[] = [];
  const taken = new Map<string, number>();
  let waiters: (() => void)[] = [];
  let mode: InboxMode = 'accept';
  let holdWaiters: (() => void)[] = [];
  // By session: a client that goes away before the 250 has delivered nothing (RFC 5321 4.1.1.4).
  const heldAnswers = new Map<string, () => void>();

  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const wakeUp of woken) wakeUp();
  };

  const keep = async (raw: Buffer, recipients: string[]) => {
    const parsed = await simpleParser(raw);
    received.push({
      to: recipients,
      from: addressText(parsed.from),
      subject: parsed.subject ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      text: parsed.text ?? '',
      messageId: parsed.messageId ?? '',
      headers: parsed.headers as Map<string, unknown>,
    });
    wake();
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mode !== 'refuse') return callback();
      inbox.refusals += 1;
      const err = Object.assign(new Error('Service not available, try again later'), {
        responseCode: 421,
      });
      callback(err);
    },
    onClose(session) {
      heldAnswers.delete(session.id);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const answer = () => {
          keep(Buffer.concat(chunks), recipients).then(
            () => callback(),
            (err: Error) => callback(err),
          );
        };
        if (mode !== 'hold') return answer();
        heldAnswers.set(session.id, answer);
        const holds = holdWaiters;
        holdWaiters = [];
        for (const resolve of holds) resolve();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A test that forgets to close it does not keep jest's worker alive.
  server.server.unref();
  const port = (server.server.address() as AddressInfo).port;

  const inbox: TestInbox = {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refusals: 0,
    mailsTo: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    async next(address, timeoutMs = 15_000) {
      const key = address.toLowerCase();
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mails = inbox.mailsTo(key);
        const seen = taken.get(key) ?? 0;
        if (mails.length > seen) {
          taken.set(key, seen + 1);
          return mails[seen]!;
        }
        const left = until - Date.now();
        if (left <= 0)
          throw new Error(
            `No mail to ${address} within ${timeoutMs} ms (${received.length} received in all: ${received
              .map((m) => `${m.to.join(',')}: ${m.subject}`)
              .join('; ')})`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    setMode(next) {
      mode = next;
    },
    held: () => new Promise<void>((resolve) => holdWaiters.push(resolve)),
    release() {
      mode = 'accept';
      const answers = [...heldAnswers.values()];
      heldAnswers.clear();
      for (const answer of answers) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return inbox;
}

function addressText(from: AddressObject | AddressObject[] | undefined): string {
  if (!from) return '';
  return (Array.isArray(from) ? from : [from]).map((a) => a.text).join(', ');
}

/** The links of a mail's HTML part (href values, in order). */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}
