import { CatalogVin, RpcErrorCode, VIN_DECODE_TIMEOUT_MS, VinMessages } from '@pitstop/contracts';
import { CatalogHarness } from './catalog-harness.js';

/** Real VINs decoded with NHTSA's vPIC data, offline, and matched to the seeded taxonomy. */
describe('VIN decoding', () => {
  const harness = new CatalogHarness();
  beforeAll(() => harness.setup(), 60_000);
  afterAll(() => harness.teardown());

  const decode = (vin: string) =>
    harness.bus.request(CatalogVin.decode, { vin }, { timeoutMs: VIN_DECODE_TIMEOUT_MS });

  it('decodes a 2003 Honda Accord and matches make and model, the year built no generation of ours', async () => {
    const answer = await decode('1HGCM82633A004352');
    expect(answer).toMatchObject({ make: 'Honda', model: 'Accord', year: 2003 });
    expect(answer.matched).toMatchObject({
      makeName: 'Honda',
      modelName: 'Accord',
      generationId: null,
      trimId: null,
    });
    expect(answer.matched.makeId).toEqual(expect.any(String));
  }, 60_000);

  it('matches a 2020 Mustang GT down to its generation and trim', async () => {
    const answer = await decode('1fa6p8cf3l5100000');
    expect(answer).toMatchObject({ make: 'Ford', model: 'Mustang', year: 2020 });
    expect(answer.matched).toMatchObject({
      makeName: 'Ford',
      modelName: 'Mustang',
      generationName: 'S550',
      trimName: 'GT',
    });
  });

  it("finds BMW's 3 Series through vPIC's series, and the 328i as the trim", async () => {
    const answer = await decode('WBA8E9C54GK000000');
    expect(answer).toMatchObject({ make: 'BMW', model: '328i', year: 2016 });
    expect(answer.matched).toMatchObject({ modelName: '3 Series', trimName: '328i' });
  });

  it('reads only the make of a European VIN, which carries no model year', async () => {
    const answer = await decode('WVWZZZAUZHW000000');
    expect(answer).toMatchObject({ make: 'Volkswagen', model: null, year: null });
    expect(answer.matched).toMatchObject({ makeName: 'Volkswagen', modelId: null });
  });

  it('refuses a mistyped VIN before decoding it', async () => {
    await expect(decode('1HGCM82633A004353')).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
      message: VinMessages.checkDigit,
    });
    await expect(decode('1HGCM8263')).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
      message: VinMessages.length(9),
    });
  });
});
