export * from './shared-counter.js';
