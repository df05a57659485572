import { BullModule, Processor, WorkerHost } from '@nestjs/bullmq';
import {
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobDef } from '@pitstop/contracts';
import type { Job } from 'bullmq';
import { jobDefOf, type JobRunner } from './job-handler.js';
import { jobMetrics } from './job-metrics.js';
import { bullConnection, JobQueue, type JobConnection } from './job-queue.js';

export interface JobHostOptions extends JobConnection {
  /** The service's job names (its `XJobs` object in libs/contracts). */
  jobs: Record<string, JobDef<unknown, unknown>>;
  /** The `src/jobs/*.job.ts` classes: exactly one per job name. */
  handlers: Type<JobRunner<JobDef<unknown, unknown>>>[];
  concurrency: number;
}

/** Names every job without a handler and every name with more than one: start-up stops on either. */
export function checkJobHandlers(
  jobs: Record<string, JobDef<unknown, unknown>>,
  handlers: Function[],
): Map<string, Function> {
  const problems: string[] = [];
  const byName = new Map<string, Function>();
  const declared = new Set(Object.values(jobs).map((def) => def.name));
  for (const handler of handlers) {
    const def = jobDefOf(handler);
    if (!def) problems.push(`${handler.name} is not marked with @HandlesJob`);
    else if (!declared.has(def.name))
      problems.push(
        `${handler.name} handles '${def.name}', which is not one of this worker's jobs`,
      );
    else if (byName.has(def.name))
      problems.push(
        `'${def.name}' has two handlers: ${byName.get(def.name)!.name} and ${handler.name}`,
      );
    else byName.set(def.name, handler);
  }
  for (const name of declared) if (!byName.has(name)) problems.push(`'${name}' has no handler`);
  const queues = new Set(Object.values(jobs).map((def) => def.queue));
  if (queues.size > 1) problems.push(`one worker reads one queue, not ${[...queues].join(', ')}`);
  if (problems.length > 0)
    throw new Error(`The job host cannot start:\n  - ${problems.join('\n  - ')}`);
  return byName;
}

/** What a worker's readiness asks of its job host: whether Redis answers on its queue. */
export class JobHostHealth {
  constructor(
    private readonly queue: JobQueue,
    private readonly def: JobDef<unknown, unknown>,
  ) {}

  redis(): Promise<void> {
    return this.queue.ping(this.def);
  }
}

/**
 * The one job host every worker runs on (@nestjs/bullmq): it reads the service's queue, hands
 * each job to the handler of its name, retries failures with backoff (JobQueue's defaults),
 * reports progress, and on shutdown aborts what runs (handlers stop at their next step) and
 * closes the worker, so an unfinished job is picked up again as stalled by a live worker.
 */
@Module({})
export class JobHostModule {
  static forRoot(options: JobHostOptions): DynamicModule {
    const byName = checkJobHandlers(options.jobs, options.handlers);
    const queueDef = Object.values(options.jobs)[0]!;
    const queue = queueDef.queue;
    const stopping = new AbortController();

    @Processor(queue, { concurrency: options.concurrency })
    class JobDispatcher
      extends WorkerHost
      implements OnApplicationBootstrap, BeforeApplicationShutdown
    {
      private readonly logger = new Logger(`Jobs(${queue})`);
      private unwatchQueue?: () => void;

      constructor(
        @Inject(ModuleRef) private readonly moduleRef: ModuleRef,
        @Inject(JobQueue) private readonly jobs: JobQueue,
      ) {
        super();
      }

      /** The queue's depth is read from Redis at each scrape of /metrics (job_queue_jobs). */
      onApplicationBootstrap(): void {
        this.unwatchQueue = jobMetrics.watchQueue(queue, async () => {
          const counts = await this.jobs.counts(queueDef, [
            'waiting',
            'prioritized',
            'active',
            'delayed',
            'failed',
          ]);
          return { ...counts, waiting: counts.waiting + counts.prioritized };
        });
      }

      async process(job: Job): Promise<unknown> {
        const handlerType = byName.get(job.name);
        // Unknown names cannot happen for jobs queued through the contracts; fail them loudly.
        if (!handlerType) throw new Error(`no handler for job '${job.name}'`);
        const handler = this.moduleRef.get(
          handlerType as Type<JobRunner<JobDef<unknown, unknown>>>,
          {
            strict: false,
          },
        );
        const started = performance.now();
        let result: unknown;
        try {
          result = await handler.run(job.data as never, {
            id: job.id ?? '',
            attempt: job.attemptsMade + 1,
            progress: (value) => job.updateProgress(value),
            signal: stopping.signal,
          });
        } catch (err) {
          // A job stopped by this worker's shutdown has not failed: another worker runs it again.
          if (!stopping.signal.aborted) jobMetrics.finished(queue, job.name, started, true);
          throw err;
        }
        jobMetrics.finished(queue, job.name, started, false);
        this.logger.log(
          `${job.name} ${job.id} done in ${Math.round(performance.now() - started)} ms`,
        );
        return result;
      }

      /**
       * Before Nest's own shutdown hooks (@nestjs/bullmq's would close the worker and wait for
       * the jobs running): the jobs are told to stop, and the worker closes without waiting, so
       * a job blocked on a slow call does not hold shutdown. BullMQ then finds it stalled and a
       * live worker runs it again (jobs are idempotent).
       */
      async beforeApplicationShutdown(): Promise<void> {
        this.unwatchQueue?.();
        stopping.abort();
        await this.worker.close(true);
      }
    }

    return {
      module: JobHostModule,
      // registerQueue brings @nestjs/bullmq's explorer, which starts a worker for each @Processor.
      imports: [
        BullModule.forRoot(bullConnection(options)),
        BullModule.registerQueue({ name: queue }),
      ],
      // The handlers are the importing module's providers (they need its repositories); the
      // dispatcher finds them through the module graph.
      providers: [
        JobDispatcher,
        { provide: JobQueue, useFactory: () => new JobQueue(options) },
        {
          provide: JobHostHealth,
          useFactory: (jobs: JobQueue) => new JobHostHealth(jobs, Object.values(options.jobs)[0]!),
          inject: [JobQueue],
        },
      ],
      exports: [JobQueue, JobHostHealth],
    };
  }

  /** Only queues jobs (a service's main process, whose worker runs elsewhere). */
  static producer(connection: JobConnection): DynamicModule {
    return {
      module: JobHostModule,
      providers: [{ provide: JobQueue, useFactory: () => new JobQueue(connection) }],
      exports: [JobQueue],
    };
  }
}
