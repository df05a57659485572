import { UsersMailEvents, type MailMessage } from '@pitstop/contracts';
import { MessagingClient, RedisStreamsClient } from '@pitstop/messaging';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { uniqueEmail } from '../support/accounts.js';
import {
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
} from '../support/service-process.js';
import { startStack, type Stack } from '../support/stack.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Issue 33: the users worker is SIGKILLed while the SMTP server holds the DATA phase of a mail
// open (the message is on the wire, the server has not said 250). The server drops what it did
// not accept; after a new worker starts, BullMQ finds the job stalled and the mail is sent,
// once: nothing lost, nothing doubled. (A kill after the 250 and before the sent record could
// send it again, with the same Message-ID: docs/architecture.md, Mail. This test kills before.)
describe('a mail worker killed mid-send', () => {
  let stack: Stack;
  let bus: MessagingClient;
  const workers: ServiceProcess[] = [];

  const startWorker = async () => {
    const worker = await startServiceProcess(
      'users',
      {
        DATABASE_URL: stack.databaseUrl,
        REDIS_URL,
        BUS_NAMESPACE: stack.namespace,
        SMTP_URL: stack.inbox.smtpUrl,
        PUBLIC_URL: 'https://pitstop.test',
        MAIL_ATTEMPTS: '5',
        MAIL_BACKOFF_MS: '500',
      },
      'worker',
    );
    workers.push(worker);
    await worker.ready();
    return worker;
  };

  beforeAll(async () => {
    stack = await startStack({ services: ['users'], usersWorker: false });
    bus = new MessagingClient(
      new RedisStreamsClient({ redisUrl: REDIS_URL, namespace: stack.namespace, caller: 'test' }),
    );
  }, 60_000);
  afterAll(async () => {
    for (const worker of workers) await stopServiceProcess(worker);
    await bus?.transport.close();
    await stack?.close();
  });

  it('sends the mail exactly once after a new worker takes over', async () => {
    const first = await startWorker();
    const to = uniqueEmail('killed');
    const message: MailMessage = {
      kind: 'password-changed',
      key: `fault:killed:${randomBytes(6).toString('hex')}`,
      to: { email: to, name: 'Niki' },
      data: {},
    };

    stack.inbox.setMode('hold');
    const held = stack.inbox.held();
    await bus.emit(UsersMailEvents.mailRequested, message);
    await held; // the worker has sent DATA and waits for the 250
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    stack.inbox.setMode('accept');
    expect(stack.inbox.mailsTo(to)).toHaveLength(0);

    await startWorker();
    // BullMQ takes the dead worker's job back in two stalled checks (every 30 s) after its lock
    // expired (30 s after its last renewal): a check marks the job, the next one moves it back
    // to wait. Up to 90 s after the kill, and the new worker's start on top (67–95 s seen).
    const mail = await stack.inbox.next(to, 150_000);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('Hi Niki,');

    // Nothing more comes: not the held copy, not a retry.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(stack.inbox.mailsTo(to)).toHaveLength(1);
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT message_id FROM users.sent_mail WHERE message_key = $1',
        [message.key],
      );
      expect(rows).toEqual([{ message_id: mail.messageId }]);
    } finally {
      await client.end();
    }
  }, 210_000);
});
