export * from './limits.js';
export * from './types.js';
export * from './requests.js';
export * from './events.js';
export * from './jobs.js';
export * from './imports.js';
