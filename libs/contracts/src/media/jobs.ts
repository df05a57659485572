import { defineJob } from '../definitions.js';
import type { ModelFileType } from './limits.js';
import type { ImageVariants, MeshAnalysis } from './types.js';

export interface AnalyseMeshJob {
  key: string;
  fileType: ModelFileType;
}

/** The media worker's jobs; job ids are the object key, so a second queueing is a no-op. */
export const MediaJobs = {
  analyseMesh: defineJob<AnalyseMeshJob, { analysis: MeshAnalysis | null; error: string | null }>(
    'media.mesh.analyse',
  ),
  imageVariants: defineJob<{ key: string }, ImageVariants>('media.image.variants'),
  renderPreview: defineJob<AnalyseMeshJob, { imageKey: string }>('media.preview.render'),
  /** Aborts multipart uploads left incomplete for a day, and forgets expired issued uploads. */
  sweepUploads: defineJob<Record<string, never>, { aborted: number; forgotten: number }>(
    'media.upload.sweep',
  ),
} as const;
