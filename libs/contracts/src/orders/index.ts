export * from './types.js';
export * from './limits.js';
export * from './requests.js';
export * from './events.js';
export * from './refunds.js';
export * from './payouts.js';
