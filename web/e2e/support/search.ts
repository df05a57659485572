/** Steps the search browser tests share. */
import type { SearchResult } from '@pitstop/contracts';
import request from 'supertest';

/** Waits until the index has taken every approved listing (it follows the catalog's events). */
export async function waitForIndex(url: string, total: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await request(url).get('/api/search?limit=1');
    if (res.status === 200 && (res.body as SearchResult).total === total) return;
    if (Date.now() > deadline)
      throw new Error(`the index has ${JSON.stringify(res.body)}, not ${total} listings`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
