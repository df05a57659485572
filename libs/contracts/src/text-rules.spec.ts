import { controlCharactersMessage, hasControlCharacters, hasLoneSurrogates } from './text-rules.js';

describe('hasControlCharacters', () => {
  it.each(['a\u0000b', '\u0007', 'x\u001Fy', '\u000B', '\u000C'])('finds them in %j', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it.each(['', 'Plain text', 'Lines\nand\r\nbreaks\tand tabs', 'Ünïcödé 🚗'])(
    'passes %j',
    (text) => {
      expect(hasControlCharacters(text)).toBe(false);
    },
  );

  it('names the field in its message', () => {
    expect(controlCharactersMessage('Title')).toBe(
      'Title contains characters that are not allowed',
    );
  });
});

describe('hasLoneSurrogates', () => {
  it.each([
    '\ud800',
    'a\udbffb',
    '\udc00',
    'x\udfff',
    '\udc00\ud800',
    '🚗'.slice(0, 1),
    '🚗'.slice(1),
  ])('finds them in %j', (text) => {
    expect(hasLoneSurrogates(text)).toBe(true);
  });

  it.each(['', 'Plain text', 'Ünïcödé 🚗', '𝕏𝕏', '\ud83d\ude97', '\uFFFD'])('passes %j', (text) => {
    expect(hasLoneSurrogates(text)).toBe(false);
  });
});
