import { RpcErrorCode, type SiteSettingsDto } from '@pitstop/contracts';
import type { SiteSettingsRepository } from '../repositories/site-settings.repository.js';
import { SiteSettingsService } from './site-settings.service.js';

const ADMIN = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const USER = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002';

/** The repository's rule: only an active admin's change is written. */
function fakeRepository() {
  let state: SiteSettingsDto = {
    maintenanceMode: false,
    registrationOpen: true,
    updatedAt: new Date(0).toISOString(),
    updatedBy: null,
  };
  return {
    get: async () => state,
    updateByAdmin: async (actorId: string, changes: Partial<SiteSettingsDto>) => {
      if (actorId !== ADMIN) return null;
      state = { ...state, ...changes, updatedBy: actorId, updatedAt: new Date().toISOString() };
      return state;
    },
  } as unknown as SiteSettingsRepository;
}

describe('SiteSettingsService', () => {
  let service: SiteSettingsService;
  beforeEach(() => {
    service = new SiteSettingsService(fakeRepository());
  });

  it('saves an admin change with who made it', async () => {
    const saved = await service.update({ actorId: ADMIN, changes: { maintenanceMode: true } });
    expect(saved).toMatchObject({
      maintenanceMode: true,
      registrationOpen: true,
      updatedBy: ADMIN,
    });
  });

  it('refuses a non-admin (403) and bad changes (400)', async () => {
    await expect(
      service.update({ actorId: USER, changes: { registrationOpen: false } }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden });
    await expect(service.update({ actorId: ADMIN, changes: {} })).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
    });
    await expect(
      service.update({ actorId: ADMIN, changes: { maintenanceMode: 'on' as never } }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest });
    expect((await service.get()).registrationOpen).toBe(true);
  });

  it("says 'Registration is closed' once an admin closed it", async () => {
    await expect(service.assertRegistrationOpen()).resolves.toBeUndefined();
    await service.update({ actorId: ADMIN, changes: { registrationOpen: false } });
    await expect(service.assertRegistrationOpen()).rejects.toMatchObject({
      code: RpcErrorCode.Forbidden,
      message: 'Registration is closed',
    });
  });
});
