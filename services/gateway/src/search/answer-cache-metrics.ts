import { sharedMetric } from '@pitstop/metrics';
import { Counter, Gauge } from 'prom-client';
import type { AnswerCache } from './answer-cache.js';

/**
 * What the kept search answers report to Prometheus, read from the caches' own counts at each
 * scrape (nothing is added to a request's path): how often a visitor's search was answered from
 * memory, and what that memory holds. A falling hit share, with the search service's latency
 * rising, is the first sign the cache is too small (SEARCH_CACHE_MB) or too short-lived.
 */
const caches = new Set<AnswerCache>();

sharedMetric(
  'gateway_search_answers_total',
  () =>
    new Counter({
      name: 'gateway_search_answers_total',
      help: "Visitors' searches, suggestions and listing pages asked of the gateway's kept answers, by result: hit (fresh), stale (served while it refreshes), miss (asked of the search or catalog service)",
      labelNames: ['result'],
      collect() {
        const sum = { hit: 0, stale: 0, miss: 0 };
        for (const cache of caches) {
          const { hits, staleHits, misses } = cache.stats();
          sum.hit += hits;
          sum.stale += staleHits;
          sum.miss += misses;
        }
        // A counter has no set: the caches' counts are the totals.
        this.reset();
        for (const [result, count] of Object.entries(sum)) this.inc({ result }, count);
      },
    }),
);

sharedMetric(
  'gateway_search_answers_kept',
  () =>
    new Gauge({
      name: 'gateway_search_answers_kept',
      help: 'Answers the gateway keeps in memory now (answers), and the bytes of their JSON and gzip (bytes; at most SEARCH_CACHE_MB)',
      labelNames: ['measure'],
      collect() {
        let answers = 0;
        let bytes = 0;
        for (const cache of caches) {
          const stats = cache.stats();
          answers += stats.entries;
          bytes += stats.bytes;
        }
        this.set({ measure: 'answers' }, answers);
        this.set({ measure: 'bytes' }, bytes);
      },
    }),
);

/** Reports `cache` at every scrape until the returned function is called (the gateway closes). */
export function watchAnswerCache(cache: AnswerCache): () => void {
  caches.add(cache);
  return () => caches.delete(cache);
}
