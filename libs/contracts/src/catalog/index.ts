export * from './taxonomy.js';
export * from './listings.js';
