export * from './search.js';
export * from './jobs.js';
export * from './suggest.js';
