export * from './shared-metric.js';
export * from './metrics-server.js';
