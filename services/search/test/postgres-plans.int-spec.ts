import { SearchHarness } from './search-harness.js';
import { CIVIC_FK8, GOLF_MK7, listing, published } from './listing-fixtures.js';
import { PostgresEngine } from '../src/engines/postgres/postgres-engine.js';
import { checkSearchRequest } from '../src/domain/search-criteria.js';
import type { SearchRequest } from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';

/**
 * The Postgres engine picks its plan by how many listings match: few are sorted, a broad best
 * match reads the title matches first. Every plan must give the same pages; with the thresholds
 * lowered, a handful of listings takes each path.
 */
describe('Postgres engine plans', () => {
  const harness = new SearchHarness('postgres');
  let standard: PostgresEngine;
  let lowered: PostgresEngine;

  beforeAll(async () => {
    await harness.setup();
    const dataSource = harness.service.app.get<unknown, DataSource>(getDataSourceToken());
    standard = new PostgresEngine(dataSource, { fewMatches: 0, broadMatches: 1_000_000 });
    lowered = new PostgresEngine(dataSource, { fewMatches: 1_000_000, broadMatches: 1 });
    const parts = ['Mount', 'Phone Mount', 'Mount Bracket', 'Cup Holder'];
    await harness.apply(
      ...Array.from({ length: 24 }, (_, i) =>
        published(
          listing({
            title: `${parts[i % 4]} ${i}`,
            shortDescription: i % 3 === 0 ? 'Bolts to the mount points.' : 'A printed part.',
            vehicle: i % 2 ? GOLF_MK7 : i % 5 ? CIVIC_FK8 : null,
            downloads: (i * 37) % 50,
            priceCents: (i % 4) * 150,
            ageDays: i,
          }),
        ),
      ),
    );
  });
  afterAll(() => harness.teardown());

  it.each<[string, SearchRequest]>([
    ['a broad best match, first page', { text: 'mount', limit: 5 }],
    ['a broad best match, past the title matches', { text: 'mount', limit: 5, offset: 15 }],
    ['a best match with filters', { text: 'mount', makeSlug: 'volkswagen', limit: 4 }],
    ['few matches by price', { text: 'bracket', sort: 'price_asc' }],
    ['few matches by trending', { makeSlug: 'honda', sort: 'trending' }],
    ['newest', { sort: 'newest', limit: 7, offset: 3 }],
  ])('%s gives the same page either way', async (_name, request) => {
    const criteria = checkSearchRequest(request);
    const { total } = await standard.count(criteria, { facets: false, generation: -1 });
    const ids = async (engine: PostgresEngine) =>
      (await engine.page(criteria, total)).map((item) => item.title);
    const expected = await ids(standard);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(lowered)).toEqual(expected);
  });
});
