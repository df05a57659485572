// How the catalog worker (the CSV import) is run, wherever it runs: npm start, bench/import, and
// (as YAML, which cannot import this) docker-compose.yml and k8s/base/catalog-worker.yaml, which
// test/deploy/deployment-files.spec.ts holds to the same value.

/**
 * An import holds two batches in memory (at most 2,500 rows or 4 MiB of the file each): a heap
 * capped at 192 MB is collected rather than grown, so the worker stays under 300 MB.
 */
export const CATALOG_WORKER_NODE_OPTIONS = '--max-old-space-size=192';
