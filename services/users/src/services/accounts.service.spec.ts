import { AuthMessages, RpcErrorCode } from '@pitstop/contracts';
import type { UserEntity } from '../entities/user.entity.js';
import {
  EmailTakenError,
  type ChangeGuard,
  type NewUser,
  type UserChanges,
  type UserRepository,
} from '../repositories/user.repository.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { AccountsService } from './accounts.service.js';
import { SiteSettingsService } from './site-settings.service.js';
import type { SiteSettingsRepository } from '../repositories/site-settings.repository.js';

/** Settings as an admin left them: registration open unless a test closes it. */
function fakeSettings() {
  const state = {
    maintenanceMode: false,
    registrationOpen: true,
    updatedAt: new Date(0).toISOString(),
    updatedBy: null as string | null,
  };
  const repository = {
    get: async () => ({ ...state }),
    updateByAdmin: async () => null,
  } as unknown as SiteSettingsRepository;
  return { state, service: new SiteSettingsService(repository) };
}

/** Reversible 'hashing', so the rules can be tested without argon2's cost. */
class PlainHasher extends PasswordHasher {
  verified: string[] = [];
  hash = async (password: string) => `plain:${password}`;
  verify = async (hash: string, password: string) => {
    this.verified.push(hash);
    return hash === `plain:${password}`;
  };
  dummyHash = async () => 'plain:dummy';
}

function fakeUsers(): UserRepository & { rows: UserEntity[] } {
  const rows: UserEntity[] = [];
  let n = 0;
  const activeAdmins = () => rows.filter((u) => u.role === 'admin' && u.status === 'active').length;
  return {
    rows,
    findById: async (id: string) => rows.find((u) => u.id === id) ?? null,
    findByEmail: async (email: string) => rows.find((u) => u.email === email) ?? null,
    list: async () => ({ users: [...rows].reverse(), total: rows.length }),
    create: async (user: NewUser) => {
      if (rows.some((u) => u.email === user.email)) throw new EmailTakenError();
      const row = {
        id: user.id ?? `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
        profileImageUrl: null,
        status: 'active',
        createdAt: new Date('2026-01-02T03:04:05Z'),
        updatedAt: new Date(),
        ...user,
      } as UserEntity;
      rows.push(row);
      return row;
    },
    update: async (id: string, changes: UserChanges, guard?: ChangeGuard, actorId?: string) => {
      const row = rows.find((u) => u.id === id);
      if (!row) return null;
      guard?.({
        before: row,
        after: { ...row, ...changes } as UserEntity,
        activeAdmins: activeAdmins(),
        actor: rows.find((u) => u.id === actorId) ?? null,
      });
      return Object.assign(row, changes);
    },
  } as unknown as UserRepository & { rows: UserEntity[] };
}

const valid = {
  email: ' Maya@Example.COM ',
  password: 'secret1',
  firstName: 'Maya',
  lastName: 'O',
};

describe('AccountsService', () => {
  let users: ReturnType<typeof fakeUsers>;
  let hasher: PlainHasher;
  let service: AccountsService;
  let settings: ReturnType<typeof fakeSettings>;
  beforeEach(() => {
    users = fakeUsers();
    hasher = new PlainHasher();
    settings = fakeSettings();
    service = new AccountsService(users, hasher, settings.service);
  });

  it("refuses to register while registration is closed: 403 'Registration is closed'", async () => {
    settings.state.registrationOpen = false;
    await expect(service.register(valid)).rejects.toMatchObject({
      code: RpcErrorCode.Forbidden,
      message: 'Registration is closed',
    });
    expect(users.rows).toHaveLength(0);
  });

  it('registers with a normalised email and never returns the hash', async () => {
    const user = await service.register(valid);
    expect(user.email).toBe('maya@example.com');
    expect(user).not.toHaveProperty('passwordHash');
    expect(users.rows[0]!.passwordHash).toBe('plain:secret1');
  });

  it.each([
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ displayName: 'x'.repeat(61) }, 'Display name must be at most 60 characters'],
    [{ email: 'maya\u0000@example.com' }, 'Please enter a valid email address'],
    [{ firstName: 'Ma\u0000ya' }, 'First name contains characters that are not allowed'],
    [{ lastName: 'O\u001b' }, 'Last name contains characters that are not allowed'],
    [{ displayName: 'Boost\u0000' }, 'Display name contains characters that are not allowed'],
  ])('refuses %j with the product message', async (change, message) => {
    await expect(service.register({ ...valid, ...change } as never)).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
      message,
    });
    expect(users.rows).toHaveLength(0);
  });

  it('answers an unknown email like a wrong password, after checking a hash all the same', async () => {
    await service.register(valid);
    for (const attempt of [
      { email: 'who@example.com', password: 'secret1' },
      { email: 'maya@example.com', password: 'secret2' },
    ])
      await expect(service.verifyCredentials(attempt)).rejects.toMatchObject({
        code: RpcErrorCode.Unauthorized,
        message: AuthMessages.invalidCredentials,
      });
    expect(hasher.verified).toEqual(['plain:dummy', 'plain:secret1']);
  });

  it('answers an email with control characters as unknown, without a lookup', async () => {
    await expect(
      service.verifyCredentials({ email: 'maya\u0000@example.com', password: 'secret1' }),
    ).rejects.toMatchObject({
      code: RpcErrorCode.Unauthorized,
      message: AuthMessages.invalidCredentials,
    });
    expect(hasher.verified).toEqual([]);
  });

  it('refuses control characters in a profile with 400, changing nothing', async () => {
    const user = await service.register({ ...valid, displayName: 'Kept' });
    await expect(
      service.updateProfile({ userId: user.id, bio: 'Track rat\u0000' }),
    ).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
      message: 'Bio contains characters that are not allowed',
    });
    expect(users.rows[0]).toMatchObject({ displayName: 'Kept', bio: null });
  });

  it('names a suspension only to someone who knows the password', async () => {
    const user = await service.register(valid);
    users.rows[0]!.status = 'banned';
    await expect(
      service.verifyCredentials({ email: user.email, password: 'wrong!' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Unauthorized });
    await expect(
      service.verifyCredentials({ email: user.email, password: 'secret1' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden, message: AuthMessages.suspended });
  });

  it('lets only an active admin change users, and never the last active admin away', async () => {
    const admin = await service.register({ ...valid, email: 'a@x.io' });
    const user = await service.register({ ...valid, email: 'u@x.io' });
    users.rows[0]!.role = 'admin';
    await expect(
      service.adminUpdate({ actorId: user.id, userId: admin.id, status: 'banned' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden });
    await expect(
      service.adminUpdate({ actorId: admin.id, userId: admin.id, role: 'user' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Conflict, message: AuthMessages.lastAdmin });
    expect(
      await service.adminUpdate({ actorId: admin.id, userId: user.id, role: 'admin' }),
    ).toMatchObject({ role: 'admin' });
    expect(
      await service.adminUpdate({ actorId: admin.id, userId: admin.id, role: 'user' }),
    ).toMatchObject({ role: 'user' });
  });

  it('refuses profile changes from a suspended account', async () => {
    const user = await service.register(valid);
    users.rows[0]!.status = 'deleted';
    await expect(service.updateProfile({ userId: user.id, bio: 'hi' })).rejects.toMatchObject({
      code: RpcErrorCode.Forbidden,
    });
  });
});
