/**
 * A listing's fields as sellers enter them, in the upload wizard and on the edit screen alike
 * (docs/product.md §5 and §9): the limits and messages the server checks with, how dollars become
 * cents, and what an invalid infill falls back to.
 */
import type { LISTING_LIMITS, ListingMessages } from '@pitstop/contracts';

// The contract's values can't be imported into the app (type-only imports keep the contracts out
// of the bundle); typed by them, these fail to compile if they ever drift from the server's.
type Limits = typeof LISTING_LIMITS;
type Messages = typeof ListingMessages;

export const TITLE_MAX: Limits['titleMax'] = 120;
export const SHORT_DESCRIPTION_MAX: Limits['shortDescriptionMax'] = 300;
export const LONG_DESCRIPTION_MAX: Limits['longDescriptionMax'] = 20_000;
export const TAGS_MAX: Limits['tagsMax'] = 12;
export const TAG_MAX: Limits['tagMax'] = 30;
const MIN_PAID_PRICE_CENTS: Limits['minPaidPriceCents'] = 50;
const MAX_PRICE_CENTS: Limits['maxPriceCents'] = 1_000_000;

export const TITLE_REQUIRED: Messages['titleRequired'] = 'Please provide a title for your model.';
export const SHORT_DESCRIPTION_REQUIRED: Messages['shortDescriptionRequired'] =
  'Please provide a short description for your model.';
export const FITMENT_REQUIRED: Messages['fitmentRequired'] =
  'Please select make, model, and generation for vehicle fitment.';
const PRICE_TOO_LOW: Messages['priceTooLow'] =
  'Paid models cost at least $0.50. Tick Free to give it away.';
const PRICE_TOO_HIGH: Messages['priceTooHigh'] = 'Price must be at most $10,000.00.';

/** docs/product.md §9's default, and what an infill that isn't 0–100 becomes. */
export const DEFAULT_INFILL = 20;

/** Dollars to integer cents, rounded ($4.995 → 500); anything else, negatives too, is 0. */
export function priceCentsFrom(dollars: unknown): number {
  const value = typeof dollars === 'string' ? Number(dollars.trim() || Number.NaN) : dollars;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 0;
  // 4.995 * 100 is 499.49999999999994 in floating point; 12 significant digits undo that.
  return Math.round(Number((value * 100).toPrecision(12)));
}

/** A whole percentage from 0 to 100; anything else falls back to 20. */
export function infillFrom(value: unknown): number {
  const percent = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value;
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return DEFAULT_INFILL;
  const whole = Math.round(percent);
  return whole >= 0 && whole <= 100 ? whole : DEFAULT_INFILL;
}

/**
 * Why a paid model's price can't be saved (the server's own words), or null. A free model has no
 * price to check.
 */
export function priceProblem(isFree: boolean, dollars: unknown): string | null {
  if (isFree) return null;
  const cents = priceCentsFrom(dollars);
  if (cents < MIN_PAID_PRICE_CENTS) return PRICE_TOO_LOW;
  if (cents > MAX_PRICE_CENTS) return PRICE_TOO_HIGH;
  return null;
}
