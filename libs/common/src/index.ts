export * from './errors.js';
export * from './validation.js';
export * from './config.js';
export * from './logger.js';
export * from './health.js';
export * from './database.js';
export * from './lifecycle.js';
