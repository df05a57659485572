/** Optional profile text: surrounding blanks dropped, and nothing left means not set. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
