import { Inject, Injectable } from '@nestjs/common';
import { HandlesJob, type JobRunner } from '@pitstop/common';
import { MediaEvents, MediaJobs, type AnalyseMeshJob } from '@pitstop/contracts';
import { analysisLimits, type MediaConfig } from '../config.js';
import { UnreadableFileError } from '../domain/errors.js';
import { AnalysisBudget } from '../domain/mesh/analysis-budget.js';
import { readPreviewTriangles } from '../domain/mesh/preview-triangles.js';
import { renderMeshPreviewPng } from '../domain/mesh/render-mesh-preview.js';
import { derivedKey } from '../domain/object-keys.js';
import { AnalysisRepository } from '../repositories/analysis.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { storageMeshSource } from '../storage/storage-random-access.js';
import { MEDIA_CONFIG } from '../storage/storage.provider.js';

/**
 * Renders a product shot of a model file (derived/<key>/preview.png) so that a listing without
 * images still shows its part: the catalog uses it only where a listing has no preview. It reads
 * the file within the analysis's limits (the analysis has passed them, unless they changed).
 */
@Injectable()
@HandlesJob(MediaJobs.renderPreview)
export class RenderPreviewJobHandler implements JobRunner<typeof MediaJobs.renderPreview> {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    private readonly analyses: AnalysisRepository,
  ) {}

  async run({ key, fileType }: AnalyseMeshJob) {
    const stored = await this.storage.head(key);
    if (!stored) return { imageKey: '' };
    let triangles: Float32Array | null;
    try {
      triangles = await readPreviewTriangles(
        fileType,
        storageMeshSource(this.storage, key, stored.size),
        undefined,
        new AnalysisBudget(analysisLimits(this.config)),
      );
    } catch (err) {
      // The analysis has already said why the file cannot be read (or is too large to).
      if (err instanceof UnreadableFileError) return { imageKey: '' };
      throw err;
    }
    if (!triangles || triangles.length === 0) return { imageKey: '' };
    let png: Buffer;
    try {
      png = renderMeshPreviewPng(triangles);
    } catch (err) {
      // Nothing with an area to draw: no picture, and retrying cannot change that.
      if (err instanceof UnreadableFileError) return { imageKey: '' };
      throw err;
    }
    const imageKey = derivedKey(key, 'preview.png');
    await this.storage.put(imageKey, png, 'image/png');
    await this.analyses.announce(MediaEvents.previewRendered, { sourceKey: key, imageKey });
    return { imageKey };
  }
}
