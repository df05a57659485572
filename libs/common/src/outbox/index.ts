export * from './outbox-message.entity.js';
export * from './outbox.js';
