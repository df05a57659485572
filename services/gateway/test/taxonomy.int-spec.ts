import { randomUUID } from 'node:crypto';
import type {
  CategoryDto,
  GenerationDto,
  MakeDto,
  TrimDto,
  VehicleModelDto,
} from '@pitstop/contracts';
import request from 'supertest';
import { startStack, type Stack } from '../../../test/support/stack.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';

describe('vehicle taxonomy through the gateway', () => {
  let stack: Stack;
  const api = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
  });
  afterAll(() => stack.close());

  async function findBySlug<T extends { slug: string }>(path: string, slug: string): Promise<T> {
    const res = await api().get(path).expect(200);
    const found = (res.body as T[]).find((item) => item.slug === slug);
    if (!found) throw new Error(`${slug} not in ${path}: ${JSON.stringify(res.body)}`);
    return found;
  }

  it('lists at least eight real makes in their curated order, with listing counts', async () => {
    const res = await api().get('/api/makes').expect(200).expect('content-type', /json/);
    const makes = res.body as MakeDto[];
    expect(makes.length).toBeGreaterThanOrEqual(8);
    expect(makes.map((m) => m.name)).toEqual(
      expect.arrayContaining([
        'Volkswagen',
        'Ford',
        'Honda',
        'Subaru',
        'Toyota',
        'BMW',
        'Mazda',
        'Chevrolet',
      ]),
    );
    expect(makes[0]).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Volkswagen',
      slug: 'volkswagen',
      // Other suites publish listings on this shared database; the exact count is tested with
      // listings (listings.int-spec.ts).
      modelCount: expect.any(Number),
    });
  });

  it('walks Volkswagen → Golf → Mk7 (2013–2020) → its real trims', async () => {
    const vw = await findBySlug<MakeDto>('/api/makes', 'volkswagen');
    const golf = await findBySlug<VehicleModelDto>(`/api/models?makeId=${vw.id}`, 'golf');
    expect(golf).toMatchObject({ name: 'Golf', makeId: vw.id, yearEnd: null });
    expect(golf.yearStart).toBeLessThanOrEqual(2013);

    const generations = (await api().get(`/api/generations?modelId=${golf.id}`).expect(200))
      .body as GenerationDto[];
    const years = generations.map((g) => g.yearStart);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const mk7 = generations.find((g) => g.name === 'Mk7');
    expect(mk7).toMatchObject({ yearStart: 2013, yearEnd: 2020, modelId: golf.id });
    expect(generations.find((g) => g.name === 'Mk8')).toMatchObject({
      yearStart: 2020,
      yearEnd: null,
    });

    const trims = (await api().get(`/api/trims?generationId=${mk7!.id}`).expect(200))
      .body as TrimDto[];
    expect(trims.map((t) => t.name)).toEqual(
      expect.arrayContaining(['S', 'SE', 'SEL', 'GTI', 'Golf R', 'Alltrack']),
    );
    expect(trims.find((t) => t.name === 'GTI')).toMatchObject({
      slug: 'gti',
      bodyType: 'Hatchback',
      drivetrain: 'FWD',
    });
    expect(trims.find((t) => t.name === 'Alltrack')).toMatchObject({
      bodyType: 'Wagon',
      drivetrain: 'AWD',
    });
  });

  it('lists the car-part categories', async () => {
    const categories = (await api().get('/api/categories').expect(200)).body as CategoryDto[];
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Interior',
        'Exterior',
        'Engine Bay',
        'Lighting',
        'Electronics',
        'Wheels & Brakes',
        'Tools & Garage',
      ]),
    );
    expect(categories.find((c) => c.name === 'Wheels & Brakes')).toMatchObject({
      slug: 'wheels-brakes',
    });
  });

  it.each([
    ['/api/models', 'makeId'],
    ['/api/generations', 'modelId'],
    ['/api/trims', 'generationId'],
  ])(
    '%s answers 400 with a message when %s is missing, empty or malformed',
    async (path, param) => {
      expect((await api().get(path).expect(400)).body).toEqual({ message: `${param} is required` });
      expect((await api().get(`${path}?${param}=`).expect(400)).body).toEqual({
        message: `${param} is required`,
      });
      expect((await api().get(`${path}?${param}=golf`).expect(400)).body).toEqual({
        message: `${param} must be a UUID`,
      });
      expect((await api().get(`${path}?${param}=1%27%20OR%201%3D1`).expect(400)).body).toEqual({
        message: `${param} must be a UUID`,
      });
      expect(
        (await api().get(`${path}?${param}=${UNKNOWN_ID}&${param}=${UNKNOWN_ID}`).expect(400)).body
          .message,
      ).toBeDefined();
    },
  );

  it.each([
    ['/api/models?makeId', 'Make not found'],
    ['/api/generations?modelId', 'Vehicle model not found'],
    ['/api/trims?generationId', 'Generation not found'],
  ])('%s of an unknown id answers 404 "%s"', async (path, message) => {
    expect((await api().get(`${path}=${UNKNOWN_ID}`).expect(404)).body).toEqual({ message });
  });

  it('refuses unknown query parameters', async () => {
    const vw = await findBySlug<MakeDto>('/api/makes', 'volkswagen');
    expect((await api().get(`/api/models?makeId=${vw.id}&limit=5`).expect(400)).body).toEqual({
      message: 'limit is not allowed',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api().get('/api/no-such-thing').expect(404).expect('content-type', /json/);
    expect(res.body).toEqual({ message: 'Cannot GET /api/no-such-thing' });
  });

  it('spreads requests over several catalog instances, each request answered once', async () => {
    const second = await stack.addInstance('catalog');
    const [first] = stack.services.get('catalog')!;
    const before =
      first!.server.getStats().requestsHandled + second.server.getStats().requestsHandled;
    // Sixty different addresses: the gateway keeps a visitor's answer by its address, so sixty
    // asks of one would reach the catalog once.
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => api().get(`/api/models?makeId=${randomUUID()}`)),
    );
    expect(responses.every((r) => r.status === responses[0]!.status && r.status < 500)).toBe(true);
    const after = [first!, second].map((i) => i.server.getStats().requestsHandled);
    expect(after[0]! + after[1]! - before).toBe(60);
    expect(second.server.getStats().requestsHandled).toBeGreaterThan(0);
  });

  it('documents the API in OpenAPI at /api/docs', async () => {
    await api().get('/api/docs').expect(200).expect('content-type', /html/);
    const doc = (await api().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/makes',
        '/api/models',
        '/api/generations',
        '/api/trims',
        '/api/categories',
      ]),
    );
  });
});

describe('when the catalog service is down', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'], gateway: { RPC_TIMEOUT_MS: 400 } });
    await stack.stopService('catalog');
  });
  afterAll(() => stack.close());

  it('answers 503 with a clear message within the deadline, not a 500 or a hang', async () => {
    const started = Date.now();
    const res = await request(stack.url).get('/api/makes').expect(503);
    expect(res.body).toEqual({
      message: 'The catalog service is unavailable right now. Please try again shortly.',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports the catalog as down on /health/services while staying ready itself', async () => {
    const services = await request(stack.gateway.metricsUrl).get('/health/services').expect(503);
    expect(services.body.services).toEqual(
      expect.arrayContaining([expect.objectContaining({ service: 'catalog', status: 'down' })]),
    );
    await request(stack.url).get('/health/ready').expect(200);
  });
});
