export * from './taxonomy.js';
export * from './listings.js';
export * from './input-rules.js';
export * from './trending.js';
export * from './files.js';
export * from './vehicle-aliases.js';
export * from './imports.js';
export * from './garage.js';
