import { checkSearchRequest } from './search-criteria.js';
import { relaxWords } from './relax-words.js';

/** Counts over a tiny catalogue: each listing a set of words; a listing counts if it has all. */
function countsOver(listings: string[][]) {
  return async (words: string[]) =>
    listings.filter((listing) => words.every((word) => listing.includes(word))).length;
}

describe('dropping words no listing has together', () => {
  const catalogue = countsOver([
    ['golf', 'mk8', 'phone', 'mount'],
    ['civic', 'phone', 'mount'],
    ['golf', 'ball', 'shift', 'knob'],
    ['cup', 'holder', 'mount'],
  ]);

  it('drops a word nothing has, and keeps the rest required', async () => {
    const relaxed = await relaxWords(
      checkSearchRequest({ text: 'golf mk8 wireless phone mount' }),
      catalogue,
    );
    expect(relaxed?.words).toEqual(['golf', 'mk8', 'phone', 'mount']);
    expect(relaxed?.optionalWords).toEqual(['wireless']);
  });

  it('drops the most common word before the rare ones when the words do not meet', async () => {
    const relaxed = await relaxWords(checkSearchRequest({ text: 'civic shift mount' }), catalogue);
    // 'mount' is in three listings, 'civic' and 'shift' in one each: 'mount' goes first, then
    // the later of the two rare words.
    expect(relaxed?.words).toEqual(['civic']);
    expect(relaxed?.optionalWords).toEqual(['shift', 'mount']);
  });

  it('gives up only when no listing has any of the words', async () => {
    expect(await relaxWords(checkSearchRequest({ text: 'zzz yyy' }), catalogue)).toBeNull();
    expect(await relaxWords(checkSearchRequest({ text: 'golf' }), catalogue)).toBeNull();
  });
});
