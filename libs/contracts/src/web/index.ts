export * from './web-routes.js';
export * from './page-head.js';
export * from './page-renderer.js';
