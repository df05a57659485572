import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

/** Answered by the API (uploaded images under /media are redirects to signed addresses). */
const API_PATHS = /^\/(api|health|media)(\/|$)/;

/**
 * Serves the built web app on the same port as the API: hashed assets cached for a year,
 * index.html never cached, and every other GET for a page answered with index.html so the
 * client router can show it (its own 404 included).
 */
export function serveWebApp(app: NestExpressApplication, distDir: string, logger: Logger): void {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn(
      { distDir },
      'web app is not built (run `npm run build:web`); serving the API only',
    );
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (API_PATHS.test(req.path) || req.method !== 'GET') return next();
      res
        .status(503)
        .type('text/plain')
        .send(
          'The web app is not built yet. Run `npm run build:web` (npm start does this for you).',
        );
    });
    return;
  }
  app.use(
    '/assets',
    express.static(join(distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  const publicFiles = express.static(distDir, { index: false, maxAge: '1h' });
  // API calls never look for a file on disk (a stat per request adds up at search traffic).
  app.use((req: Request, res: Response, next: NextFunction) =>
    API_PATHS.test(req.path) ? next() : publicFiles(req, res, next),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATHS.test(req.path)) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
