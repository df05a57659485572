import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A built service running as its own OS process, as npm start runs it. */
export interface BuiltService {
  name: string;
  child: ChildProcess;
  /** Where its /health/ready answers. */
  healthUrl: string;
  /** The last of what it printed, for a failure's message. */
  tail(): string;
  stop(): Promise<void>;
}

/**
 * Starts `services/<entry>` (built by `npm run bench`'s buildServices, as scripts/start.mjs runs
 * it) with its own event loop, and waits until it is ready.
 */
export async function startBuiltService(
  name: string,
  entry: string,
  healthPort: number,
  env: Record<string, string | undefined>,
): Promise<BuiltService> {
  const child = spawn(process.execPath, [`services/${entry}`], {
    cwd: ROOT,
    env: { ...env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const healthUrl = `http://127.0.0.1:${healthPort}`;
  const until = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${healthUrl}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (gone || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`${name} never became ready:\n${output.slice(-4_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    child,
    healthUrl,
    tail: () => output,
    async stop() {
      if (gone) return;
      child.kill('SIGINT');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    },
  };
}
