/** The orders service's tables (its own `orders` schema). */
export const ORDERS_ENTITIES: Function[] = [];
