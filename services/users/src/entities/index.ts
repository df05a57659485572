/** The users service's tables (its own `users` schema). */
export const USERS_ENTITIES: Function[] = [];
