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
