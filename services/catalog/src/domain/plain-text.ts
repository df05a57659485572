import { BadRequestError } from '@pitstop/common';
import { controlCharactersMessage, hasControlCharacters } from '@pitstop/contracts';

/**
 * Text a person sent, trimmed; '' when there is none. Refuses a value that is not text (with
 * `notText`) and text with control characters ('{field} contains characters that are not
 * allowed'): NUL would otherwise reach Postgres and fail there.
 */
export function plainText(value: unknown, field: string, notText: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new BadRequestError(notText);
  if (hasControlCharacters(value)) throw new BadRequestError(controlCharactersMessage(field));
  return value.trim();
}

/**
 * plainText of at most `max` characters. `required` is the refusal of no text (and of a value
 * that is not text); without it the text is optional ('' when there is none).
 */
export function boundedText(
  value: unknown,
  field: string,
  rule: { max: number; tooLong: string; required?: string },
): string {
  const text = plainText(value, field, rule.required ?? rule.tooLong);
  if (!text && rule.required) throw new BadRequestError(rule.required);
  if (text.length > rule.max) throw new BadRequestError(rule.tooLong);
  return text;
}
