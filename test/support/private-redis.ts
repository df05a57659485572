import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './node-process.mjs';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/**
 * A Redis of a test's own, on a free port, that the test may stop and start again (never the
 * machine's, which other runs share). It keeps its data as a production Redis would (an
 * append-only file, synced on every write), so a restart loses nothing that was written.
 */
export interface PrivateRedis {
  url: string;
  /** Stops it (SIGTERM: Redis syncs and exits) and waits until it has. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it answers PING. */
  start(): Promise<void>;
  /** Stops it for good and deletes its data. */
  close(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pitstop-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const until = Date.now() + 20_000;
    for (;;) {
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
      const ok = await probe
        .connect()
        .then(() => probe.ping())
        .then(
          () => true,
          () => false,
        );
      probe.disconnect();
      if (ok) return;
      if (Date.now() > until || child.exitCode !== null)
        throw new Error(`redis-server on ${port} did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    url,
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
