export * from './types.js';
export * from './limits.js';
export * from './requests.js';
export * from './events.js';
export * from './payouts.js';
