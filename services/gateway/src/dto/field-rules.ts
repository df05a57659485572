import { applyDecorators } from '@nestjs/common';
import { controlCharactersMessage, hasControlCharacters } from '@pitstop/contracts';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';

// Shared building blocks of the DTOs. class-validator runs a property's decorators bottom-up
// and stops at the first error, so each DTO puts its most basic check lowest.

/** Text is trimmed before it is checked, so '   ' counts as empty. */
export const Trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** An empty query parameter (`?makeId=`) means the filter is not set, as the web app sends it. */
export const BlankAsAbsent = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/** Checks a field only when it is given: null is checked (and refused unless allowed). */
export const IfPresent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** Checks a field only when it has a value: absent and null both mean 'none'. */
export const IfNotNull = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);

/**
 * A whole number in a query string becomes a number; anything else stays as sent so the
 * field's checks refuse it ('1.5', 'ten', '1e3' and repeated parameters are not numbers).
 */
const QueryWholeNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === '') return undefined;
    return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  });

/**
 * An optional whole-number query parameter from `min` to `max` (a page's limit or offset), with
 * one message for every way it can be wrong.
 */
export const QueryWholeNumberInRange = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  // Applied in this order, so checked in this order: the most basic check first.
  return applyDecorators(
    QueryWholeNumber(),
    IsOptional(),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
};

/** 'true' and 'false' in a query string become booleans; anything else stays as sent. */
export const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === '') return undefined;
    return value === 'true' ? true : value === 'false' ? false : value;
  });

/**
 * Refuses text holding control characters (NUL and the other C0 controls but tab and line
 * breaks): they have no place in what people write, and NUL would fail in the database.
 * `each` checks every item of a list (tags).
 */
export const NoControlCharacters = (field: string, options: { each?: boolean } = {}) =>
  ValidateBy(
    {
      name: 'noControlCharacters',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacters(value),
        defaultMessage: () => controlCharactersMessage(field),
      },
    },
    options,
  );

/** An optional id filter in a query string; empty means not set. Checked in this order. */
export const QueryUuid = (name: string) =>
  applyDecorators(
    BlankAsAbsent(),
    IsOptional(),
    IsUUID('all', { message: `${name} must be a UUID` }),
  );

/** An optional query parameter taking one of a fixed set of values; empty means not set. */
export const QueryOneOf = (name: string, values: readonly string[]) =>
  applyDecorators(
    BlankAsAbsent(),
    IsOptional(),
    IsIn(values, { message: `${name} must be one of ${values.join(', ')}` }),
  );

/** An optional 'true' or 'false' query parameter. */
export const QueryTrueOrFalse = (name: string) =>
  applyDecorators(
    QueryBoolean(),
    IsOptional(),
    IsBoolean({ message: `${name} must be true or false` }),
  );

/** Optional words to search for in a query string, up to `max` characters; empty means none. */
export const QueryText = (name: string, max: number) =>
  applyDecorators(
    BlankAsAbsent(),
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(max, { message: `${name} must be at most ${max} characters` }),
    NoControlCharacters(name),
  );
