import { GarageMessages as M, RpcErrorCode } from '@pitstop/contracts';
import type { GarageVehicleRow, TaxonomyChain } from '../domain/garage-vehicle.js';
import type { GarageRepository } from '../repositories/garage.repository.js';
import { GarageService } from './garage.service.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const USER = id(100);
const CHAIN: TaxonomyChain = {
  make: { id: id(1), name: 'Volkswagen' },
  model: { id: id(2), makeId: id(1), name: 'Golf' },
  generations: [{ id: id(3), name: 'Mk7', yearStart: 2013, yearEnd: 2020 }],
  trim: null,
};
const ROW = { id: id(9), createdAt: new Date(0) } as GarageVehicleRow;

function serviceWith(overrides: Partial<Record<keyof GarageRepository, unknown>> = {}) {
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    (method: string, answer: unknown) =>
    async (...args: unknown[]) => {
      calls.push({ method, args });
      return answer;
    };
  const repository = {
    taxonomyChain: record('taxonomyChain', CHAIN),
    add: record('add', { vehicle: ROW }),
    update: record('update', ROW),
    remove: record('remove', true),
    list: record('list', []),
    ...overrides,
  } as unknown as GarageRepository;
  return { service: new GarageService(repository), calls };
}

describe('GarageService', () => {
  it('adds a checked vehicle, active unless asked otherwise, up to the limit', async () => {
    const { service, calls } = serviceWith();
    await service.add({
      userId: USER,
      vehicle: { makeId: id(1), modelId: id(2), year: 2016, nickname: ' Daily ' },
    });
    expect(calls.at(-1)).toEqual({
      method: 'add',
      args: [
        USER,
        {
          makeId: id(1),
          modelId: id(2),
          generationId: id(3),
          year: 2016,
          trimId: null,
          nickname: 'Daily',
        },
        true,
        10,
      ],
    });
    await service.add({
      userId: USER,
      vehicle: { makeId: id(1), modelId: id(2), generationId: id(3), isActive: false },
    });
    expect(calls.at(-1)!.args[2]).toBe(false);
  });

  it('says the garage is full as a conflict', async () => {
    const { service } = serviceWith({ add: async () => ({ full: true }) });
    await expect(
      service.add({ userId: USER, vehicle: { makeId: id(1), modelId: id(2), year: 2016 } }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Conflict, message: M.full });
  });

  it('refuses a vehicle from an account deleted while the request was on its way', async () => {
    const { service } = serviceWith({ add: async () => ({ accountDeleted: true }) });
    await expect(
      service.add({ userId: USER, vehicle: { makeId: id(1), modelId: id(2), year: 2016 } }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Unauthorized });
  });

  it('refuses a vehicle that is not one car before writing anything', async () => {
    const { service, calls } = serviceWith();
    await expect(
      service.add({ userId: USER, vehicle: { makeId: id(1), modelId: id(2), year: 2022 } }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest });
    await expect(service.add({ userId: USER, vehicle: undefined as never })).rejects.toMatchObject({
      message: M.vehicleRequired,
    });
    expect(calls.map((c) => c.method)).not.toContain('add');
  });

  it('changes only what is sent, and never leaves a garage without its active vehicle', async () => {
    const { service, calls } = serviceWith();
    await service.update({ userId: USER, vehicleId: id(9), changes: { isActive: true } });
    expect(calls.at(-1)!.args).toEqual([USER, id(9), { nickname: undefined, activate: true }]);
    await expect(
      service.update({ userId: USER, vehicleId: id(9), changes: { isActive: false } }),
    ).rejects.toMatchObject({ message: M.cannotDeactivate });
    await expect(
      service.update({ userId: USER, vehicleId: id(9), changes: {} }),
    ).rejects.toMatchObject({ message: M.nothingToChange });
    expect(calls.filter((c) => c.method === 'update')).toHaveLength(1);
  });

  it("answers not found for someone else's vehicle", async () => {
    const { service } = serviceWith({ update: async () => null, remove: async () => false });
    await expect(
      service.update({ userId: USER, vehicleId: id(9), changes: { nickname: 'x' } }),
    ).rejects.toMatchObject({ code: RpcErrorCode.NotFound, message: M.notFound });
    await expect(service.remove({ userId: USER, vehicleId: id(9) })).rejects.toMatchObject({
      code: RpcErrorCode.NotFound,
    });
  });
});
