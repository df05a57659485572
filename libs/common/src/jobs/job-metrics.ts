import { sharedMetric } from '@pitstop/metrics';
import { Counter, Gauge, Histogram } from 'prom-client';

/** What a queue holds, as operators ask it: waiting (prioritized ones too), running, delayed, failed for good. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** Reads one queue's counts; registered by a job host while it runs. */
export type QueueDepthReader = () => Promise<Record<QueueState, number>>;

const readers = new Map<string, QueueDepthReader>();
/** A scrape must answer even when Redis does not: a queue that cannot be read is left out. */
const READ_TIMEOUT_MS = 2_000;

sharedMetric(
  'job_queue_jobs',
  () =>
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs in a BullMQ queue by state, read from Redis at each scrape (waiting includes prioritized; failed are the jobs that gave up, the last 1,000 kept). A queue that cannot be read is left out of the scrape',
      labelNames: ['queue', 'state'],
      async collect() {
        this.reset();
        await Promise.all(
          [...readers].map(async ([queue, read]) => {
            const counts = await withTimeout(read(), READ_TIMEOUT_MS).catch(() => undefined);
            if (!counts) return;
            for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state]);
          }),
        );
      },
    }),
);

const failures = sharedMetric(
  'job_failures_total',
  () =>
    new Counter({
      name: 'job_failures_total',
      help: 'Job attempts that failed in this worker, by queue and job name (each is retried with backoff until its attempts run out)',
      labelNames: ['queue', 'job'],
    }),
);

const duration = sharedMetric(
  'job_duration_seconds',
  () =>
    new Histogram({
      name: 'job_duration_seconds',
      help: 'Job attempts run by this worker, by queue, job name and outcome (completed or failed)',
      labelNames: ['queue', 'job', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900, 3600],
    }),
);

export const jobMetrics = {
  /** Reports this queue's depth at every scrape until the returned function is called. */
  watchQueue(queue: string, read: QueueDepthReader): () => void {
    readers.set(queue, read);
    return () => {
      if (readers.get(queue) === read) readers.delete(queue);
    };
  },
  finished(queue: string, job: string, startedMs: number, failed: boolean): void {
    const seconds = (performance.now() - startedMs) / 1000;
    duration.observe({ queue, job, outcome: failed ? 'failed' : 'completed' }, seconds);
    if (failed) failures.inc({ queue, job });
  },
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
