export const POPULAR_MAKES_COUNT = 6;

/**
 * The home page's six popular makes: most live listings (modelCount, which approvals raise)
 * first; ties keep the API's curated order.
 */
export function popularMakes<M extends { modelCount: number }>(
  makes: readonly M[],
  count = POPULAR_MAKES_COUNT,
): M[] {
  return makes
    .map((make, index) => ({ make, index }))
    .sort((a, b) => b.make.modelCount - a.make.modelCount || a.index - b.index)
    .slice(0, count)
    .map(({ make }) => make);
}
