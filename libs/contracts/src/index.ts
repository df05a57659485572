export * from './services.js';
export * from './definitions.js';
export * from './errors.js';
export * from './text-rules.js';
export * from './system/index.js';
export * from './catalog/index.js';
export * from './users/index.js';
export * from './search/index.js';
