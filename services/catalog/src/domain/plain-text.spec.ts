import { RpcErrorCode } from '@pitstop/contracts';
import { boundedText, plainText } from './plain-text.js';

describe('plainText', () => {
  it('trims text, and reads nothing as empty', () => {
    expect(plainText('  Shift knob \n', 'Title', 'x')).toBe('Shift knob');
    expect(plainText(undefined, 'Title', 'x')).toBe('');
    expect(plainText(null, 'Title', 'x')).toBe('');
  });

  it('keeps line breaks and tabs inside the text', () => {
    expect(plainText('a\n\tb\r\nc', 'Review', 'x')).toBe('a\n\tb\r\nc');
  });

  it('refuses what is not text with the given message', () => {
    expect(() => plainText(42, 'Title', 'Please provide a title')).toThrow(
      expect.objectContaining({ code: RpcErrorCode.BadRequest, message: 'Please provide a title' }),
    );
  });

  it.each(['nul\u0000here', '\u0001', 'bell\u0007', 'esc\u001B[31m'])(
    'refuses control characters in %j, naming the field',
    (text) => {
      expect(() => plainText(text, 'Comment', 'x')).toThrow(
        expect.objectContaining({
          code: RpcErrorCode.BadRequest,
          message: 'Comment contains characters that are not allowed',
        }),
      );
    },
  );
});

describe('boundedText', () => {
  const title = { max: 5, tooLong: 'Too long', required: 'Give one' };

  it('passes trimmed text up to the limit', () => {
    expect(boundedText('  Knob  ', 'Title', title)).toBe('Knob');
  });

  it.each([
    ['   ', 'Give one'],
    [42, 'Give one'],
    ['Shift knob', 'Too long'],
  ])('refuses %j with %p', (value, message) => {
    expect(() => boundedText(value, 'Title', title)).toThrow(
      expect.objectContaining({ code: RpcErrorCode.BadRequest, message }),
    );
  });

  it('reads no optional text as empty, and refuses what is not text as too long', () => {
    const details = { max: 5, tooLong: 'Too long' };
    expect(boundedText(undefined, 'Details', details)).toBe('');
    expect(() => boundedText(42, 'Details', details)).toThrow(
      expect.objectContaining({ message: 'Too long' }),
    );
  });
});
