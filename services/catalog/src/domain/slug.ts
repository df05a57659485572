/**
 * The product's slug rule: lower case, every run of non-alphanumeric characters becomes one
 * hyphen, leading and trailing hyphens trimmed ('Golf R' -> 'golf-r', 'F-150' -> 'f-150').
 * Accents are dropped first so 'Škoda' reads 'skoda' rather than losing the letter.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
