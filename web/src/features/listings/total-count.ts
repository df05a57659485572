/**
 * The total over all pages of GET /api/models3d, from its X-Total-Count header. Without a
 * readable one (or one smaller than the page in hand), the page itself is all there is.
 */
export function totalFrom(headers: Pick<Headers, 'get'> | undefined, pageLength: number): number {
  const header = headers?.get('X-Total-Count')?.trim();
  const total = header ? Number(header) : Number.NaN;
  return Number.isSafeInteger(total) && total >= pageLength ? total : pageLength;
}
