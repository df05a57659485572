import type { Logger } from 'pino';
import { ConfigError } from './config.js';
import { createLogger } from './logger.js';

export interface RunningService {
  /** Stops taking new work, finishes what is in flight, releases connections. */
  close(): Promise<void>;
}

export interface RunServiceOptions {
  shutdownTimeoutMs?: number;
}

/**
 * The entry point shared by every service process: starts it, reports a bad configuration by
 * name and exits 1, and on SIGTERM/SIGINT shuts down gracefully (or exits after a timeout).
 */
export async function runService(
  name: string,
  start: (
    logger: Logger,
  ) => Promise<{ service: RunningService; logger: Logger; shutdownTimeoutMs?: number }>,
): Promise<void> {
  const bootLogger = createLogger(name);
  // Listen for signals from the first moment: a pod stopped while it is still migrating must
  // exit promptly, not wait out its grace period (node as PID 1 ignores unhandled SIGTERM).
  let stop: (signal: string) => void = (signal) => {
    bootLogger.info({ signal }, 'stopped before start-up finished');
    process.exit(0);
  };
  // 'on', not 'once': a second signal while shutting down (Ctrl-C twice, a supervisor repeating
  // SIGTERM) must not fall to Node's default and kill the process mid-close; the timeout bounds it.
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  let running: Awaited<ReturnType<typeof start>>;
  try {
    running = await start(bootLogger);
  } catch (err) {
    if (err instanceof ConfigError) {
      bootLogger.fatal({ problems: err.problems }, err.message);
      process.stderr.write(`\n${name}: ${err.message}\n\n`);
    } else {
      bootLogger.fatal({ err }, `${name} failed to start`);
    }
    process.exit(1);
  }

  const { service, logger } = running;
  const timeoutMs = running.shutdownTimeoutMs ?? 10_000;
  let stopping = false;
  stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'graceful shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    service.close().then(
      () => {
        logger.info('stopped');
        logger.flush?.();
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled promise rejection'),
  );
}
