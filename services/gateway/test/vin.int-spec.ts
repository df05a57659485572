import { VinMessages, type VinDecodeDto } from '@pitstop/contracts';
import pino from 'pino';
import request from 'supertest';
import { startGateway } from '../src/app.js';
import { startStack, type Stack } from '../../../test/support/stack.js';

/** GET /api/vin/{vin}: decoded by the catalog, offline, matched to the seeded taxonomy. */
describe('VIN → garage through the gateway', () => {
  let stack: Stack;
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
  }, 60_000);
  afterAll(() => stack?.close());

  it('answers a 400 that says what is wrong with a VIN', async () => {
    await http()
      .get('/api/vin/1HGCM82633A00435')
      .expect(400, { message: VinMessages.length(16) });
    await http().get('/api/vin/1HGCM82633A00435O').expect(400, { message: VinMessages.characters });
    await http().get('/api/vin/1HGCM82633A004353').expect(400, { message: VinMessages.checkDigit });
  });

  it('decodes a VIN to make, model, year and the taxonomy ids it matched, kept by no cache', async () => {
    const answer = await http().get('/api/vin/1FA6P8CF3L5100000').expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.body as VinDecodeDto;
    expect(body).toMatchObject({ make: 'Ford', model: 'Mustang', year: 2020 });
    expect(body.matched).toMatchObject({
      makeName: 'Ford',
      modelName: 'Mustang',
      generationName: 'S550',
      trimName: 'GT',
    });
    const generations = await http().get(`/api/generations?modelId=${body.matched.modelId}`);
    expect(generations.body).toContainEqual(
      expect.objectContaining({ id: body.matched.generationId, name: 'S550' }),
    );
  }, 60_000);

  it('never writes the VIN into the request log, decoded or refused', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const gateway = await startGateway(stack.gateway.config, logger, { port: 0 });
    try {
      await request(gateway.url).get('/api/vin/1FA6P8CF3L5100000').expect(200);
      await request(gateway.url).get('/api/vin/1FA6P8CF3L5100001').expect(400);
    } finally {
      await gateway.close();
    }
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/api/vin/:vin', status: 200 },
      { path: '/api/vin/:vin', status: 400 },
    ]);
    expect(lines.join('\n')).not.toMatch(/1FA6P8CF3L510000/i);
  }, 60_000);
});
