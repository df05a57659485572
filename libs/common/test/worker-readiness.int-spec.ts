import type { JobDef } from '@pitstop/contracts';
import { JobHostHealth, JobQueue } from '../src/jobs/index.js';
import { HealthMonitor } from '../src/health.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const job = { name: 'readiness.probe', queue: 'readiness' } as JobDef<unknown, unknown>;

/** A worker's readiness says whether the Redis its queue lives on answers. */
describe('worker readiness', () => {
  async function readinessWith(redisUrl: string) {
    const queue = new JobQueue({ redisUrl, namespace: 'readiness-test' });
    const health = new JobHostHealth(queue, job);
    try {
      return await new HealthMonitor({ redis: () => health.redis() }, 500).readiness();
    } finally {
      await queue.onApplicationShutdown();
    }
  }

  it('is ready while Redis answers', async () => {
    const report = await readinessWith(REDIS_URL);
    expect(report.status).toBe('ok');
    expect(report.checks.redis?.status).toBe('ok');
  });

  it('is not ready when nothing answers where Redis should be', async () => {
    const report = await readinessWith('redis://127.0.0.1:1');
    expect(report.status).toBe('unavailable');
    expect(report.checks.redis).toMatchObject({
      status: 'failing',
      error: 'redis did not answer within 500 ms',
    });
  });
});
