import { defineRequest } from '../definitions.js';

/**
 * VIN → garage: a 17-character vehicle identification number is checked here (the web checks it
 * as it is typed, the catalog before decoding) and decoded offline by the catalog from NHTSA's
 * vPIC data. The VIN itself is never stored or logged.
 */
export const VIN_LENGTH = 17;

/** I, O and Q are never used (they read as 1 and 0). */
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/** Transliteration of letters to numbers for the check digit (49 CFR 565.15). */
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

/** The weight of each of the 17 positions; position 9 (the check digit itself) weighs 0. */
const POSITION_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export const VinMessages = {
  required: 'Enter your VIN: the 17 characters on your registration or at the windscreen.',
  length: (n: number) => `A VIN has ${VIN_LENGTH} characters; this one has ${n}.`,
  characters: 'A VIN holds only letters and digits, never I, O or Q.',
  checkDigit:
    'That VIN does not add up: its 9th character (the check digit) does not match the others. Check it for a typo.',
  unknown: 'We could not read a vehicle from that VIN. Pick your car instead.',
  tooMany: (wait: string) => `You have decoded several VINs already. Please try again ${wait}.`,
} as const;

/** Upper case without spaces or dashes, as people copy VINs from papers. */
export const normalizeVin = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/** The check digit a VIN should carry at position 9: '0'–'9' or 'X' for 10. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i];
    const value = c >= '0' && c <= '9' ? Number(c) : LETTER_VALUES[c];
    sum += value * POSITION_WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Whether the VIN follows the North American rule: built there (first character 1–5) or for
 * that market, where position 9 is a check digit. Cars built for other markets often carry a
 * filler letter there (WVWZZZ…) and no model year either.
 */
export const vinCarriesCheckDigit = (vin: string): boolean =>
  /^[1-5]/.test(vin) || /^[0-9X]$/.test(vin[8] ?? '');

/**
 * What is wrong with a (normalized) VIN, or null when it is well formed. A check digit is
 * validated wherever the VIN carries one: a mistyped character is far more common than a car
 * that ignores the rule.
 */
export function vinProblem(vin: string): string | null {
  if (vin.length === 0) return VinMessages.required;
  if (vin.length !== VIN_LENGTH) return VinMessages.length(vin.length);
  if (!VIN_CHARACTERS.test(vin)) return VinMessages.characters;
  if (vinCarriesCheckDigit(vin) && vin[8] !== vinCheckDigit(vin)) return VinMessages.checkDigit;
  return null;
}

/** The taxonomy's names and ids a decoded VIN matched; null where it matched nothing. */
export interface VinTaxonomyMatch {
  makeId: string | null;
  makeName: string | null;
  makeSlug: string | null;
  modelId: string | null;
  modelName: string | null;
  modelSlug: string | null;
  /** Null when the year is unknown or two generations were built that year. */
  generationId: string | null;
  generationName: string | null;
  /** Only when vPIC's trim names one of the generation's trims. */
  trimId: string | null;
  trimName: string | null;
}

/** GET /api/vin/{vin}: what vPIC says the VIN is, and what of it our taxonomy knows. */
export interface VinDecodeDto {
  /** vPIC's names; null when vPIC does not know them. */
  make: string | null;
  model: string | null;
  /** Null when the VIN carries no model year (many cars built outside North America). */
  year: number | null;
  trim: string | null;
  matched: VinTaxonomyMatch;
}

/** How long to wait for a decode: the first after a start loads vPIC's data (about 5–8 s). */
export const VIN_DECODE_TIMEOUT_MS = 30_000;

export const CatalogVin = {
  /** BadRequest with a VinMessages text for a VIN that is not well formed. */
  decode: defineRequest<{ vin: string }, VinDecodeDto>('catalog.vin.decode'),
} as const;
