import { useEffect, useState } from 'react';
import { totalFrom } from '../listings/total-count';

/** The page size of the admin lists (the server's default too). */
export const ADMIN_PAGE_SIZE = 50;

/** One page of an admin list and the total over all pages (X-Total-Count). */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

/** A page's query args: the page number (1-based) as the server's limit and offset. */
export const pageArgs = (page: number, pageSize = ADMIN_PAGE_SIZE) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** Reads an admin list's answer: the array, and the total from its header. */
export const toAdminPage = <T>(items: T[], meta: { response?: Response } | undefined) => ({
  items,
  total: totalFrom(meta?.response?.headers, items.length),
});

/** Drops empty query args so the URL (and the cache key) only holds what is set. */
export const setArgs = <T extends object>(args: T) =>
  Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;

/** The value once it has stopped changing for `ms` (a search box asks once per pause). */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
