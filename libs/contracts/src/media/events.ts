import { defineEvent } from '../definitions.js';
import type { AnalysisState, ImageVariants, MeshAnalysis } from './types.js';

export interface ObjectAnalysedEvent {
  key: string;
  state: Exclude<AnalysisState, 'pending'>;
  analysis: MeshAnalysis | null;
  /** Why an unreadable file could not be read. */
  error: string | null;
}

export interface ImageProcessedEvent {
  key: string;
  variants: ImageVariants;
}

export interface PreviewRenderedEvent {
  /** The model file the preview was rendered from. */
  sourceKey: string;
  /** The rendered PNG, an image object of its own. */
  imageKey: string;
}

export const MediaEvents = {
  objectAnalysed: defineEvent<ObjectAnalysedEvent>('media.object.analysed'),
  imageProcessed: defineEvent<ImageProcessedEvent>('media.image.processed'),
  previewRendered: defineEvent<PreviewRenderedEvent>('media.preview.rendered'),
} as const;
