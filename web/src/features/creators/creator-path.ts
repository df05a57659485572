/** A creator's public page, where the model page's Creator card and the cards' seller names lead. */
export function creatorPath(sellerId: string): string {
  return `/creators/${encodeURIComponent(sellerId)}`;
}
