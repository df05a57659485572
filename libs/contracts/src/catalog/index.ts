export * from './taxonomy.js';
