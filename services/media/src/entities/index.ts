/** The media service's tables (its own `media` schema). */
export const MEDIA_ENTITIES: Function[] = [];
