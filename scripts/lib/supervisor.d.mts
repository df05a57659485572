import type { RestartPolicy } from './restart-policy.mjs';

export interface SupervisedProcess {
  /** How the process is named in the log. */
  name: string;
  /** Node's arguments: the entry point and any flags before it. */
  args: string[];
  env: Record<string, string | undefined>;
  /** Answers 2xx once the process is ready (its /health/ready). */
  readyUrl: string;
}

export interface SuperviseOptions {
  processes: SupervisedProcess[];
  cwd: string;
  onLine(name: string, line: string): void;
  report(level: 'info' | 'error', text: string): void;
  policy?: RestartPolicy;
  /** How long a first start may take to become ready (default 90 s). */
  readyTimeoutMs?: number;
  /** How long stop() waits after SIGTERM before SIGKILL (default 15 s). */
  killAfterMs?: number;
}

export interface Supervisor {
  /** True once every process has been ready; false when everything stopped first. */
  ready: Promise<boolean>;
  /** The exit code to end with, once every process has stopped. */
  stopped: Promise<number>;
  stop(code?: number): Promise<number>;
}

export function supervise(options: SuperviseOptions): Supervisor;
