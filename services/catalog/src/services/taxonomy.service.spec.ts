import { RpcErrorCode } from '@pitstop/contracts';
import type { GenerationDto, TrimDto, VehicleModelDto } from '@pitstop/contracts';
import type { TaxonomyRepository } from '../repositories/taxonomy.repository.js';
import { TaxonomyService } from './taxonomy.service.js';

const MAKE = '11111111-1111-4111-8111-111111111111';
const MODEL = '22222222-2222-4222-8222-222222222222';
const GENERATION = '33333333-3333-4333-8333-333333333333';
const EMPTY_GENERATION = '44444444-4444-4444-8444-444444444444';

/** An in-memory taxonomy with one make, model and generation, plus a generation without trims. */
function fakeRepository(): TaxonomyRepository {
  const models: VehicleModelDto[] = [
    { id: MODEL, makeId: MAKE, name: 'Golf', slug: 'golf', yearStart: 2013, yearEnd: null },
  ];
  const generations: GenerationDto[] = [
    { id: GENERATION, modelId: MODEL, name: 'Mk7', slug: 'mk7', yearStart: 2013, yearEnd: 2020 },
  ];
  const trims: TrimDto[] = [
    {
      id: 't1',
      generationId: GENERATION,
      name: 'GTI',
      slug: 'gti',
      bodyType: 'Hatchback',
      drivetrain: 'FWD',
      engine: '2.0L Turbo I4',
    },
  ];
  return {
    listMakes: async () => [
      { id: MAKE, name: 'Volkswagen', slug: 'volkswagen' },
      { id: 'm2', name: 'Lada', slug: 'lada' },
    ],
    visibleListingsPerMake: async () => new Map([[MAKE, 7]]),
    makeExists: async (id: string) => id === MAKE,
    listModels: async (makeId: string) => models.filter((m) => m.makeId === makeId),
    modelExists: async (id: string) => id === MODEL,
    listGenerations: async (modelId: string) => generations.filter((g) => g.modelId === modelId),
    generationExists: async (id: string) => id === GENERATION || id === EMPTY_GENERATION,
    listTrims: async (generationId: string) => trims.filter((t) => t.generationId === generationId),
    listCategories: async () => [],
  } as unknown as TaxonomyRepository;
}

describe('TaxonomyService', () => {
  const service = new TaxonomyService(fakeRepository());

  it('lists makes with their number of visible listings', async () => {
    expect(await service.listMakes()).toEqual([
      { id: MAKE, name: 'Volkswagen', slug: 'volkswagen', modelCount: 7 },
      { id: 'm2', name: 'Lada', slug: 'lada', modelCount: 0 },
    ]);
  });

  it('walks make → model → generation → trim', async () => {
    const [model] = await service.listModels(MAKE);
    const [generation] = await service.listGenerations(model!.id);
    const trims = await service.listTrims(generation!.id);
    expect(trims.map((t) => t.name)).toEqual(['GTI']);
  });

  it('accepts upper-case ids', async () => {
    expect(await service.listModels(MAKE.toUpperCase())).toHaveLength(1);
  });

  it.each([
    ['missing', undefined, 'makeId is required'],
    ['empty', '', 'makeId is required'],
    ['malformed', 'golf', 'makeId must be a UUID'],
    ['not a string', 42, 'makeId must be a UUID'],
  ])('rejects a %s make id as bad input', async (_case, makeId, message) => {
    await expect(service.listModels(makeId)).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
      message,
    });
  });

  it('says which parent does not exist', async () => {
    const unknown = '99999999-9999-4999-8999-999999999999';
    await expect(service.listModels(unknown)).rejects.toMatchObject({
      code: RpcErrorCode.NotFound,
      message: 'Make not found',
    });
    await expect(service.listGenerations(unknown)).rejects.toMatchObject({
      message: 'Vehicle model not found',
    });
    await expect(service.listTrims(unknown)).rejects.toMatchObject({
      message: 'Generation not found',
    });
  });

  it('returns an empty list for a parent that exists but has no children', async () => {
    expect(await service.listTrims(EMPTY_GENERATION)).toEqual([]);
  });
});
