/** What the app keeps in the browser reads and writes (tests pass a Map-backed one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's localStorage (kept across visits) or sessionStorage (this tab), or null where
 * the browser refuses it (some private modes): callers then do without.
 */
export function browserStorage(kind: 'local' | 'session'): KeyValueStorage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
