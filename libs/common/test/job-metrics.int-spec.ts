import { Injectable, Module } from '@nestjs/common';
import type { JobDef } from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import { createLogger } from '../src/logger.js';
import {
  HandlesJob,
  JobHostModule,
  JobQueue,
  startWorkerProcess,
  type JobRunner,
  type WorkerProcess,
} from '../src/jobs/index.js';
import { deleteBusNamespace } from '../../../test/support/bus.js';
import { eventually } from '../../../test/support/eventually.js';
import { freePort } from '../../../test/support/node-process.mjs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUEUE = 'metrics-jobs';
const def = (name: string) =>
  ({ kind: 'job', service: 'catalog', queue: QUEUE, name }) as JobDef<unknown, unknown>;
const Jobs = { works: def('metrics.job.works'), breaks: def('metrics.job.breaks') };

@Injectable()
@HandlesJob(Jobs.works)
class WorksJob implements JobRunner<JobDef<unknown, unknown>> {
  async run() {
    return 'done';
  }
}

@Injectable()
@HandlesJob(Jobs.breaks)
class BreaksJob implements JobRunner<JobDef<unknown, unknown>> {
  async run(): Promise<unknown> {
    throw new Error('this job always fails');
  }
}

/** A job host's /metrics (on its health port): failures by job name, and its queue's depth. */
describe('job host metrics', () => {
  const namespace = `job-metrics-${randomBytes(3).toString('hex')}`;
  let worker: WorkerProcess;
  let queue: JobQueue;
  let metricsUrl: string;

  beforeAll(async () => {
    @Module({
      imports: [
        JobHostModule.forRoot({
          redisUrl: REDIS_URL,
          namespace,
          jobs: Jobs,
          handlers: [WorksJob, BreaksJob],
          concurrency: 2,
        }),
      ],
      providers: [WorksJob, BreaksJob],
    })
    class TestWorkerModule {}

    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    worker = await startWorkerProcess({
      name: 'metrics-test-worker',
      module: TestWorkerModule,
      logger: createLogger('test', 'silent'),
      healthPort: port,
    });
    queue = new JobQueue({ redisUrl: REDIS_URL, namespace });
  });

  afterAll(async () => {
    await queue?.onApplicationShutdown();
    await worker?.close();
    await deleteBusNamespace(namespace, REDIS_URL);
  });

  const scrape = () => fetch(metricsUrl).then((r) => r.text());
  const line = (text: string, series: string) =>
    text.split('\n').find((l) => l.startsWith(`${series} `));
  const depth = (state: string) => `job_queue_jobs{queue="${QUEUE}",state="${state}"}`;

  it('counts failed attempts by job name, times each by outcome, and reads the depth at the scrape', async () => {
    await queue.add(Jobs.works, {}, { attempts: 1 });
    await queue.add(Jobs.breaks, {}, { attempts: 1 });
    await queue.add(Jobs.breaks, {}, { attempts: 1 });
    // Runs in an hour: delayed at the scrape.
    await queue.add(Jobs.works, {}, { delayMs: 3_600_000 });

    const failures = `job_failures_total{queue="${QUEUE}",job="metrics.job.breaks"}`;
    const text = await eventually(
      scrape,
      (t) =>
        line(t, failures) === `${failures} 2` &&
        line(t, depth('failed')) === `${depth('failed')} 2`,
    );
    expect(line(text, failures)).toBe(`${failures} 2`);
    expect(text).not.toContain('job_failures_total{queue="metrics-jobs",job="metrics.job.works"}');
    const count = (job: string, outcome: string) =>
      `job_duration_seconds_count{queue="${QUEUE}",job="${job}",outcome="${outcome}"}`;
    expect(line(text, count('metrics.job.works', 'completed'))).toBe(
      `${count('metrics.job.works', 'completed')} 1`,
    );
    expect(line(text, count('metrics.job.breaks', 'failed'))).toBe(
      `${count('metrics.job.breaks', 'failed')} 2`,
    );
    expect(line(text, depth('waiting'))).toBe(`${depth('waiting')} 0`);
    expect(line(text, depth('active'))).toBe(`${depth('active')} 0`);
    expect(line(text, depth('delayed'))).toBe(`${depth('delayed')} 1`);
    expect(line(text, depth('failed'))).toBe(`${depth('failed')} 2`);
  });
});
