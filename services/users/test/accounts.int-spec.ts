import { createLogger } from '@pitstop/common';
import {
  DEMO_ACCOUNTS,
  UsersAccounts,
  UsersEvents,
  type UserUpdatedEvent,
} from '@pitstop/contracts';
import { MessagingClient, RedisStreamsClient, createRedis } from '@pitstop/messaging';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPrivateDatabase } from '../../../test/support/database.js';
import { deleteBusNamespace } from '../../../test/support/bus.js';
import { startUsers } from '../src/app.js';
import { loadUsersConfig } from '../src/config.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = createLogger('test', 'silent');

/** The users service on a database of its own, talked to over the real bus. */
describe('users service', () => {
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  const namespace = `users-${randomBytes(4).toString('hex')}`;
  const bus = new MessagingClient(
    new RedisStreamsClient({ redisUrl: REDIS_URL, namespace, caller: 'test' }),
  );
  const start = (env: Record<string, string> = {}) =>
    startUsers(
      loadUsersConfig({
        ...process.env,
        DATABASE_URL: database.url,
        BUS_NAMESPACE: namespace,
        ...env,
      }),
      logger,
      { healthPort: null, bus: { blockMs: 500 } },
    );
  const query = async <T>(sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createPrivateDatabase();
  });
  afterAll(async () => {
    await bus.transport.close();
    await deleteBusNamespace(namespace, REDIS_URL);
    await database?.drop();
  });

  it('stores argon2id hashes with at least 19 MiB and 2 iterations, one salt per user', async () => {
    const service = await start();
    try {
      const password = 'same-password';
      for (const n of [1, 2])
        await bus.request(UsersAccounts.register, {
          email: `hash-${n}@pitstop.test`,
          password,
          firstName: 'H',
          lastName: 'S',
        });
      const rows = await query<{ password_hash: string }>(
        `SELECT password_hash FROM users.user_account WHERE email LIKE 'hash-%' ORDER BY email`,
      );
      for (const { password_hash } of rows) {
        const [, algorithm, , params] = password_hash.split('$');
        expect(algorithm).toBe('argon2id');
        const settings = Object.fromEntries(params!.split(',').map((kv) => kv.split('=')));
        expect(Number(settings.m)).toBeGreaterThanOrEqual(19 * 1024);
        expect(Number(settings.t)).toBeGreaterThanOrEqual(2);
        expect(password_hash).not.toContain(password);
      }
      expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
    } finally {
      await service.close();
    }
  });

  it('announces every change as users.user.updated, without the email', async () => {
    const redis = createRedis(REDIS_URL, 'test-reader');
    const service = await start();
    try {
      const user = await bus.request(UsersAccounts.register, {
        email: 'events@pitstop.test',
        password: 'events-pass',
        firstName: 'Eve',
        lastName: 'Vent',
      });
      await bus.request(UsersAccounts.updateProfile, { userId: user.id, displayName: 'Evie' });

      const stream = `${namespace}:evt:${UsersEvents.userUpdated.topic}`;
      const events = async () =>
        (await redis.xrange(stream, '-', '+'))
          .map(([, fields]) => JSON.parse(fields[fields.indexOf('d') + 1]!) as UserUpdatedEvent)
          .filter((e) => e.user.id === user.id);
      // published by the outbox right after each commit
      for (let i = 0; i < 50 && (await events()).length < 2; i++)
        await new Promise((r) => setTimeout(r, 50));
      const published = await events();
      expect(published.map((e) => e.user.displayName)).toEqual([null, 'Evie']);
      expect(JSON.stringify(published)).not.toContain('events@pitstop.test');
      const outbox = await query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users.outbox_message',
      );
      expect(outbox[0]!.n).toBe(0);
    } finally {
      await service.close();
      redis.disconnect();
    }
  });

  it('publishes events written while the bus was unreachable once the service runs again', async () => {
    // A committed change whose event was never published (the process died in between).
    await query(`INSERT INTO users.outbox_message (topic, payload) VALUES ($1, $2)`, [
      UsersEvents.userUpdated.topic,
      JSON.stringify({ user: { id: 'left-behind' }, updatedAt: 'x' }),
    ]);
    const redis = createRedis(REDIS_URL, 'test-reader');
    const service = await start();
    try {
      const stream = `${namespace}:evt:${UsersEvents.userUpdated.topic}`;
      const found = async () =>
        (await redis.xrange(stream, '-', '+')).some(([, f]) => f.join().includes('left-behind'));
      for (let i = 0; i < 60 && !(await found()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await found()).toBe(true);
    } finally {
      await service.close();
      redis.disconnect();
    }
  });

  it('ADMIN_EMAIL + ADMIN_PASSWORD promote an existing account and set its password', async () => {
    let service = await start();
    await bus.request(UsersAccounts.register, {
      email: 'Owner@Pitstop.test',
      password: 'old-password',
      firstName: 'Olga',
      lastName: 'Owner',
    });
    await service.close();

    service = await start({ ADMIN_EMAIL: 'owner@pitstop.test', ADMIN_PASSWORD: 'new-password' });
    try {
      const admin = await bus.request(UsersAccounts.verifyCredentials, {
        email: 'owner@pitstop.test',
        password: 'new-password',
      });
      expect(admin).toMatchObject({ role: 'admin', status: 'active', firstName: 'Olga' });
      await expect(
        bus.request(UsersAccounts.verifyCredentials, {
          email: 'owner@pitstop.test',
          password: 'old-password',
        }),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    } finally {
      await service.close();
    }
  });

  it('ADMIN_EMAIL creates the admin when there is no such account, on several instances at once', async () => {
    const env = { ADMIN_EMAIL: 'fresh-admin@pitstop.test', ADMIN_PASSWORD: 'fresh-admin-pw' };
    const services = await Promise.all([start(env), start(env)]);
    try {
      const rows = await query<{ role: string }>(
        `SELECT role FROM users.user_account WHERE email = 'fresh-admin@pitstop.test'`,
      );
      expect(rows).toEqual([{ role: 'admin' }]);
    } finally {
      await Promise.all(services.map((s) => s.close()));
    }
  });

  it('refuses to start with only one of ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    expect(() => loadUsersConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadUsersConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).ADMIN_EMAIL).toBeUndefined();
  });

  it('seeds the demo accounts once, however often it starts', async () => {
    for (let i = 0; i < 2; i++) await (await start({ USERS_SEED_DEMO: 'true' })).close();
    const service = await start({ USERS_SEED_DEMO: 'true' });
    try {
      const rows = await query<{ id: string; role: string }>(
        `SELECT id, role FROM users.user_account WHERE email LIKE '%@pitstop.test' AND id = ANY($1)`,
        [DEMO_ACCOUNTS.map((a) => a.id)],
      );
      expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
      for (const account of DEMO_ACCOUNTS) {
        const user = await bus.request(UsersAccounts.verifyCredentials, {
          email: account.email,
          password: account.password,
        });
        expect(user).toMatchObject({ id: account.id, role: account.role });
      }
    } finally {
      await service.close();
    }
  });
});
