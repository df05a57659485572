import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** One JSON line per request with its status and duration (health probes stay quiet). */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/health/')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      logger[level](
        {
          method: req.method,
          path: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
