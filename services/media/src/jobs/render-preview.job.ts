import { Inject, Injectable } from '@nestjs/common';
import { HandlesJob, type JobRunner } from '@pitstop/common';
import { MediaEvents, MediaJobs, type AnalyseMeshJob } from '@pitstop/contracts';
import { UnreadableFileError } from '../domain/errors.js';
import { readPreviewTriangles } from '../domain/mesh/preview-triangles.js';
import { renderMeshPreviewPng } from '../domain/mesh/render-mesh-preview.js';
import { derivedKey } from '../domain/object-keys.js';
import { AnalysisRepository } from '../repositories/analysis.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { storageMeshSource } from '../storage/storage-random-access.js';

/**
 * Renders a product shot of a model file (derived/<key>/preview.png) so that a listing without
 * images still shows its part: the catalog uses it only where a listing has no preview.
 */
@Injectable()
@HandlesJob(MediaJobs.renderPreview)
export class RenderPreviewJobHandler implements JobRunner<typeof MediaJobs.renderPreview> {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
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
      );
    } catch (err) {
      // The analysis has already said why the file cannot be read.
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
