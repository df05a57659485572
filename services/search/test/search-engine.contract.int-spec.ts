import {
  FITMENT_CASES,
  confirmedFitKeys,
  FITMENT_CASE_LISTING_KEYS,
  fitmentCaseListing,
  type ListingDto,
  type SearchRequest,
} from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import {
  CIVIC_FK8,
  fitment,
  GOLF_MK7,
  GOLF_MK8,
  MIATA_ND,
  hidden,
  listing,
  published,
} from './listing-fixtures.js';
import type { IndexChange } from '../src/index/index-change.js';
import { SearchHarness, availableEngines } from './search-harness.js';

// One suite, every engine this machine can run: the same data must give the same answers.
const engines = await availableEngines();

describe.each(engines)('search engine contract: %s', (engineKind) => {
  const harness = new SearchHarness(engineKind);

  beforeAll(() => harness.setup());
  afterAll(() => harness.teardown());
  beforeEach(() => harness.reset());

  const index = (...items: ListingDto[]) => harness.apply(...items.map(published));
  const titles = async (request: SearchRequest) =>
    (await harness.search.query(request)).items.map((item) => item.title);

  describe('text', () => {
    it('ranks an exact title match first, above more popular partial matches', async () => {
      await index(
        listing({ title: 'Shift Knob Extension', downloads: 900 }),
        listing({ title: 'Weighted Shift Knob Adapter', downloads: 500 }),
        listing({
          title: 'Gear Selector Cover',
          shortDescription: 'Shift knob surround; shift knob trim; shift knob ring.',
          downloads: 700,
        }),
        listing({ title: 'Shift Knob', downloads: 3 }),
        listing({ title: 'Cup Holder Insert', downloads: 1000 }),
      );
      const found = await titles({ text: 'shift knob' });
      expect(found[0]).toBe('Shift Knob');
      expect(found).toHaveLength(4);
      expect(found).not.toContain('Cup Holder Insert');
    });

    it("forgives small typos: 'shfit knob' finds 'Shift Knob'", async () => {
      await index(listing({ title: 'Shift Knob' }), listing({ title: 'Phone Mount' }));
      expect(await titles({ text: 'shfit knob' })).toEqual(['Shift Knob']);
      expect(await titles({ text: 'phnoe mount' })).toEqual(['Phone Mount']);
    });

    it('matches partial words, every word required', async () => {
      await index(
        listing({ title: 'Cup Holder Insert' }),
        listing({ title: 'Cup Lid' }),
        listing({ title: 'Door Holder' }),
      );
      expect(await titles({ text: 'cup hold' })).toEqual(['Cup Holder Insert']);
      expect((await titles({ text: 'hold' })).sort()).toEqual(['Cup Holder Insert', 'Door Holder']);
    });

    it('searches tags, make and model names and descriptions, not only titles', async () => {
      await index(
        listing({ title: 'Vent Clip', tags: ['magsafe'] }),
        listing({ title: 'Gauge Pod', vehicle: MIATA_ND }),
        listing({ title: 'Hook', longDescriptionMd: 'Prints in **PETG** without supports.' }),
      );
      expect(await titles({ text: 'magsafe' })).toEqual(['Vent Clip']);
      expect(await titles({ text: 'miata' })).toEqual(['Gauge Pod']);
      expect(await titles({ text: 'petg' })).toEqual(['Hook']);
    });

    it('finds titles by their own text, dots and numbers included', async () => {
      await index(
        listing({ title: 'Intake Cover for 2.0L Turbo' }),
        listing({ title: 'Phone Mount v1.2' }),
        listing({ title: 'Door Pocket' }),
      );
      expect(await titles({ text: '2.0L' })).toEqual(['Intake Cover for 2.0L Turbo']);
      expect(await titles({ text: 'mount v1.2' })).toEqual(['Phone Mount v1.2']);
    });

    it('finds nothing for words no listing has', async () => {
      await index(listing({ title: 'Shift Knob' }));
      const result = await harness.search.query({ text: 'xylophone' });
      expect(result).toMatchObject({ items: [], total: 0, next: null });
    });
  });

  describe('relevance', () => {
    it('ranks words found in the title above words found only in descriptions, whatever typo they needed', async () => {
      await index(
        listing({
          title: 'Door Pocket Liner',
          shortDescription: 'Keeps a phone mount and cables tidy.',
          downloads: 900,
        }),
        listing({ title: 'Phone Mount', downloads: 2 }),
      );
      expect(await titles({ text: 'phnoe mount' })).toEqual(['Phone Mount', 'Door Pocket Liner']);
    });

    it('ranks an exact word above a typo match, the title being equal', async () => {
      await index(
        listing({ title: 'Vent Clip', downloads: 900 }),
        listing({ title: 'Vest Clip', downloads: 1 }),
      );
      expect(await titles({ text: 'vest clip' })).toEqual(['Vest Clip', 'Vent Clip']);
    });

    it('ranks the parts that fit a vehicle named in the query first', async () => {
      await index(
        listing({ title: 'Phone Mount for Civic', vehicle: CIVIC_FK8, downloads: 900 }),
        listing({ title: 'Phone Mount', vehicle: GOLF_MK8, downloads: 3 }),
        listing({ title: 'Phone Mount Golf Edition', vehicle: null, downloads: 500 }),
      );
      expect((await titles({ text: 'golf mk8 phone mount' }))[0]).toBe('Phone Mount');
    });

    it('drops words no listing has with the others, and says which', async () => {
      await index(
        listing({ title: 'Phone Mount', vehicle: GOLF_MK8 }),
        listing({ title: 'Cup Holder', vehicle: GOLF_MK8 }),
      );
      const result = await harness.search.query({ text: 'golf wireless phone mount' });
      expect(result.items.map((item) => item.title)).toEqual(['Phone Mount']);
      expect(result.droppedWords).toEqual(['wireless']);
      expect((await harness.search.query({ text: 'golf phone mount' })).droppedWords).toBe(
        undefined,
      );
    });

    it('finds aliases, synonyms, plurals and codes written apart', async () => {
      await index(
        listing({
          title: 'Gauge Pod',
          vehicle: { ...GOLF_MK7, make: 'Chevrolet', model: 'Corvette' },
        }),
        listing({ title: 'Dash Cam Bracket' }),
        listing({ title: 'Shift Knobs' }),
        listing({ title: 'Vent Gauge Pod for GR86' }),
        listing({ title: 'Push Rivet Kit for F-150' }),
      );
      expect(await titles({ text: 'chevy vette gauge' })).toEqual(['Gauge Pod']);
      expect(await titles({ text: 'dashcam bracket' })).toEqual(['Dash Cam Bracket']);
      expect(await titles({ text: 'shift knob' })).toEqual(['Shift Knobs']);
      expect(await titles({ text: 'gr 86' })).toEqual(['Vent Gauge Pod for GR86']);
      expect(await titles({ text: 'f150 rivets' })).toEqual(['Push Rivet Kit for F-150']);
    });
  });

  describe('suggestions', () => {
    it('suggests titles with every word, the last as typed so far, most downloaded first', async () => {
      await index(
        listing({ title: 'Phone Mount', downloads: 5 }),
        listing({ title: 'Magnetic Phone Puck Mount', downloads: 50, vehicle: GOLF_MK8 }),
        listing({ title: 'Cup Holder', shortDescription: 'Holds a phone too.', downloads: 500 }),
      );
      const titlesFor = async (text: string) =>
        (await harness.engine.suggest(text.split(' '), 6)).map((item) => item.title);
      expect(await titlesFor('phone mo')).toEqual(['Phone Mount', 'Magnetic Phone Puck Mount']);
      expect(await titlesFor('phnoe mount')).toEqual(['Magnetic Phone Puck Mount', 'Phone Mount']);
      expect(await titlesFor('cu')).toEqual(['Cup Holder']);
    });

    it('lists the makes and models the index has parts for, with their years', async () => {
      await index(
        listing({ title: 'A', vehicle: GOLF_MK7 }),
        listing({ title: 'B', vehicle: GOLF_MK8 }),
        listing({ title: 'C', vehicle: CIVIC_FK8 }),
        listing({ title: 'D', vehicle: null }),
      );
      const vehicles = (await harness.engine.vehicles()).sort((a, b) =>
        a.makeSlug.localeCompare(b.makeSlug),
      );
      expect(vehicles).toEqual([
        {
          makeSlug: 'honda',
          makeName: 'Honda',
          modelSlug: 'civic',
          modelName: 'Civic',
          yearStart: 2017,
          yearEnd: 2021,
          listings: 1,
        },
        {
          makeSlug: 'volkswagen',
          makeName: 'Volkswagen',
          modelSlug: 'golf',
          modelName: 'Golf',
          yearStart: 2013,
          yearEnd: 9999,
          listings: 2,
        },
      ]);
    });
  });

  describe('filters', () => {
    it('combine: make, difficulty, free and price together', async () => {
      const categoryId = randomUUID();
      await index(
        listing({ title: 'A', vehicle: GOLF_MK7, difficulty: 'easy' }),
        listing({ title: 'B', vehicle: GOLF_MK7, difficulty: 'easy', priceCents: 499 }),
        listing({ title: 'C', vehicle: GOLF_MK7, difficulty: 'hard' }),
        listing({ title: 'D', vehicle: CIVIC_FK8, difficulty: 'easy' }),
        listing({ title: 'E', vehicle: null, difficulty: 'easy', categoryId }),
        listing({ title: 'F', vehicle: GOLF_MK7, difficulty: 'easy', priceCents: 1999 }),
      );
      expect(
        (await titles({ makeSlug: 'volkswagen', difficulty: 'easy', isFree: true })).sort(),
      ).toEqual(['A', 'E']);
      expect(
        (await titles({ makeSlug: 'volkswagen', isFree: false, priceMax: 1000 })).sort(),
      ).toEqual(['B']);
      expect((await titles({ difficulty: 'easy', priceMin: 100 })).sort()).toEqual(['B', 'F']);
      expect(await titles({ categoryId })).toEqual(['E']);
      expect((await titles({ makeSlug: 'honda', difficulty: 'easy' })).sort()).toEqual(['D', 'E']);
    });

    it('filter by where the part mounts and by a material its seller names', async () => {
      await index(
        listing({ title: 'Dash', mountLocation: 'sun_interior', materials: ['ASA', 'PA-CF'] }),
        listing({ title: 'Knob', mountLocation: 'shaded_interior', materials: ['PETG'] }),
        listing({ title: 'Badge', mountLocation: 'exterior', materials: ['ASA'] }),
        listing({ title: 'Unsaid' }),
      );
      expect(await titles({ mountLocation: 'sun_interior' })).toEqual(['Dash']);
      expect((await titles({ material: 'ASA' })).sort()).toEqual(['Badge', 'Dash']);
      expect(await titles({ mountLocation: 'exterior', material: 'ASA' })).toEqual(['Badge']);
      expect(await titles({ mountLocation: 'exterior', material: 'PETG' })).toEqual([]);
    });

    it('filters by vehicle ids as the original client sends them', async () => {
      const golf = listing({ title: 'Golf Part', vehicle: GOLF_MK7 });
      await index(golf, listing({ title: 'Civic Part', vehicle: CIVIC_FK8 }));
      const fit = golf.vehicleFitment!;
      expect(await titles({ makeId: fit.makeId })).toEqual(['Golf Part']);
      expect(await titles({ modelId: fit.modelId, generationId: fit.generationId })).toEqual([
        'Golf Part',
      ]);
    });
  });

  describe('fitment', () => {
    beforeEach(() =>
      index(
        listing({ title: 'Mk7 GTI Badge', vehicle: { ...GOLF_MK7, trim: 'GTI' }, ageDays: 1 }),
        listing({
          title: 'Mk7 Golf R Badge',
          vehicle: { ...GOLF_MK7, trim: 'Golf R' },
          ageDays: 2,
        }),
        listing({ title: 'Mk7 Any Trim Hook', vehicle: GOLF_MK7, ageDays: 3 }),
        listing({ title: 'Mk8 Vent Clip', vehicle: GOLF_MK8, ageDays: 4 }),
        listing({ title: 'Civic Shift Boot', vehicle: CIVIC_FK8, ageDays: 5 }),
        listing({ title: 'Universal Phone Mount', vehicle: null, ageDays: 6 }),
      ),
    );

    it('a year matches the generations built that year; universal parts fit every vehicle', async () => {
      expect(await titles({ makeSlug: 'volkswagen', modelSlug: 'golf', year: 2017 })).toEqual([
        'Mk7 GTI Badge',
        'Mk7 Golf R Badge',
        'Mk7 Any Trim Hook',
        'Universal Phone Mount',
      ]);
      // 2020 is both the Mk7's last year and the Mk8's first.
      expect(await titles({ makeSlug: 'volkswagen', modelSlug: 'golf', year: 2020 })).toEqual([
        'Mk7 GTI Badge',
        'Mk7 Golf R Badge',
        'Mk7 Any Trim Hook',
        'Mk8 Vent Clip',
        'Universal Phone Mount',
      ]);
      // A generation still built covers every later year.
      expect(await titles({ makeSlug: 'volkswagen', modelSlug: 'golf', year: 2024 })).toEqual([
        'Mk8 Vent Clip',
        'Universal Phone Mount',
      ]);
      expect(await titles({ makeSlug: 'volkswagen', modelSlug: 'golf', year: 2011 })).toEqual([
        'Universal Phone Mount',
      ]);
    });

    it("a trim matches that trim's parts and the parts for every trim", async () => {
      expect(
        await titles({ makeSlug: 'volkswagen', modelSlug: 'golf', year: 2017, trim: 'gti' }),
      ).toEqual(['Mk7 GTI Badge', 'Mk7 Any Trim Hook', 'Universal Phone Mount']);
      expect(
        await titles({ makeSlug: 'volkswagen', modelSlug: 'golf', year: 2017, trim: 'golf-r' }),
      ).toEqual(['Mk7 Golf R Badge', 'Mk7 Any Trim Hook', 'Universal Phone Mount']);
    });
  });

  describe('fitment: the shared cases (FITMENT_CASES)', () => {
    beforeEach(() =>
      index(
        ...FITMENT_CASE_LISTING_KEYS.map((key) => ({
          ...listing({ title: key }),
          ...fitmentCaseListing(key),
        })),
      ),
    );

    it.each(FITMENT_CASES)('$says', async ({ vehicle, fits }) => {
      expect((await titles({ ...vehicle, limit: 100 })).sort()).toEqual([...fits].sort());
    });
  });

  describe("owners' confirmed fits (confirmedFitKeys)", () => {
    const mk7 = fitment(GOLF_MK7);
    const vote = (fits: boolean) => ({
      fits,
      modelId: mk7.modelId,
      modelSlug: mk7.modelSlug,
      generationId: mk7.generationId,
      yearStart: mk7.yearStart,
      yearEnd: mk7.yearEnd,
      year: 2018,
    });
    const fitsOf = (item: ListingDto, version: number, ...votes: boolean[]): IndexChange => ({
      kind: 'fits',
      id: item.id,
      version,
      confirmedFits: confirmedFitKeys(votes.map(vote)),
    });
    const golf2018 = { text: 'cup holder', makeSlug: 'volkswagen', modelSlug: 'golf', year: 2018 };

    it('best match for the car ranks the confirmed part first, on every page, until taken back', async () => {
      const popular = listing({ title: 'Cup Holder Left', vehicle: GOLF_MK7, downloads: 50 });
      const quiet = listing({ title: 'Cup Holder Right', vehicle: GOLF_MK7, downloads: 5 });
      await index(popular, quiet);
      expect(await titles(golf2018)).toEqual(['Cup Holder Left', 'Cup Holder Right']);

      await harness.apply(fitsOf(quiet, 10, true));
      expect(await titles(golf2018)).toEqual(['Cup Holder Right', 'Cup Holder Left']);
      expect(await titles({ ...golf2018, limit: 1, offset: 1 })).toEqual(['Cup Holder Left']);
      expect(await titles({ text: 'cup holder', generationId: mk7.generationId! })).toEqual([
        'Cup Holder Right',
        'Cup Holder Left',
      ]);
      // Without the car, or in another order, nothing moves.
      expect(await titles({ text: 'cup holder' })).toEqual(['Cup Holder Left', 'Cup Holder Right']);
      expect(await titles({ ...golf2018, sort: 'popular' })).toEqual([
        'Cup Holder Left',
        'Cup Holder Right',
      ]);

      // An older event changes nothing; a newer one where more say it does not fit takes it back.
      await harness.apply(fitsOf(quiet, 5));
      expect((await titles(golf2018))[0]).toBe('Cup Holder Right');
      await harness.apply(fitsOf(quiet, 11, true, false, false));
      expect(await titles(golf2018)).toEqual(['Cup Holder Left', 'Cup Holder Right']);
    });

    it('keeps confirmations that arrive before the listing, and through a content change', async () => {
      const early = listing({ title: 'Cup Holder Early', vehicle: GOLF_MK7, downloads: 1 });
      const other = listing({ title: 'Cup Holder Other', vehicle: GOLF_MK7, downloads: 9 });
      await harness.apply(fitsOf(early, 3, true));
      await index(early, other);
      expect(await titles(golf2018)).toEqual(['Cup Holder Early', 'Cup Holder Other']);
      await harness.apply(published({ ...early, title: 'Cup Holder Early Bird', version: 3 }));
      expect((await titles(golf2018))[0]).toBe('Cup Holder Early Bird');
    });
  });

  describe('sorts', () => {
    const a = listing({
      title: 'Alpha',
      downloads: 10,
      likes: 0,
      rating: 4.5,
      ratingCount: 2,
      priceCents: 299,
      ageDays: 30,
    });
    const b = listing({
      title: 'Bravo',
      downloads: 500,
      likes: 2,
      rating: 3,
      ratingCount: 9,
      priceCents: 0,
      ageDays: 60,
    });
    const c = listing({
      title: 'Charlie',
      downloads: 40,
      likes: 30,
      rating: 5,
      ratingCount: 1,
      priceCents: 1499,
      ageDays: 2,
    });
    const d = listing({
      title: 'Delta',
      downloads: 0,
      likes: 0,
      rating: 4.5,
      ratingCount: 8,
      priceCents: 99,
      ageDays: 1,
    });
    beforeEach(() => index(a, b, c, d));

    it.each([
      ['newest', ['Delta', 'Charlie', 'Alpha', 'Bravo']],
      ['popular', ['Bravo', 'Charlie', 'Alpha', 'Delta']],
      ['rating', ['Charlie', 'Delta', 'Alpha', 'Bravo']],
      ['price_asc', ['Bravo', 'Delta', 'Alpha', 'Charlie']],
      ['price_desc', ['Charlie', 'Alpha', 'Delta', 'Bravo']],
      // Recent activity wins: Charlie (2 days, 130 weighted) over Bravo (60 days, 506).
      ['trending', ['Charlie', 'Delta', 'Alpha', 'Bravo']],
    ] as const)('%s', async (sort, expected) => {
      expect(await titles({ sort })).toEqual(expected);
    });

    it('newest is the order without text, relevance asked for included', async () => {
      expect(await titles({})).toEqual(['Delta', 'Charlie', 'Alpha', 'Bravo']);
      expect(await titles({ sort: 'relevance' })).toEqual(['Delta', 'Charlie', 'Alpha', 'Bravo']);
      expect(await titles({ text: '!!!', sort: 'relevance' })).toEqual([
        'Delta',
        'Charlie',
        'Alpha',
        'Bravo',
      ]);
    });
  });

  describe('pages', () => {
    it('gives the total and the next offset until the last page', async () => {
      await index(
        ...Array.from({ length: 45 }, (_, i) => listing({ title: `Part ${i}`, ageDays: i })),
      );
      const first = await harness.search.query({ limit: 20 });
      expect(first).toMatchObject({ total: 45, next: 20 });
      const third = await harness.search.query({ limit: 20, offset: 40 });
      expect(third.items.map((item) => item.title)).toEqual([
        'Part 40',
        'Part 41',
        'Part 42',
        'Part 43',
        'Part 44',
      ]);
      expect(third.next).toBeNull();
    });
  });

  describe('facets', () => {
    it('count each facet under every filter but its own; a make counts universal parts', async () => {
      await index(
        listing({ title: 'VW easy free', vehicle: GOLF_MK7, difficulty: 'easy' }),
        listing({ title: 'VW hard paid', vehicle: GOLF_MK7, difficulty: 'hard', priceCents: 500 }),
        listing({ title: 'Honda easy free', vehicle: CIVIC_FK8, difficulty: 'easy' }),
        listing({
          title: 'Mazda medium paid',
          vehicle: MIATA_ND,
          difficulty: 'medium',
          priceCents: 300,
        }),
        listing({ title: 'Universal easy free', vehicle: null, difficulty: 'easy' }),
      );
      const all = await harness.search.query({ facets: true });
      expect(all.facets).toEqual({
        make: { volkswagen: 3, honda: 2, mazda: 2 },
        universal: 1,
        difficulty: { easy: 3, medium: 1, hard: 1 },
        free: { free: 3, paid: 2 },
      });
      const chosen = await harness.search.query({
        makeSlug: 'volkswagen',
        difficulty: 'easy',
        facets: true,
      });
      expect(chosen.total).toBe(2);
      expect(chosen.facets).toEqual({
        // Other makes stay countable with the make filter on: easy parts per make.
        make: { volkswagen: 2, honda: 2 },
        universal: 1,
        // Other difficulties: Volkswagen (and universal) parts per difficulty.
        difficulty: { easy: 2, medium: 0, hard: 1 },
        free: { free: 2, paid: 0 },
      });
    });

    it('count only what the text matches', async () => {
      await index(
        listing({ title: 'Golf Cup Holder', vehicle: GOLF_MK7, difficulty: 'easy' }),
        listing({ title: 'Civic Cup Holder', vehicle: CIVIC_FK8, difficulty: 'hard' }),
        listing({ title: 'Civic Shift Boot', vehicle: CIVIC_FK8, difficulty: 'hard' }),
      );
      const result = await harness.search.query({ text: 'cup holder', facets: true });
      expect(result.facets!.make).toEqual({ volkswagen: 1, honda: 1 });
      expect(result.facets!.difficulty).toEqual({ easy: 1, medium: 0, hard: 1 });
    });
  });

  describe('keeping up with the catalog', () => {
    it('rejected and deleted listings disappear, and replays of old events do not bring them back', async () => {
      const rejected = listing({ title: 'Rejected Spoiler' });
      const deleted = listing({ title: 'Deleted Spoiler' });
      const kept = listing({ title: 'Kept Spoiler' });
      await index(rejected, deleted, kept);
      expect((await titles({ text: 'spoiler' })).sort()).toEqual([
        'Deleted Spoiler',
        'Kept Spoiler',
        'Rejected Spoiler',
      ]);

      await harness.apply(hidden(rejected), {
        kind: 'deleted',
        id: deleted.id,
        version: deleted.version + 1,
      });
      expect(await titles({ text: 'spoiler' })).toEqual(['Kept Spoiler']);

      // At-least-once delivery: the approvals arrive again.
      await harness.apply(published(rejected), published(deleted));
      expect(await titles({ text: 'spoiler' })).toEqual(['Kept Spoiler']);
      expect((await harness.search.query({ text: 'spoiler', facets: true })).total).toBe(1);
    });

    it('an edit replaces what is found, and counts arriving before the listing are kept', async () => {
      const item = listing({ title: 'Intake Scoop', downloads: 1, version: 3 });
      // Counts and content come on different streams: v4's counts first, then v3's content.
      await harness.apply({
        kind: 'counts',
        id: item.id,
        version: 4,
        counts: { downloadCount: 42, likeCount: 7, ratingAvg: 4.5, ratingCount: 2 },
      });
      await harness.apply(published(item));
      const [found] = (await harness.search.query({ text: 'intake' })).items;
      expect(found).toMatchObject({
        title: 'Intake Scoop',
        downloadCount: 42,
        likeCount: 7,
        ratingAvg: 4.5,
      });

      await harness.apply(
        published({
          ...item,
          title: 'Hood Scoop',
          shortDescription: 'Ram air.',
          version: 5,
          downloadCount: 42,
          likeCount: 7,
          ratingAvg: 4.5,
          ratingCount: 2,
        }),
      );
      expect(await titles({ text: 'intake' })).toEqual([]);
      expect(await titles({ text: 'hood scoop' })).toEqual(['Hood Scoop']);
    });
  });
});
