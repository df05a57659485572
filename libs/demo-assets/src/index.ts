export * from './mesh/polygon.js';
export * from './mesh/lathe.js';
export * from './mesh/extrude.js';
export * from './mesh/sweep.js';
export * from './stl/stl.js';
export * from './shapes/index.js';
