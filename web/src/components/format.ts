/** How numbers, counts and money read everywhere in the app (docs/product.md §9: USD, 2 decimals). */

const count = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '1,234': a number of things (downloads, likes). */
export function formatCount(n: number): string {
  return count.format(n);
}

/** '0 uploads', '1 collection', '127 models', '1,234 users': a count and its noun. */
export function countOf(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** '$1,234.56' from integer cents, as every price and earning is kept. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * A yes/no answer in the caller's letters: 'Yes'/'No' in sentences (the admin's REVIEW MODEL),
 * 'YES'/'NO' where the spec writes it in capitals (the model page's Specs sheet).
 */
export function yesNo(value: boolean, letters: 'Yes' | 'YES' = 'Yes'): string {
  const answer = value ? 'Yes' : 'No';
  return letters === 'YES' ? answer.toUpperCase() : answer;
}
