import { SqlParams } from '@pitstop/common';
import type { SearchRequest } from '@pitstop/contracts';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { checkSearchRequest, type SearchCriteria } from '../src/domain/search-criteria.js';
import { toSearchDocument } from '../src/domain/search-document.js';
import { tally, type CubeCell } from '../src/engines/postgres/count-cube.js';
import { PostgresEngine } from '../src/engines/postgres/postgres-engine.js';
import { TypoVocabulary } from '../src/engines/postgres/typo-vocabulary.js';
import {
  CIVIC_FK8,
  GOLF_MK7,
  GOLF_MK8,
  MIATA_ND,
  listing,
  published,
  type VehicleSpec,
} from './listing-fixtures.js';
import { SearchHarness } from './search-harness.js';
import { conditionSql, orderSql, type TextQuery } from './sql-reference.js';

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const PARTS = ['Phone Mount', 'Shift Knob', 'Cup Holder', 'Vent Clip', 'Gauge Pod', 'Mount'];
const EXTRAS = ['', ' Bracket', ' Insert', ' Extension', ' Kit', ' for Golf', ' Mounts'];
const VEHICLES: (VehicleSpec | null)[] = [
  GOLF_MK7,
  { ...GOLF_MK7, trim: 'GTI' },
  GOLF_MK8,
  CIVIC_FK8,
  MIATA_ND,
  null,
];

/**
 * The Postgres engine answers from an index in memory: its pages, totals and facets must be
 * those the SQL it replaced gives (sql-reference.ts) on the same table, and it must keep up with
 * writes made by other replicas.
 */
describe('Postgres engine in memory', () => {
  const harness = new SearchHarness('postgres');
  let dataSource: DataSource;
  let vocabulary: TypoVocabulary;
  /** Another replica: an engine of its own on the same tables. */
  let other: PostgresEngine;

  beforeAll(async () => {
    await harness.setup();
    dataSource = harness.service.app.get<unknown, DataSource>(getDataSourceToken());
    vocabulary = new TypoVocabulary(dataSource);
    const next = random(7);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    await harness.apply(
      ...Array.from({ length: 240 }, (_, i) =>
        published(
          listing({
            title: `${pick(PARTS)}${pick(EXTRAS)}`,
            shortDescription: i % 3 === 0 ? 'Bolts to the mount points.' : 'A printed part.',
            tags: i % 4 === 0 ? ['magsafe'] : [],
            vehicle: pick(VEHICLES),
            // Few distinct values, so ties are many and go by id.
            downloads: Math.floor(next() * 5),
            rating: Math.floor(next() * 3) + 3,
            ratingCount: Math.floor(next() * 3),
            priceCents: pick([0, 0, 150, 499]),
            difficulty: pick(['easy', 'medium', 'hard'] as const),
            ageDays: Math.floor(next() * 4),
          }),
        ),
      ),
    );
    other = new PostgresEngine(dataSource);
    await other.prepare();
  });
  afterAll(() => harness.teardown());

  async function textOf(criteria: SearchCriteria): Promise<TextQuery | null> {
    if (criteria.words.length + criteria.optionalWords.length === 0) return null;
    return {
      required: await vocabulary.wordQueries(criteria.words),
      optional: await vocabulary.wordQueries(criteria.optionalWords),
    };
  }

  async function sqlPage(criteria: SearchCriteria): Promise<string[]> {
    const params = new SqlParams();
    const text = await textOf(criteria);
    const rows = (await dataSource.query(
      `SELECT d.id FROM search.listing_doc d WHERE ${conditionSql(criteria, text, params)}
       ORDER BY ${orderSql(criteria, text, params)}
       LIMIT ${params.add(criteria.limit)} OFFSET ${params.add(criteria.offset)}`,
      params.values,
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  async function sqlCells(criteria: SearchCriteria): Promise<CubeCell[]> {
    const params = new SqlParams();
    const where = conditionSql(
      {
        ...criteria,
        vehicle: null,
        categoryId: undefined,
        isFree: undefined,
        difficulty: undefined,
      },
      await textOf(criteria),
      params,
    );
    return (await dataSource.query(
      `SELECT d.is_universal AS "isUniversalFit", d.make_id AS "makeId",
         d.make_slug AS "makeSlug", d.model_id AS "modelId", d.model_slug AS "modelSlug",
         d.generation_id AS "generationId", d.trim_id AS "trimId", d.trim_key AS "trimKey",
         d.year_start AS "yearStart", d.year_end AS "yearEnd", d.category_id AS "categoryId",
         d.is_free AS "isFree", d.difficulty, count(*)::int AS n
       FROM search.listing_doc d WHERE ${where} GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`,
      params.values,
    )) as CubeCell[];
  }

  const relaxed = (request: SearchRequest, words: string[], optionalWords: string[]) => ({
    ...checkSearchRequest(request),
    words,
    optionalWords,
  });

  it.each<[string, SearchCriteria]>([
    ['a broad best match', checkSearchRequest({ text: 'mount', limit: 30 })],
    [
      'a broad best match, a later page',
      checkSearchRequest({ text: 'mount', limit: 20, offset: 40 }),
    ],
    ['prefixes and plurals', checkSearchRequest({ text: 'pho mounts', limit: 40 })],
    ['typos', checkSearchRequest({ text: 'shfit knbo', limit: 40 })],
    ['an exact title', checkSearchRequest({ text: 'cup holder', limit: 40 })],
    ['a vehicle named in the words', checkSearchRequest({ text: 'golf gti vent', limit: 40 })],
    [
      'words of the descriptions and tags',
      checkSearchRequest({ text: 'magsafe bolts', limit: 40 }),
    ],
    [
      'optional words',
      relaxed({ text: 'civic wireless mount', limit: 40 }, ['civic', 'mount'], ['wireless']),
    ],
    [
      'text with filters',
      checkSearchRequest({
        text: 'mount',
        makeSlug: 'volkswagen',
        modelSlug: 'golf',
        year: 2017,
        trim: 'gti',
        limit: 40,
      }),
    ],
    ['free and difficulty', checkSearchRequest({ isFree: true, difficulty: 'easy', limit: 50 })],
    [
      'price range',
      checkSearchRequest({ priceMin: 100, priceMax: 499, sort: 'price_asc', limit: 50 }),
    ],
    ['newest', checkSearchRequest({ sort: 'newest', limit: 50, offset: 10 })],
    ['popular', checkSearchRequest({ sort: 'popular', limit: 60 })],
    ['rating', checkSearchRequest({ sort: 'rating', limit: 60 })],
    ['price, highest first', checkSearchRequest({ sort: 'price_desc', limit: 60 })],
    ['trending, by make', checkSearchRequest({ makeSlug: 'honda', sort: 'trending', limit: 60 })],
    ['text by popularity', checkSearchRequest({ text: 'knob', sort: 'popular', limit: 60 })],
  ])('%s: the same page, total and facets as the SQL', async (_name, criteria) => {
    const expected = await sqlPage(criteria);
    expect(expected.length).toBeGreaterThan(0);
    const page = await harness.engine.page(criteria, Number.MAX_SAFE_INTEGER);
    expect(page.map((item) => item.id)).toEqual(expected);
    const counts = await harness.engine.count(criteria, { facets: true, generation: -1 });
    expect(counts).toEqual(tally(await sqlCells(criteria), criteria, true));
  });

  it('suggests what the SQL suggested, in its order', async () => {
    for (const words of [['mo'], ['phone', 'mo'], ['shfit', 'kn'], ['cup']]) {
      const queries = await vocabulary.wordQueries(words);
      const rows = (await dataSource.query(
        `SELECT d.id FROM search.listing_doc d
         WHERE d.title_vector @@ $1::tsquery
         ORDER BY starts_with(d.title_key, $2) DESC, d.download_count DESC, d.id DESC LIMIT 8`,
        [
          queries
            .map(
              (q) =>
                `(${[`'${q.prefix}':*`, ...[...q.exact, ...q.typos].map((w) => `'${w}'`)].join(' | ')})`,
            )
            .join(' & '),
          words.join(' '),
        ],
      )) as { id: string }[];
      expect((await harness.engine.suggest(words, 8)).map((item) => item.id)).toEqual(
        rows.map((row) => row.id),
      );
    }
  });

  describe('keeping up with writes of other replicas', () => {
    const afterTheSyncWindow = () => new Promise((resolve) => setTimeout(resolve, 150));
    const write = (batch: Parameters<PostgresEngine['write']>[0]) =>
      dataSource.transaction((tx) => other.write(batch, tx));
    const ids = async (request: SearchRequest) =>
      (await harness.engine.page(checkSearchRequest(request), 0)).map((item) => item.id);
    const counts = { downloadCount: 0, likeCount: 0, ratingAvg: 0, ratingCount: 0 };

    it('shows a listing another replica wrote, and no longer one it removed', async () => {
      const item = listing({ title: 'Xylophone Bracket', downloads: 3 });
      await write({ upserts: [toSearchDocument(item, counts)], removals: [], counts: [] });
      await afterTheSyncWindow();
      expect(await ids({ text: 'xylophone' })).toEqual([item.id]);
      expect(
        (await harness.engine.count(checkSearchRequest({}), { facets: false, generation: -1 }))
          .total,
      ).toBe(241);

      await write({ upserts: [], removals: [item.id], counts: [] });
      await afterTheSyncWindow();
      expect(await ids({ text: 'xylophone' })).toEqual([]);
      expect(await harness.engine.size()).toBe(240);
    });

    it('an edit of the words replaces what is found', async () => {
      const item = listing({ title: 'Marimba Hook', shortDescription: 'A hook.' });
      await write({ upserts: [toSearchDocument(item, counts)], removals: [], counts: [] });
      await write({
        upserts: [toSearchDocument({ ...item, title: 'Glockenspiel Hook' }, counts)],
        removals: [],
        counts: [],
      });
      await afterTheSyncWindow();
      expect(await ids({ text: 'marimba' })).toEqual([]);
      expect(await ids({ text: 'glockenspiel' })).toEqual([item.id]);
      await write({ upserts: [], removals: [item.id], counts: [] });
    });

    it('a counters update re-orders popular', async () => {
      const [first, second] = await ids({ sort: 'popular', limit: 2 });
      await write({
        upserts: [],
        removals: [],
        counts: [{ id: second!, ...counts, downloadCount: 1_000, trending: 0 }],
      });
      await afterTheSyncWindow();
      expect(await ids({ sort: 'popular', limit: 2 })).toEqual([second, first]);
    });

    it("a card shown before shows another replica's edit and counters once synced (cards kept in memory are dropped)", async () => {
      const item = listing({ title: 'Ocarina Clip', shortDescription: 'A clip.' });
      await write({ upserts: [toSearchDocument(item, counts)], removals: [], counts: [] });
      await afterTheSyncWindow();
      const card = async () => {
        const [found] = await harness.engine.page(checkSearchRequest({ text: 'ocarina' }), 0);
        return found;
      };
      expect((await card())?.title).toBe('Ocarina Clip');
      await write({
        upserts: [
          toSearchDocument(
            { ...item, title: 'Ocarina Clip', shortDescription: 'Now longer.' },
            counts,
          ),
        ],
        removals: [],
        counts: [],
      });
      await afterTheSyncWindow();
      expect((await card())?.shortDescription).toBe('Now longer.');
      await write({
        upserts: [],
        removals: [],
        counts: [{ id: item.id, ...counts, likeCount: 7, downloadCount: 12, trending: 0 }],
      });
      await afterTheSyncWindow();
      expect(await card()).toMatchObject({ likeCount: 7, downloadCount: 12 });
      await write({ upserts: [], removals: [item.id], counts: [] });
      await afterTheSyncWindow();
      expect(await card()).toBeUndefined();
    });

    it('a removal shows at once to the replica that made it', async () => {
      const [gone] = await ids({ sort: 'newest', limit: 1 });
      await dataSource.transaction((tx) =>
        harness.engine.write({ upserts: [], removals: [gone!], counts: [] }, tx),
      );
      expect(await ids({ sort: 'newest', limit: 100 })).not.toContain(gone);
    });
  });
});
