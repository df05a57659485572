const count = new Intl.NumberFormat('en-US');

/** '0 uploads', '1 collection', '127 models', '1,234 users': a count and its noun. */
export function countOf(n: number, noun: string): string {
  return `${count.format(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * A yes/no answer in the caller's letters: 'Yes'/'No' in sentences (the admin's REVIEW MODEL),
 * 'YES'/'NO' where the spec writes it in capitals (the model page's Specs sheet).
 */
export function yesNo(value: boolean, letters: 'Yes' | 'YES' = 'Yes'): string {
  const answer = value ? 'Yes' : 'No';
  return letters === 'YES' ? answer.toUpperCase() : answer;
}
