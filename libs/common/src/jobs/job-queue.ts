import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { JobDef, JobPayloadOf } from '@pitstop/contracts';
import { Queue, type Job, type JobType } from 'bullmq';

export interface JobConnection {
  redisUrl: string;
  /** The bus namespace: queues of one environment share it. */
  namespace: string;
}

export interface AddJobOptions {
  /**
   * Deterministic id: while a job with this id exists (waiting, running, or kept after it
   * finished), adding it again is a no-op. This is what makes retries and re-queues idempotent.
   */
  jobId?: string;
  /** While a job of this deduplication id waits or runs, adding another joins it. */
  deduplicationId?: string;
  delayMs?: number;
  attempts?: number;
  /** First retry's delay; each next one doubles it (default 2 s). */
  backoffMs?: number;
}

export const bullConnection = (connection: JobConnection) => ({
  connection: { url: connection.redisUrl, maxRetriesPerRequest: null },
  prefix: `${connection.namespace}:bull`,
});

/** Retries with exponential backoff; finished jobs are kept a while to answer status and dedupe. */
const DEFAULTS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  // `removeOnComplete: true` races waitUntilFinished in BullMQ 6 (STACK-NOTES): keep a few.
  removeOnComplete: { count: 1_000 },
  removeOnFail: { count: 1_000 },
} as const;

/**
 * Queues jobs by their contract definition (job names and payloads live in libs/contracts),
 * onto the owning service's queue. Any process may queue; the service's worker runs them.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly connection: JobConnection) {}

  async add<D extends JobDef<unknown, unknown>>(
    def: D,
    payload: JobPayloadOf<D>,
    options: AddJobOptions = {},
  ): Promise<Job> {
    return this.queue(def.queue).add(def.name, payload, {
      ...DEFAULTS,
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: options.attempts ?? DEFAULTS.attempts,
      backoff:
        options.backoffMs === undefined
          ? DEFAULTS.backoff
          : { type: 'exponential', delay: options.backoffMs },
      ...(options.deduplicationId ? { deduplication: { id: options.deduplicationId } } : {}),
    });
  }

  /** Jobs of one name in the given states, newest first (for status pages). */
  async find(def: JobDef<unknown, unknown>, states: JobType[], limit = 10): Promise<Job[]> {
    const jobs = await this.queue(def.queue).getJobs(states, 0, Math.max(limit * 5, 50));
    return jobs
      .filter((job) => job?.name === def.name)
      .sort((a, b) => b.timestamp - a.timestamp)
      .slice(0, limit);
  }

  /** Answers once Redis answers on this queue's connection (a worker's readiness check). */
  async ping(def: JobDef<unknown, unknown>): Promise<void> {
    // A count is one small read of the queue's keys: it answers only if Redis does.
    await this.queue(def.queue).count();
  }

  /** How many jobs of this queue (all names) are in each state (read on every metrics scrape). */
  async counts<S extends JobType>(
    def: JobDef<unknown, unknown>,
    states: readonly S[],
  ): Promise<Record<S, number>> {
    return (await this.queue(def.queue).getJobCounts(...states)) as Record<S, number>;
  }

  async get(def: JobDef<unknown, unknown>, jobId: string): Promise<Job | undefined> {
    return this.queue(def.queue).getJob(jobId);
  }

  /** Repeats a job on a fixed interval (one schedule per name, however many processes ask). */
  async every<D extends JobDef<unknown, unknown>>(
    def: D,
    payload: JobPayloadOf<D>,
    everyMs: number,
  ): Promise<void> {
    await this.queue(def.queue).upsertJobScheduler(
      def.name,
      { every: everyMs },
      { name: def.name, data: payload, opts: { ...DEFAULTS, attempts: 1 } },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, bullConnection(this.connection));
      // Without a listener a lost connection is logged on every reconnect attempt; the calls
      // that need Redis fail on their own, and a worker's readiness says so (JobHostHealth).
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }
}
