import type { LoggerService } from '@nestjs/common';
import { hostname } from 'node:os';
import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';

/** One JSON line per log entry on stdout, tagged with the service and the instance. */
export function createLogger(service: string, level: LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: { service, instance: instanceName() },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

let instance: string | undefined;
/** hostname:pid, unique per process; also names the process's consumer on the bus. */
export function instanceName(): string {
  instance ??= `${hostname()}:${process.pid}`;
  return instance;
}

/** Routes Nest's own logging into the same JSON stream. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    const ctx =
      context ?? (stackOrContext && !stackOrContext.includes('\n') ? stackOrContext : undefined);
    const stack = stackOrContext?.includes('\n') ? stackOrContext : undefined;
    if (message instanceof Error)
      this.logger.error({ err: message, context: ctx }, message.message);
    else this.logger.error({ context: ctx, stack }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context?: string,
  ): void {
    if (typeof message === 'object' && message !== null)
      this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, String(message));
  }
}
