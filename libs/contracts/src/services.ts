/** The services that answer requests on the bus (the gateway only asks). */
export const BACKEND_SERVICES = ['catalog', 'users', 'orders', 'media', 'search'] as const;
export type BackendServiceName = (typeof BACKEND_SERVICES)[number];
