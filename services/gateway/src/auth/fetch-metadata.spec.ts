import { isOwnNavigation } from './fetch-metadata.js';

describe('isOwnNavigation', () => {
  const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

  it.each([
    ['a click on one of our pages', { ...navigate, 'sec-fetch-site': 'same-origin' }],
    ['an address typed or bookmarked', { ...navigate, 'sec-fetch-site': 'none' }],
    ['a client without fetch metadata (curl, older browsers)', {}],
  ])('is true for %s', (_what, headers) => {
    expect(isOwnNavigation(headers)).toBe(true);
  });

  it.each([
    ['an <img> on our page', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' }],
    ['a fetch()', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
    [
      'a frame',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    ],
    ['a link on another site', { ...navigate, 'sec-fetch-site': 'cross-site' }],
    ['a partial set of headers without navigate', { 'sec-fetch-dest': 'image' }],
  ])('is false for %s', (_what, headers) => {
    expect(isOwnNavigation(headers)).toBe(false);
  });
});
