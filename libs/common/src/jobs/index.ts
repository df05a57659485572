export * from './job-handler.js';
export * from './job-queue.js';
export * from './job-host.module.js';
export * from './worker-host.js';
export * from './job-metrics.js';
