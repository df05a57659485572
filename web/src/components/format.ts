const count = new Intl.NumberFormat('en-US');

/** '0 uploads', '1 collection', '127 models', '1,234 users': a count and its noun. */
export function countOf(n: number, noun: string): string {
  return `${count.format(n)} ${noun}${n === 1 ? '' : 's'}`;
}
