/** Every process of the marketplace, by the name it uses on the message bus. */
export const SERVICE_NAMES = ['gateway', 'catalog', 'users', 'orders', 'media', 'search'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The services that answer requests on the bus (the gateway only asks). */
export const BACKEND_SERVICES = ['catalog', 'users', 'orders', 'media', 'search'] as const;
export type BackendServiceName = (typeof BACKEND_SERVICES)[number];
