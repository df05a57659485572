export * from './accounts.js';
export * from './demo-accounts.js';
export * from './settings.js';
export * from './audit.js';
export * from './mail.js';
export * from './notifications.js';
export * from './account-security.js';
export * from './printers.js';
