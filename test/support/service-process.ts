import type { ChildProcess } from 'node:child_process';
import { freePort, spawnTypeScript } from './node-process.mjs';

/**
 * A service started as its own OS process (services/<name>/src/main.ts), as npm start does; the
 * gateway too.
 */
export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  /** Where /health/live and /health/ready answer: the gateway's own address, else HEALTH_PORT. */
  healthUrl: string;
  /** Resolves when the process has exited, with its exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it printed so far (JSON log lines), for failure messages. */
  output(): string;
  /** Its standard output and standard error so far, each alone. */
  stdout(): string;
  stderr(): string;
  /** Waits until /health/ready answers 200. */
  ready(timeoutMs?: number): Promise<void>;
}

export async function startServiceProcess(
  service: string,
  env: Record<string, string | undefined>,
  /** Which entry of services/<service>/src: 'main', or 'worker' for its worker process. */
  entry: 'main' | 'worker' = 'main',
): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawnTypeScript(`services/${service}/src/${entry}.ts`, {
    LOG_LEVEL: 'warn',
    ...env,
    ...(service === 'gateway'
      ? // Not the default METRICS_PORT: another gateway (npm start, a parallel run) may hold it.
        { PORT: String(port), METRICS_PORT: String(await freePort()) }
      : { HEALTH_PORT: String(port) }),
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  // 'close', not 'exit': the process may exit before its last output has been read.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const healthUrl = `http://127.0.0.1:${port}`;
  return {
    name: service,
    child,
    healthUrl,
    exited,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    async ready(timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const ok = await fetch(`${healthUrl}/health/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (gone || Date.now() > until)
          throw new Error(`${service} never became ready:\n${output.slice(-4_000)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/** Stops a service process (SIGTERM, as Kubernetes does; SIGKILL if it lingers) and waits for it. */
export async function stopServiceProcess(proc: ServiceProcess, graceMs = 20_000): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}
