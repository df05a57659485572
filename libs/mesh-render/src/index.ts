export * from './mesh.js';
export * from './png.js';
export { PREVIEW_VIEWS, type PreviewView } from './camera.js';
export * from './render-preview.js';
export * from './social-card.js';
