import {
  GarageMessages as M,
  type GarageDto,
  type GarageVehicleDto,
  type GarageVehicleInput,
  type TrimDto,
} from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { fitmentOf } from '../../../test/support/listings.js';
import { startStack, type Stack } from '../../../test/support/stack.js';

const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';

/** My garage through the gateway, with the real catalog and its seeded taxonomy. */
describe('my garage through the gateway', () => {
  let stack: Stack;
  const http = () => request(stack.url);
  let golfMk7: { makeId: string; modelId: string; generationId: string };
  let golfMk8: { makeId: string; modelId: string; generationId: string };
  let mk7Gti: TrimDto;
  let mk8Gti: TrimDto;
  let mustang: { makeId: string; modelId: string; generationId: string };

  beforeAll(async () => {
    stack = await startStack({ services: ['users', 'catalog'] });
    const mk7 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    const mk8 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk8');
    golfMk7 = { makeId: mk7.makeId, modelId: mk7.modelId, generationId: mk7.generationId };
    golfMk8 = { makeId: mk8.makeId, modelId: mk8.modelId, generationId: mk8.generationId };
    const trims = async (generationId: string) =>
      (await http().get(`/api/trims?generationId=${generationId}`).expect(200)).body as TrimDto[];
    mk7Gti = (await trims(golfMk7.generationId)).find((t) => t.name === 'GTI')!;
    mk8Gti = (await trims(golfMk8.generationId)).find((t) => t.name === 'GTI')!;
    const s550 = await fitmentOf(stack.url, 'ford', 'mustang', 's550');
    mustang = { makeId: s550.makeId, modelId: s550.modelId, generationId: s550.generationId };
  }, 60_000);
  afterAll(() => stack?.close());

  const garageOf = async (who: SignedInUser): Promise<GarageDto> =>
    (await http().get('/api/garage').set('Cookie', who.cookie).expect(200)).body as GarageDto;
  const add = (who: SignedInUser, vehicle: Partial<GarageVehicleInput>) =>
    http().post('/api/garage').set('Cookie', who.cookie).send(vehicle);
  const change = (who: SignedInUser, vehicleId: string, body: object) =>
    http().patch(`/api/garage/${vehicleId}`).set('Cookie', who.cookie).send(body);
  const remove = (who: SignedInUser, vehicleId: string) =>
    http().delete(`/api/garage/${vehicleId}`).set('Cookie', who.cookie);

  it('needs a signed-in user', async () => {
    await http().get('/api/garage').expect(401, { message: 'Unauthorized' });
    await http()
      .post('/api/garage')
      .send({ ...golfMk7, year: 2017 })
      .expect(401);
    await http().patch(`/api/garage/${UNKNOWN_ID}`).send({ isActive: true }).expect(401);
    await http().delete(`/api/garage/${UNKNOWN_ID}`).expect(401);
  });

  it("keeps a picked car (make, model, year, trim) with its generation's names, active", async () => {
    const driver = await registerUser(stack.url);
    expect(await garageOf(driver)).toEqual({ vehicles: [], activeVehicleId: null, limit: 10 });

    const res = await add(driver, {
      makeId: golfMk7.makeId,
      modelId: golfMk7.modelId,
      year: 2017,
      trimId: mk7Gti.id,
      nickname: '  Weekend car  ',
    }).expect(201);
    const vehicle = res.body as GarageVehicleDto;
    expect(vehicle).toMatchObject({
      makeName: 'Volkswagen',
      makeSlug: 'volkswagen',
      modelName: 'Golf',
      modelSlug: 'golf',
      generationId: golfMk7.generationId,
      generationName: 'Mk7',
      generationYearStart: 2013,
      generationYearEnd: 2020,
      year: 2017,
      trimId: mk7Gti.id,
      trimName: 'GTI',
      nickname: 'Weekend car',
      isActive: true,
    });
    expect(await garageOf(driver)).toEqual({
      vehicles: [vehicle],
      activeVehicleId: vehicle.id,
      limit: 10,
    });

    // The same car again (the picker saved twice) is the one already there.
    const again = await add(driver, {
      makeId: golfMk7.makeId,
      modelId: golfMk7.modelId,
      year: 2017,
      trimId: mk7Gti.id,
    }).expect(201);
    expect((again.body as GarageVehicleDto).id).toBe(vehicle.id);
    expect((await garageOf(driver)).vehicles).toHaveLength(1);
  });

  it('takes a generation alone, and leaves a changeover year without one', async () => {
    const driver = await registerUser(stack.url);
    const byGeneration = (await add(driver, golfMk8).expect(201)).body as GarageVehicleDto;
    expect(byGeneration).toMatchObject({ generationName: 'Mk8', year: null, trimId: null });
    // 2020: the last Mk7 and the first Mk8.
    const changeover = (
      await add(driver, { makeId: golfMk7.makeId, modelId: golfMk7.modelId, year: 2020 }).expect(
        201,
      )
    ).body as GarageVehicleDto;
    expect(changeover).toMatchObject({ generationId: null, generationName: null, year: 2020 });
  });

  it('switches the active vehicle in one call, renames, and always keeps one active', async () => {
    const driver = await registerUser(stack.url);
    const golf = (await add(driver, { ...golfMk7, year: 2016 }).expect(201))
      .body as GarageVehicleDto;
    const mustangS550 = (await add(driver, { ...mustang, nickname: 'Pony' }).expect(201))
      .body as GarageVehicleDto;
    // A new vehicle becomes the active one, unless asked not to.
    expect((await garageOf(driver)).activeVehicleId).toBe(mustangS550.id);
    const quiet = (await add(driver, { ...golfMk8, isActive: false }).expect(201))
      .body as GarageVehicleDto;
    expect(quiet.isActive).toBe(false);
    expect((await garageOf(driver)).activeVehicleId).toBe(mustangS550.id);

    const switched = await change(driver, golf.id, { isActive: true }).expect(200);
    expect(switched.body).toMatchObject({ id: golf.id, isActive: true });
    const garage = await garageOf(driver);
    expect(garage.activeVehicleId).toBe(golf.id);
    expect(garage.vehicles.filter((v) => v.isActive).map((v) => v.id)).toEqual([golf.id]);

    await change(driver, mustangS550.id, { nickname: '  Track toy ' })
      .expect(200)
      .expect((res) => expect(res.body).toMatchObject({ nickname: 'Track toy', isActive: false }));
    await change(driver, mustangS550.id, { nickname: '' })
      .expect(200)
      .expect((res) => expect(res.body).toMatchObject({ nickname: null }));

    await change(driver, golf.id, { isActive: false }).expect(400, {
      message: M.cannotDeactivate,
    });
    await change(driver, golf.id, {}).expect(400, { message: M.nothingToChange });
    expect((await garageOf(driver)).activeVehicleId).toBe(golf.id);

    // Removing the active vehicle hands over to the newest other; the last leaves none.
    const afterRemove = (await remove(driver, golf.id).expect(200)).body as GarageDto;
    expect(afterRemove.activeVehicleId).toBe(quiet.id);
    expect(afterRemove.vehicles.map((v) => v.id)).toEqual([mustangS550.id, quiet.id]);
    await remove(driver, quiet.id).expect(200);
    const last = (await remove(driver, mustangS550.id).expect(200)).body as GarageDto;
    expect(last).toEqual({ vehicles: [], activeVehicleId: null, limit: 10 });
  });

  it("lets nobody see, change or remove another user's vehicle (404, nothing changed)", async () => {
    const owner = await registerUser(stack.url);
    const other = await registerUser(stack.url);
    const vehicle = (await add(owner, { ...golfMk7, year: 2015, nickname: 'Mine' }).expect(201))
      .body as GarageVehicleDto;
    await add(other, { ...mustang }).expect(201);

    expect((await garageOf(other)).vehicles.map((v) => v.id)).not.toContain(vehicle.id);
    await change(other, vehicle.id, { nickname: 'Stolen' }).expect(404, { message: M.notFound });
    await change(other, vehicle.id, { isActive: true }).expect(404, { message: M.notFound });
    await remove(other, vehicle.id).expect(404, { message: M.notFound });
    await change(owner, UNKNOWN_ID, { isActive: true }).expect(404, { message: M.notFound });
    await remove(owner, 'not-a-vehicle').expect(404, { message: M.notFound });

    const garage = await garageOf(owner);
    expect(garage.vehicles).toEqual([vehicle]);
    expect((await garageOf(other)).activeVehicleId).not.toBe(vehicle.id);
  });

  it('refuses a make, model, generation, year and trim that do not belong together', async () => {
    const driver = await registerUser(stack.url);
    const refusals: [Partial<GarageVehicleInput>, string][] = [
      [{ ...golfMk7, makeId: UNKNOWN_ID }, M.makeUnknown],
      [{ ...golfMk7, makeId: mustang.makeId }, M.modelNotOfMake('Ford')],
      [{ ...golfMk7, generationId: mustang.generationId }, M.generationNotOfModel('Golf')],
      [{ ...golfMk8, trimId: mk7Gti.id }, M.trimNotOf('Golf Mk8')],
      [{ ...golfMk7, year: 2023 }, M.yearOutsideGeneration('Golf Mk7', '2013–2020', 2023)],
      [
        { makeId: golfMk7.makeId, modelId: golfMk7.modelId, year: 1990 },
        M.yearNotBuilt('Golf', 1990),
      ],
      [{ makeId: golfMk7.makeId, modelId: golfMk7.modelId }, M.generationOrYearRequired],
      [{ makeId: golfMk7.makeId, modelId: golfMk7.modelId, year: 2017.5 }, M.yearInvalid],
      [{ ...golfMk7, nickname: 'x'.repeat(41) }, M.nicknameTooLong],
      [{ ...golfMk7, isActive: 'yes' as unknown as boolean }, M.isActiveInvalid],
      [{ modelId: golfMk7.modelId, year: 2017 }, 'makeId must be a UUID'],
    ];
    for (const [vehicle, message] of refusals)
      await add(driver, vehicle)
        .expect(400)
        .expect((res) =>
          expect({ vehicle, body: res.body }).toEqual({ vehicle, body: { message } }),
        );
    expect((await garageOf(driver)).vehicles).toEqual([]);

    // The trim of the right generation is taken with it.
    await add(driver, { ...golfMk8, trimId: mk8Gti.id }).expect(201);
  });

  it('holds 10 vehicles and says so when an 11th comes, even all at once', async () => {
    const driver = await registerUser(stack.url);
    const golfYear = (year: number) => ({
      makeId: golfMk7.makeId,
      modelId: golfMk7.modelId,
      year,
    });
    // Mk7 years 2014–2019 and Mk8 ones 2021–2023: nine different cars.
    for (const year of [2014, 2015, 2016, 2017, 2018, 2019, 2021, 2022, 2023])
      await add(driver, golfYear(year)).expect(201);

    // Three more at once: exactly one fits.
    const answers = await Promise.all([
      add(driver, mustang),
      add(driver, golfMk8),
      add(driver, golfYear(2024)),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409))
      expect(res.body).toEqual({ message: M.full });
    expect(M.full).toBe('Your garage is full: it holds 10 vehicles. Remove one to add another.');

    const garage = await garageOf(driver);
    expect(garage.vehicles).toHaveLength(10);
    // A car already there is no new vehicle: the full garage answers it as it is.
    await add(driver, golfYear(2014)).expect(201);
    await add(driver, { ...mustang, generationId: mustang.generationId, year: 2016 }).expect(409, {
      message: M.full,
    });

    await remove(driver, garage.vehicles[0]!.id).expect(200);
    await add(driver, { ...mustang, year: 2016 }).expect(201);
    expect((await garageOf(driver)).vehicles).toHaveLength(10);
  });
});
