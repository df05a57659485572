import { controlCharactersMessage, hasControlCharacters } from './text-rules.js';

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
