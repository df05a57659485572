/**
 * The admin panel's lists (users, approvals, reports, imports, the audit log): one page at a
 * time, as GET /api/models3d does — `limit` and `offset` in, the page as a plain array and the
 * total in `X-Total-Count` out. The services answer `Page`; the gateway splits it.
 */
export const ADMIN_LIST_LIMITS = {
  /** A page when the caller names no limit. */
  pageSizeDefault: 50,
  pageSizeMax: 200,
  /** Deep enough for 100,000 users at the largest page; keeps OFFSET within reason. */
  offsetMax: 1_000_000,
  /** Search text (users by name or email, listings by title). */
  searchMax: 100,
} as const;

/** One page of an admin list. */
export interface AdminPageQuery {
  /** 1–pageSizeMax; pageSizeDefault when absent. */
  limit?: number;
  /** 0–offsetMax; 0 when absent. */
  offset?: number;
}

/** A page of a list and the number of matches over all pages. */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The page a service reads: the limit and offset as sent when they are whole numbers within
 * range, else the defaults (the gateway has refused bad ones already; another caller on the bus
 * gets the nearest sensible page rather than an error).
 */
export function adminPage(query: AdminPageQuery | undefined): { limit: number; offset: number } {
  const L = ADMIN_LIST_LIMITS;
  const whole = (value: unknown, min: number, max: number, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value)
      ? Math.min(max, Math.max(min, value))
      : fallback;
  return {
    limit: whole(query?.limit, 1, L.pageSizeMax, L.pageSizeDefault),
    offset: whole(query?.offset, 0, L.offsetMax, 0),
  };
}

/**
 * Search text as a LIKE pattern matching it anywhere ('%text%', with %, _ and \ taken
 * literally), lower-cased; null when there is nothing to search for.
 */
export function containsPattern(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim().slice(0, ADMIN_LIST_LIMITS.searchMax).toLowerCase();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, '\\$&')}%` : null;
}
