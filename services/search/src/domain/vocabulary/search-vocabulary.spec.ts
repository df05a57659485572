import { alsoKnownAs, meilisearchSynonyms, searchableText } from './search-vocabulary.js';
import { joinedNeighbours, letterDigitParts, singular } from './word-forms.js';

describe('word forms', () => {
  it('makes plurals singular, and leaves model codes and non-plurals alone', () => {
    expect(singular('knobs')).toBe('knob');
    expect(singular('accessories')).toBe('accessory');
    expect(singular('boxes')).toBe('box');
    expect(singular('gauges')).toBe('gauge');
    expect(singular('glasses')).toBe('glass');
    expect(singular('series')).toBe('series');
    expect(singular('mk8s')).toBe('mk8s');
    expect(singular('cap')).toBe('cap');
  });

  it('splits letters from digits and joins a letters word with a digits word', () => {
    expect(letterDigitParts('gr86')).toEqual(['gr', '86']);
    expect(letterDigitParts('4runner')).toEqual(['4', 'runner']);
    expect(letterDigitParts('golf')).toEqual([]);
    expect(joinedNeighbours(['gr', '86', 'gauge'])).toEqual(['gr86']);
    expect(joinedNeighbours(['350', 'z'])).toEqual(['350z']);
    expect(joinedNeighbours(['shift', 'knob'])).toEqual([]);
  });
});

describe('the words a text stands for', () => {
  it('adds aliases of makes and models, both ways', () => {
    expect(alsoKnownAs(['chevrolet', 'corvette'])).toEqual(
      expect.arrayContaining(['chevy', 'vette']),
    );
    expect(alsoKnownAs(['chevy'])).toContain('chevrolet');
    expect(alsoKnownAs(['gt', 'r'])).toContain('gtr');
    expect(alsoKnownAs(['vw'])).toContain('volkswagen');
  });

  it('adds part synonyms, one word or two, singular or plural', () => {
    expect(alsoKnownAs(['dash', 'cam', 'mount'])).toContain('dashcam');
    expect(alsoKnownAs(['dashcam'])).toEqual(expect.arrayContaining(['dash', 'cam']));
    expect(alsoKnownAs(['lower', 'grille', 'insert'])).toContain('grill');
    expect(alsoKnownAs(['shift', 'knobs'])).toEqual(expect.arrayContaining(['knob', 'gear']));
  });

  it('keeps letters and digits apart and together', () => {
    expect(searchableText('52mm Vent Gauge Pod for GR86').split(' ')).toEqual(
      expect.arrayContaining(['gr86', 'gr', '86', '52', 'mm', '52mm']),
    );
    expect(searchableText('Push Rivet Kit for F-150').split(' ')).toContain('f150');
  });

  it('gives Meilisearch every other name of a group', () => {
    const synonyms = meilisearchSynonyms();
    expect(synonyms['chevy']).toContain('chevrolet');
    expect(synonyms['dashcam']).toEqual(expect.arrayContaining(['dash cam']));
    expect(synonyms['grill']).toEqual(['grille']);
  });
});
