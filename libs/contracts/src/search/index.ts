export * from './search.js';
export * from './jobs.js';
