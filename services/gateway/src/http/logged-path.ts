import type { FastifyRequest } from 'fastify';

/**
 * Routes whose path holds something private: a VIN identifies one car, and through its
 * registration its owner. Log lines name them by the route's pattern instead.
 */
const PRIVATE_PATH_ROUTES: ReadonlySet<string> = new Set(['/api/vin/:vin']);

/** The address a log line may show: the route's pattern where the path is private. */
export function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  return route !== undefined && PRIVATE_PATH_ROUTES.has(route) ? route : request.url;
}
