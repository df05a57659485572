import { randomBytes } from 'node:crypto';
import { spawnTypeScript } from '../support/node-process.mjs';
import { startServiceProcess } from '../support/service-process.js';

const SERVICES = ['catalog', 'users', 'orders', 'media', 'search', 'gateway'] as const;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts `services/<name>/src/main.ts` with the environment exactly as given (no ports added,
 * unlike startServiceProcess: these runs are meant to stop at their configuration).
 */
function launch(service: string, env: Record<string, string | undefined>) {
  const child = spawnTypeScript(`services/${service}/src/main.ts`, { LOG_LEVEL: 'info', ...env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': the process may exit before its last stderr chunk has been read.
  const done = new Promise<Run>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

describe('each service as its own process', () => {
  it.concurrent.each(SERVICES)(
    '%s stops start-up naming the variable when its configuration is missing or bad',
    async (service) => {
      const portVariable = service === 'gateway' ? 'PORT' : 'HEALTH_PORT';
      const [missing, bad] = await Promise.all([
        launch(service, { NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '' }).done,
        launch(service, { [portVariable]: 'eighty', LOG_LEVEL: 'loud' }).done,
      ]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('REDIS_URL is required but not set');
      if (service !== 'gateway')
        expect(missing.stderr).toContain('DATABASE_URL is required but not set');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(`${portVariable} must be a port number (got 'eighty')`);
      expect(bad.stderr).toContain('LOG_LEVEL');
      // the same problems are logged as one structured JSON line
      const fatal = JSON.parse(bad.stdout.trim().split('\n').pop()!) as {
        level: string;
        problems: string[];
      };
      expect(fatal.level).toBe('fatal');
      expect(fatal.problems.some((p) => p.startsWith(portVariable))).toBe(true);
    },
    // Up to a dozen processes compile and start at once: on two busy cores that takes a while.
    60_000,
  );

  it.concurrent.each(SERVICES)(
    '%s starts, becomes ready, logs JSON and shuts down cleanly on SIGTERM',
    async (service) => {
      const proc = await startServiceProcess(service, {
        LOG_LEVEL: 'info',
        BUS_NAMESPACE: `proc-${randomBytes(3).toString('hex')}`,
        CATALOG_SEED_TAXONOMY: 'false',
      });
      try {
        await proc.ready(60_000);
        const live = await fetch(`${proc.healthUrl}/health/live`);
        expect(live.status).toBe(200);
      } finally {
        proc.child.kill('SIGTERM');
      }
      const { code, signal } = await proc.exited;
      expect({ code, signal, stderr: proc.stderr() }).toEqual({
        code: 0,
        signal: null,
        stderr: '',
      });
      const lines = proc
        .stdout()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { service: string; msg: string });
      expect(lines.every((line) => line.service === service)).toBe(true);
      expect(lines.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['shutting down', 'stopped']),
      );
    },
    75_000,
  );
});
