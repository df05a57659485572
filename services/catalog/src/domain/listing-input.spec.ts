import { RpcErrorCode, ListingMessages as Msg, type ListingInput } from '@pitstop/contracts';
import { checkListingChanges, checkNewListing, checkPrice } from './listing-input.js';

const MAKE = '11111111-1111-4111-8111-111111111111';
const MODEL = '22222222-2222-4222-8222-222222222222';
const GENERATION = '33333333-3333-4333-8333-333333333333';
const TRIM = '44444444-4444-4444-8444-444444444444';
const vehicle = { makeId: MAKE, modelId: MODEL, generationId: GENERATION };

const minimal: ListingInput = {
  title: '  Shift Knob  ',
  shortDescription: 'Weighted knob',
  vehicleFitment: vehicle,
};

const badRequest = (message: string) => ({ code: RpcErrorCode.BadRequest, message });

describe('checkNewListing', () => {
  it("applies docs/product.md §9's defaults: free, medium, 20% infill, personal use, a private draft", () => {
    const { fields, imageUrls } = checkNewListing(minimal);
    expect(fields).toEqual({
      title: 'Shift Knob',
      shortDescription: 'Weighted knob',
      longDescriptionMd: null,
      longDescriptionHtml: '',
      categoryId: null,
      tags: [],
      priceCents: 0,
      currency: 'USD',
      printDifficulty: 'medium',
      supportsRequired: false,
      infillHintPercent: 20,
      materials: [],
      mountLocation: null,
      allowPersonalUse: true,
      allowCommercialUse: false,
      isDraft: true,
      visibility: 'private',
      isUniversalFit: false,
      makeId: MAKE,
      modelId: MODEL,
      generationId: GENERATION,
      trimId: null,
      fileUrls: [],
    });
    expect(imageUrls).toEqual([]);
  });

  it('renders the description to sanitised HTML when written', () => {
    const { fields } = checkNewListing({
      ...minimal,
      longDescriptionMd: '**Fits** <script>x()</script>',
    });
    expect(fields.longDescriptionHtml).toBe('<p><strong>Fits</strong> </p>');
  });

  it.each([
    [{ title: '   ' }, Msg.titleRequired],
    [{ title: undefined }, Msg.titleRequired],
    [{ title: 'x'.repeat(121) }, Msg.titleTooLong],
    [{ shortDescription: '' }, Msg.shortDescriptionRequired],
    [{ shortDescription: 'x'.repeat(301) }, Msg.shortDescriptionTooLong],
    [{ longDescriptionMd: 'x'.repeat(20_001) }, Msg.longDescriptionTooLong],
    [{ vehicleFitment: null }, Msg.fitmentRequired],
    [{ vehicleFitment: { makeId: MAKE, modelId: MODEL } }, Msg.fitmentRequired],
    [{ vehicleFitment: { ...vehicle, makeId: 'golf' } }, Msg.fitmentUnknown],
    [{ vehicleFitment: { ...vehicle, trimId: 'gti' } }, Msg.fitmentUnknown],
    [{ categoryId: 'tools' }, Msg.categoryUnknown],
    [{ infillHintPercent: 101 }, Msg.infillInvalid],
    [{ infillHintPercent: 12.5 }, Msg.infillInvalid],
    [{ printDifficulty: 'insane' }, 'printDifficulty must be one of easy, medium, hard'],
    [{ visibility: 'secret' }, 'visibility must be one of public, private'],
    [{ supportsRequired: 'yes' }, 'supportsRequired must be true or false'],
    [{ tags: ['x'.repeat(31)] }, 'Each tag must be at most 30 characters'],
    [
      { tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
      'tags must be a list of at most 12 words',
    ],
    [{ currency: 'dollars' }, 'currency must be a three-letter code such as USD'],
  ])('refuses %j', (change, message) => {
    expect(() => checkNewListing({ ...minimal, ...change } as ListingInput)).toThrow(
      expect.objectContaining(badRequest(message)),
    );
  });

  it('needs no vehicle for a universal fit, and drops one that was sent', () => {
    const { fields } = checkNewListing({ ...minimal, isUniversalFit: true });
    expect(fields).toMatchObject({ isUniversalFit: true, makeId: null, trimId: null });
    expect(
      checkNewListing({ title: 'Clip', shortDescription: 'c', isUniversalFit: true }).fields.makeId,
    ).toBeNull();
  });

  it('keeps an optional trim, lower-casing ids', () => {
    const { fields } = checkNewListing({
      ...minimal,
      vehicleFitment: { ...vehicle, makeId: MAKE.toUpperCase(), trimId: TRIM },
    });
    expect(fields).toMatchObject({ makeId: MAKE, trimId: TRIM });
  });

  it('trims tags, drops blanks and repeats (case-insensitively), accepts a comma list', () => {
    expect(checkNewListing({ ...minimal, tags: [' gti ', '', 'GTI', 'knob'] }).fields.tags).toEqual(
      ['gti', 'knob'],
    );
    expect(
      checkNewListing({ ...minimal, tags: 'gti, knob' as unknown as string[] }).fields.tags,
    ).toEqual(['gti', 'knob']);
  });

  it('accepts images on http(s), /demo/ or /media/, and files on http(s) or /media/', () => {
    const ok = checkNewListing({
      ...minimal,
      imageUrls: ['/demo/previews/knob-1.png', '/media/a.png', 'https://cdn.example/a.png'],
      fileUrls: ['https://files.example/knob.stl', '/media/files/knob.stl'],
    });
    expect(ok.imageUrls).toEqual([
      '/demo/previews/knob-1.png',
      '/media/a.png',
      'https://cdn.example/a.png',
    ]);
    expect(ok.fields.fileUrls).toEqual(['https://files.example/knob.stl', '/media/files/knob.stl']);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    '//evil.example/a.png',
    'ftp://x/y',
    '/api/logout',
    'a.png',
    '/media/../api/logout',
  ])('refuses the image address %s, naming the rule', (url) => {
    expect(() => checkNewListing({ ...minimal, imageUrls: [url] })).toThrow(
      expect.objectContaining(badRequest(Msg.imageUrlInvalid)),
    );
  });

  it.each(['/demo/files/knob.stl', '/objects/knob.stl', '/api/logout', 'javascript:x'])(
    'refuses the file address %s, naming the rule',
    (url) => {
      expect(() => checkNewListing({ ...minimal, fileUrls: [url] })).toThrow(
        expect.objectContaining(badRequest(Msg.fileUrlInvalid)),
      );
    },
  );

  it('refuses too many addresses', () => {
    expect(() =>
      checkNewListing({ ...minimal, imageUrls: Array.from({ length: 21 }, () => '/media/a.png') }),
    ).toThrow(
      expect.objectContaining(badRequest('imageUrls must be a list of at most 20 addresses')),
    );
  });

  it.each([
    ['title', { title: 'Knob\u0000' }, 'Title'],
    ['short description', { shortDescription: 'a\u0001b' }, 'Short description'],
    ['description', { longDescriptionMd: 'x\u0000' }, 'Description'],
    ['tag', { tags: ['ok', 'b\u0008d'] }, 'A tag'],
  ])('refuses a %s with control characters', (_name, change, field) => {
    expect(() => checkNewListing({ ...minimal, ...change } as ListingInput)).toThrow(
      expect.objectContaining(badRequest(`${field} contains characters that are not allowed`)),
    );
  });
});

describe('checkPrice', () => {
  it.each([
    [undefined, undefined, 0],
    [0, undefined, 0],
    [999, true, 0],
    [50, undefined, 50],
    [1999, false, 1999],
    [1_000_000, undefined, 1_000_000],
  ])('priceCents %p with isFree %p is %p', (price, isFree, expected) => {
    expect(checkPrice(price, isFree)).toBe(expected);
  });

  it.each([
    [-1, undefined, Msg.priceInvalid],
    [12.5, undefined, Msg.priceInvalid],
    ['500', undefined, Msg.priceInvalid],
    [49, undefined, Msg.priceTooLow],
    [0, false, Msg.priceTooLow],
    [1_000_001, false, Msg.priceTooHigh],
  ])('refuses priceCents %p with isFree %p', (price, isFree, message) => {
    expect(() => checkPrice(price, isFree)).toThrow(expect.objectContaining(badRequest(message)));
  });
});

describe('checkListingChanges', () => {
  const current = checkNewListing({
    ...minimal,
    priceCents: 1500,
    tags: ['gti'],
    longDescriptionMd: 'Old *text*',
    imageUrls: ['/media/a.png'],
  }).fields;

  it('changes only the fields given and keeps the rest', () => {
    const { fields, imageUrls } = checkListingChanges(current, { title: 'Shift Knob v2' });
    expect(fields).toEqual({ ...current, title: 'Shift Knob v2' });
    expect(imageUrls).toBeUndefined();
  });

  it('makes it free when Free is ticked, and paid again with a price', () => {
    const free = checkListingChanges(current, { isFree: true, priceCents: 1500 }).fields;
    expect(free.priceCents).toBe(0);
    expect(checkListingChanges(free, { priceCents: 700 }).fields.priceCents).toBe(700);
  });

  it('refuses unticking Free without a price', () => {
    const free = checkListingChanges(current, { isFree: true }).fields;
    expect(() => checkListingChanges(free, { isFree: false })).toThrow(Msg.priceTooLow);
  });

  it('switches to universal fit and back (which then needs a vehicle again)', () => {
    const universal = checkListingChanges(current, { isUniversalFit: true }).fields;
    expect(universal).toMatchObject({ isUniversalFit: true, makeId: null, modelId: null });
    expect(() => checkListingChanges(universal, { isUniversalFit: false })).toThrow(
      Msg.fitmentRequired,
    );
    expect(
      checkListingChanges(universal, { isUniversalFit: false, vehicleFitment: vehicle }).fields
        .generationId,
    ).toBe(GENERATION);
  });

  it('clears the description and category with null', () => {
    const { fields } = checkListingChanges(current, { longDescriptionMd: null, categoryId: null });
    expect(fields).toMatchObject({
      longDescriptionMd: null,
      longDescriptionHtml: '',
      categoryId: null,
    });
  });

  it('replaces the previews when imageUrls are given', () => {
    expect(checkListingChanges(current, { imageUrls: ['/media/b.png'] }).imageUrls).toEqual([
      '/media/b.png',
    ]);
  });
});
