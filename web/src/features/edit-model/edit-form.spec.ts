import type { Listing } from '../listings/listingsApi';
import {
  changesFromValues,
  DEFAULT_INFILL,
  infillFrom,
  NO_CATEGORY,
  priceCentsFrom,
  priceProblem,
  valuesFromListing,
  type EditModelValues,
} from './edit-form';

const listing = {
  title: 'Gauge Pod',
  shortDescription: 'A 52 mm pod for the vent.',
  longDescriptionMd: null,
  categoryId: null,
  priceCents: 499,
  isFree: false,
  currency: 'USD',
  printDifficulty: 'medium',
  supportsRequired: true,
  infillHintPercent: 40,
  allowPersonalUse: true,
  allowCommercialUse: false,
} as unknown as Listing;

const values = (overrides: Partial<EditModelValues> = {}): EditModelValues => ({
  ...valuesFromListing(listing),
  ...overrides,
});

describe('valuesFromListing', () => {
  it('starts from the listing: dollars from cents, empty text and No Category for nothing', () => {
    expect(valuesFromListing(listing)).toEqual({
      title: 'Gauge Pod',
      shortDescription: 'A 52 mm pod for the vent.',
      longDescriptionMd: '',
      categoryId: NO_CATEGORY,
      isFree: false,
      price: 4.99,
      printDifficulty: 'medium',
      supportsRequired: true,
      infillHintPercent: 40,
      mountLocation: null,
      materials: [],
      allowPersonalUse: true,
      allowCommercialUse: false,
    });
  });
});

describe('priceCentsFrom', () => {
  it('rounds dollars to whole cents', () => {
    expect(priceCentsFrom(4.99)).toBe(499);
    expect(priceCentsFrom(0.1 + 0.2)).toBe(30);
    expect(priceCentsFrom(4.995)).toBe(500);
    expect(priceCentsFrom('12.5')).toBe(1250);
  });

  it('makes anything invalid 0', () => {
    expect(priceCentsFrom(null)).toBe(0);
    expect(priceCentsFrom('')).toBe(0);
    expect(priceCentsFrom('abc')).toBe(0);
    expect(priceCentsFrom(-3)).toBe(0);
    expect(priceCentsFrom(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('infillFrom', () => {
  it('keeps a whole percentage from 0 to 100', () => {
    expect(infillFrom(0)).toBe(0);
    expect(infillFrom(100)).toBe(100);
    expect(infillFrom(35.4)).toBe(35);
    expect(infillFrom('60')).toBe(60);
  });

  it('falls back to 20 for anything else', () => {
    expect(infillFrom(null)).toBe(DEFAULT_INFILL);
    expect(infillFrom(101)).toBe(DEFAULT_INFILL);
    expect(infillFrom(-1)).toBe(DEFAULT_INFILL);
    expect(infillFrom('lots')).toBe(DEFAULT_INFILL);
  });
});

describe('priceProblem', () => {
  it('needs a paid model to cost from $0.50 to $10,000', () => {
    expect(priceProblem(false, 0.5)).toBeNull();
    expect(priceProblem(false, 10_000)).toBeNull();
    expect(priceProblem(false, 0.49)).toBe(
      'Paid models cost at least $0.50. Tick Free to give it away.',
    );
    expect(priceProblem(false, null)).toBe(
      'Paid models cost at least $0.50. Tick Free to give it away.',
    );
    expect(priceProblem(false, 10_000.01)).toBe('Price must be at most $10,000.00.');
  });

  it('never complains about a free model', () => {
    expect(priceProblem(true, null)).toBeNull();
  });
});

describe('changesFromValues', () => {
  it("sends docs/product.md §7's fields, trimmed, with the price in cents", () => {
    expect(
      changesFromValues(
        values({
          title: '  Gauge Pod v2 ',
          longDescriptionMd: '\n## Fit\n',
          categoryId: 'c1',
          price: 7.5,
          infillHintPercent: 30,
        }),
        'USD',
      ),
    ).toEqual({
      title: 'Gauge Pod v2',
      shortDescription: 'A 52 mm pod for the vent.',
      longDescriptionMd: '## Fit',
      categoryId: 'c1',
      priceCents: 750,
      currency: 'USD',
      isFree: false,
      printDifficulty: 'medium',
      supportsRequired: true,
      infillHintPercent: 30,
      mountLocation: null,
      materials: [],
      allowPersonalUse: true,
      allowCommercialUse: false,
    });
  });

  it('sends a free model at 0 whatever the price box held', () => {
    expect(changesFromValues(values({ isFree: true, price: 9.99 }), 'USD')).toMatchObject({
      isFree: true,
      priceCents: 0,
    });
  });

  it('clears the category for No Category and the description when it is emptied', () => {
    expect(
      changesFromValues(values({ categoryId: NO_CATEGORY, longDescriptionMd: '  ' }), 'USD'),
    ).toMatchObject({ categoryId: null, longDescriptionMd: null });
  });

  it('sends an invalid infill as 20', () => {
    expect(changesFromValues(values({ infillHintPercent: null }), 'USD').infillHintPercent).toBe(
      DEFAULT_INFILL,
    );
  });
});
