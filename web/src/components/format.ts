/** How numbers, counts and money read everywhere in the app (docs/product.md §9: USD, 2 decimals). */

/**
 * A formatter made on its first use. The page's first Intl object loads ICU's locale data, about
 * 50 ms on a phone-speed CPU; made at import, that time lengthened the one long task that
 * evaluates the app's code (docs/benchmarks.md, "The app's code in four tasks").
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const count = onFirstUse(() => new Intl.NumberFormat('en-US'));
const usd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
);

/** '1,234': a number of things (downloads, likes). */
export function formatCount(n: number): string {
  return count().format(n);
}

/** '0 uploads', '1 collection', '127 models', '1,234 users': a count and its noun. */
export function countOf(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** '$1,234.56' from integer cents, as every price and earning is kept. */
export function formatCents(cents: number): string {
  return usd().format(cents / 100);
}

/**
 * A yes/no answer in the caller's letters: 'Yes'/'No' in sentences (the admin's REVIEW MODEL),
 * 'YES'/'NO' where the spec writes it in capitals (the model page's Specs sheet).
 */
export function yesNo(value: boolean, letters: 'Yes' | 'YES' = 'Yes'): string {
  const answer = value ? 'Yes' : 'No';
  return letters === 'YES' ? answer.toUpperCase() : answer;
}
