export * from './search.js';
