import { SUGGEST_LIMITS, type SuggestResult } from '@pitstop/contracts';
import { SUGGEST_TEXT_MAX, SUGGEST_TEXT_MIN, suggestText, suggestionGroups } from './suggestions';

const PART = {
  id: '7f0c4a36-1f7e-4b53-9d7e-0a1b2c3d4e5f',
  slug: 'c8-cup-holder-insert',
  title: 'C8 Cup Holder Insert',
  imageUrl: 'https://cdn.example/previews/c8.card.webp',
};
const CORVETTE = {
  label: 'Chevrolet Corvette',
  makeSlug: 'chevrolet',
  modelSlug: 'corvette',
  years: '1997–Present',
};
const CHEVROLET = { label: 'Chevrolet', makeSlug: 'chevrolet', modelSlug: null, years: null };

describe('suggestText', () => {
  it('holds the same limits as the contract', () => {
    expect(SUGGEST_TEXT_MIN).toBe(SUGGEST_LIMITS.textMin);
    expect(SUGGEST_TEXT_MAX).toBe(SUGGEST_LIMITS.textMax);
  });

  it('asks nothing for fewer than two letters, spaces around them not counted', () => {
    expect(suggestText('')).toBeUndefined();
    expect(suggestText('c')).toBeUndefined();
    expect(suggestText('  c   ')).toBeUndefined();
    expect(suggestText(' co ')).toBe('co');
  });

  it('cuts long text to what the server accepts, without half of a character', () => {
    expect(suggestText('a'.repeat(150))).toBe('a'.repeat(SUGGEST_TEXT_MAX));
    // An emoji straddling the cut is left out whole: half of it would be refused.
    const straddling = suggestText(`${'a'.repeat(SUGGEST_TEXT_MAX - 1)}🏁 more`);
    expect(straddling).toBe('a'.repeat(SUGGEST_TEXT_MAX - 1));
    // Spaces where the cut falls go too.
    expect(suggestText(`${'a'.repeat(SUGGEST_TEXT_MAX - 2)}  bbb`)).toBe(
      'a'.repeat(SUGGEST_TEXT_MAX - 2),
    );
  });

  it('turns control characters, which the server refuses, into spaces', () => {
    expect(suggestText('golf\u0000gti\t')).toBe('golf gti');
    expect(suggestText('\u0007c')).toBeUndefined();
  });
});

describe('a vehicle suggestion', () => {
  const pathOf = (vehicle: SuggestResult['vehicles'][number]) =>
    suggestionGroups({ parts: [], vehicles: [vehicle] })[0]!.items[0]!.path;

  it("opens /search for a make's model with no text", () => {
    expect(pathOf(CORVETTE)).toBe('/search?make=chevrolet&model=corvette');
  });

  it('opens /search for a whole make without a model', () => {
    expect(pathOf(CHEVROLET)).toBe('/search?make=chevrolet');
  });
});

describe('suggestionGroups', () => {
  it('gives parts, leading to their model pages, then vehicles, leading to /search', () => {
    const result: SuggestResult = {
      parts: [
        PART,
        { ...PART, id: 'b', slug: 'c8 vent/pod', title: 'C8 Vent Pod', imageUrl: null },
      ],
      vehicles: [CORVETTE, CHEVROLET],
    };
    expect(suggestionGroups(result)).toEqual([
      {
        label: 'Parts',
        items: [
          {
            path: '/models/c8-cup-holder-insert',
            kind: 'part',
            name: 'C8 Cup Holder Insert',
            years: null,
            imageUrl: PART.imageUrl,
            spoken: 'Part: C8 Cup Holder Insert',
          },
          {
            path: '/models/c8%20vent%2Fpod',
            kind: 'part',
            name: 'C8 Vent Pod',
            years: null,
            imageUrl: null,
            spoken: 'Part: C8 Vent Pod',
          },
        ],
      },
      {
        label: 'Vehicles',
        items: [
          {
            path: '/search?make=chevrolet&model=corvette',
            kind: 'vehicle',
            name: 'Chevrolet Corvette',
            years: '1997–Present',
            imageUrl: null,
            spoken: 'Vehicle: Chevrolet Corvette, 1997–Present',
          },
          {
            path: '/search?make=chevrolet',
            kind: 'vehicle',
            name: 'Chevrolet',
            years: null,
            imageUrl: null,
            spoken: 'Vehicle: Chevrolet',
          },
        ],
      },
    ]);
  });

  it('leaves out an empty group, and gives nothing (no dropdown) for an empty answer', () => {
    expect(suggestionGroups({ parts: [], vehicles: [CORVETTE] }).map((g) => g.label)).toEqual([
      'Vehicles',
    ]);
    expect(suggestionGroups({ parts: [PART], vehicles: [] }).map((g) => g.label)).toEqual([
      'Parts',
    ]);
    expect(suggestionGroups({ parts: [], vehicles: [] })).toEqual([]);
    expect(suggestionGroups(undefined)).toEqual([]);
  });

  it('lists a place once, so every option has its own value', () => {
    const groups = suggestionGroups({ parts: [PART, PART], vehicles: [CORVETTE, CORVETTE] });
    expect(groups.map((group) => group.items.length)).toEqual([1, 1]);
  });
});
