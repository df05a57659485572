import type {
  AdminMakeDto,
  GarageDto,
  ListingDto,
  MakeDto,
  SearchResult,
  TaxonomyChangeDto,
  TaxonomyImportDto,
  VehicleModelDto,
} from '@pitstop/contracts';
import { TaxonomyMessages } from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const tag = () => randomBytes(3).toString('hex');

/** The Vehicles tab's routes (/api/admin/taxonomy/...) with the real services and worker. */
describe('the taxonomy, kept by admins', () => {
  let stack: AdminStack;
  let user: SignedInUser;
  const http = () => request(stack.url);
  const asAdmin = <T extends request.Test>(req: T) => req.set('Cookie', stack.admin.cookie);
  const add = (level: string, body: object) =>
    asAdmin(http().post(`/api/admin/taxonomy/${level}`)).send(body);
  const added = async (level: string, body: object) =>
    ((await add(level, body).expect(201)).body as TaxonomyChangeDto).id;
  const makes = async () => (await http().get('/api/makes').expect(200)).body as MakeDto[];
  const models = async (makeId: string) =>
    (await http().get(`/api/models?makeId=${makeId}`).expect(200)).body as VehicleModelDto[];
  const tree = async () =>
    (await asAdmin(http().get('/api/admin/taxonomy')).expect(200)).body as AdminMakeDto[];

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'taxonomy-admin' });
    user = await registerUser(stack.url);
  }, 60_000);
  afterAll(() => stack?.close());

  it('is for admins only', async () => {
    await http().get('/api/admin/taxonomy').expect(401);
    await http().post('/api/admin/taxonomy/makes').send({ name: 'Nope' }).expect(401);
    await http().get('/api/admin/taxonomy').set('Cookie', user.cookie).expect(403);
    await http()
      .post('/api/admin/taxonomy/makes')
      .set('Cookie', user.cookie)
      .send({ name: 'Nope' })
      .expect(403);
    await http()
      .post('/api/admin/taxonomy/import-csv')
      .set('Cookie', user.cookie)
      .attach('csv', Buffer.from('make,model\nA,B\n'), 'v.csv')
      .expect(403);
  });

  it('shows the shipped data as its tree', async () => {
    const vw = (await tree()).find((m) => m.slug === 'volkswagen')!;
    const golf = vw.models.find((m) => m.slug === 'golf')!;
    expect(golf.generations.find((g) => g.slug === 'mk7')).toMatchObject({
      name: 'Mk7',
      yearStart: 2013,
      trims: expect.arrayContaining([expect.objectContaining({ name: 'GTI' })]),
    });
  });

  it('adds a make, a model, a generation and a trim; the picker shows them at once', async () => {
    const name = `Zeta ${tag()}`;
    const makeId = await added('makes', { name });
    expect((await makes()).map((m) => m.name)).toContain(name);
    const modelId = await added('models', { parentId: makeId, name: 'Roadster' });
    expect((await models(makeId)).map((m) => m.name)).toEqual(['Roadster']);
    const generationId = await added('generations', {
      parentId: modelId,
      name: 'Mk1',
      yearStart: 2020,
      yearEnd: null,
    });
    await added('trims', { parentId: generationId, name: 'Sport', bodyType: 'Coupe' });
    const trims = (await http().get(`/api/trims?generationId=${generationId}`).expect(200))
      .body as { name: string }[];
    expect(trims.map((t) => t.name)).toEqual(['Sport']);
    // The catalog files its admin actions with users through the outbox: a moment later.
    const audited = async () =>
      (
        (await asAdmin(http().get('/api/admin/audit?action=taxonomy.added')).expect(200)).body as {
          targetLabel: string;
          targetType: string;
        }[]
      ).filter((e) => e.targetLabel === name);
    expect(await eventually(audited, (e) => e.length > 0, 10_000)).toEqual([
      expect.objectContaining({ targetType: 'vehicle' }),
    ]);
  });

  it('refuses bad input with a message, and a duplicate name (any case) with 409', async () => {
    const name = `Dupe ${tag()}`;
    const makeId = await added('makes', { name });
    await add('makes', { name: name.toUpperCase() }).expect(409, {
      message: TaxonomyMessages.duplicate('make', name),
    });
    await add('makes', { name: '  ' }).expect(400, { message: TaxonomyMessages.nameRequired });
    await add('wheels', { name: 'X' }).expect(400, { message: TaxonomyMessages.levelUnknown });
    await add('models', { name: 'Orphan' }).expect(400, {
      message: TaxonomyMessages.parentRequired('make'),
    });
    const modelId = await added('models', { parentId: makeId, name: 'One' });
    await add('generations', {
      parentId: modelId,
      name: 'G1',
      yearStart: 2020,
      yearEnd: 2010,
    }).expect(400, { message: TaxonomyMessages.yearsOrder });
    await add('generations', { parentId: modelId, name: 'G1' }).expect(400, {
      message: TaxonomyMessages.yearsRequired,
    });
    await add('generations', { parentId: modelId, name: 'G1', yearStart: 'soon' }).expect(400);
  });

  it('renames a model: the picker and its listings read the new name; a sibling’s name is 409', async () => {
    const makeId = await added('makes', { name: `Rename ${tag()}` });
    const modelId = await added('models', { parentId: makeId, name: 'Colt' });
    await added('models', { parentId: makeId, name: 'Lancer' });
    const generationId = await added('generations', {
      parentId: modelId,
      name: 'Z30',
      yearStart: 2004,
      yearEnd: 2012,
    });
    const listing = await createApprovedListing(stack.url, user, stack.admin, {
      isDraft: false,
      visibility: 'public',
      isUniversalFit: false,
      vehicleFitment: { makeId, modelId, generationId, trimId: null },
    });
    await asAdmin(http().patch(`/api/admin/taxonomy/models/${modelId}`))
      .send({ name: 'Lancer' })
      .expect(409);
    const renamed = await asAdmin(http().patch(`/api/admin/taxonomy/models/${modelId}`))
      .send({ name: 'Colt Plus' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Colt Plus', listingsMoved: 1 });
    expect((await models(makeId)).map((m) => m.name)).toEqual(['Colt Plus', 'Lancer']);
    const read = await http().get(`/api/models3d/${listing.id}`).expect(200);
    expect(JSON.stringify(read.body)).toContain('Colt Plus');
  });

  it('merges a duplicate make: listings, garages and facets follow the survivor within seconds', async () => {
    const t = tag();
    const survivorId = await added('makes', { name: `Keep ${t}` });
    const survivorModel = await added('models', { parentId: survivorId, name: 'Golf' });
    const dupeId = await added('makes', { name: `Kept ${t}` });
    const dupeModel = await added('models', { parentId: dupeId, name: 'GOLF' });
    const dupeGeneration = await added('generations', {
      parentId: dupeModel,
      name: 'Mk9',
      yearStart: 2026,
    });
    const listing: ListingDto = await createApprovedListing(stack.url, user, stack.admin, {
      isDraft: false,
      visibility: 'public',
      isUniversalFit: false,
      vehicleFitment: {
        makeId: dupeId,
        modelId: dupeModel,
        generationId: dupeGeneration,
        trimId: null,
      },
    });
    const driver = await registerUser(stack.url);
    await http()
      .post('/api/garage')
      .set('Cookie', driver.cookie)
      .send({ makeId: dupeId, modelId: dupeModel, generationId: dupeGeneration, year: 2026 })
      .expect(201);
    const facets = async () =>
      (
        (
          await http()
            .get(`/api/search?q=${encodeURIComponent(listing.title)}`)
            .expect(200)
        ).body as SearchResult
      ).facets?.make ?? {};
    expect(await eventually(facets, (f) => f[`kept-${t}`] === 1, 10_000)).toMatchObject({
      [`kept-${t}`]: 1,
    });

    await asAdmin(http().post(`/api/admin/taxonomy/makes/${dupeId}/merge`))
      .send({ intoId: dupeId })
      .expect(400, { message: TaxonomyMessages.mergeIntoSelf });
    await asAdmin(http().post(`/api/admin/taxonomy/makes/${dupeId}/merge`))
      .send({ intoId: survivorModel })
      .expect(400, { message: TaxonomyMessages.mergeTarget('make') });
    const merged = await asAdmin(http().post(`/api/admin/taxonomy/makes/${dupeId}/merge`))
      .send({ intoId: survivorId })
      .expect(200);
    expect(merged.body).toMatchObject({ id: survivorId, listingsMoved: 1, garageVehiclesMoved: 1 });

    // The duplicate's model joined the survivor's model of the same name; its generation moved.
    expect((await makes()).map((m) => m.id)).not.toContain(dupeId);
    expect((await models(survivorId)).map((m) => m.id)).toEqual([survivorModel]);
    const read = (await http().get(`/api/models3d/${listing.id}`).expect(200)).body as ListingDto;
    expect(read.vehicleFitment).toMatchObject({
      makeId: survivorId,
      modelId: survivorModel,
      generationId: dupeGeneration,
    });
    const garage = (await http().get('/api/garage').set('Cookie', driver.cookie).expect(200))
      .body as GarageDto;
    expect(garage.vehicles[0]).toMatchObject({ makeId: survivorId, modelId: survivorModel });
    const after = await eventually(facets, (f) => f[`keep-${t}`] === 1, 10_000);
    expect(after[`keep-${t}`]).toBe(1);
    expect(after[`kept-${t}`]).toBeUndefined();
  });

  it('imports a taxonomy CSV in the background: progress, the bad row by line, and again changes nothing', async () => {
    const make = `Import ${tag()}`;
    const csv = [
      'make,model,generation,years,trim,body_type,drivetrain,engine',
      `${make},Alpha,A1,2001-2005,Base,Sedan,FWD,1.6L I4`,
      `${make},Alpha,A2,2006-,Sport,Sedan,AWD,2.0L Turbo I4`,
      `${make},Beta,B1,twenty,,,,`,
      `${make},Gamma,,,,,,`,
    ].join('\n');
    const upload = () =>
      asAdmin(http().post('/api/admin/taxonomy/import-csv')).attach(
        'csv',
        Buffer.from(csv),
        'vehicles.csv',
      );
    const first = await upload();
    expect([200, 202]).toContain(first.status);
    const status = async (id: string) =>
      (await asAdmin(http().get(`/api/admin/taxonomy/imports/${id}`)).expect(200))
        .body as TaxonomyImportDto;
    const done = await eventually(
      () => status((first.body as { id: string }).id),
      (s) => s.status === 'completed',
      15_000,
    );
    expect(done).toMatchObject({ rowsDone: 4, rowsTotal: 4, imported: 3, errors: 1 });
    expect(done.errorRows).toEqual([
      { line: 4, column: 'years', reason: `${TaxonomyMessages.yearsCell} ('twenty')` },
    ]);
    const imported = (await tree()).find((m) => m.name === make)!;
    // The bad row is left out whole; the others are in.
    expect(imported.models.map((m) => m.name)).toEqual(['Alpha', 'Gamma']);
    expect(imported.models[0]!.generations).toMatchObject([
      { name: 'A1', yearStart: 2001, yearEnd: 2005, trims: [{ name: 'Base', engine: '1.6L I4' }] },
      { name: 'A2', yearStart: 2006, yearEnd: null, trims: [{ name: 'Sport' }] },
    ]);
    expect((await makes()).map((m) => m.name)).toContain(make);

    const again = await upload();
    await eventually(
      () => status((again.body as { id: string }).id),
      (s) => s.status === 'completed',
      15_000,
    );
    expect((await tree()).find((m) => m.name === make)).toEqual(imported);
  });

  it('refuses a taxonomy file with a wrong header, saying which columns', async () => {
    const res = await asAdmin(http().post('/api/admin/taxonomy/import-csv'))
      .attach('csv', Buffer.from('maker,model\nA,B\n'), 'v.csv')
      .expect(400);
    expect((res.body as { message: string }).message).toBe(
      TaxonomyMessages.importColumns(['make'], ['maker']),
    );
  });
});
