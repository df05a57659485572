import { Inject, Injectable, Logger } from '@nestjs/common';
import { HandlesJob, JobQueue, type JobRunner } from '@pitstop/common';
import {
  MediaEvents,
  MediaJobs,
  inUnit,
  type AnalyseMeshJob,
  type MeshAnalysis,
} from '@pitstop/contracts';
import { analysisLimits, type MediaConfig } from '../config.js';
import { UnreadableFileError } from '../domain/errors.js';
import { analyseMesh } from '../domain/mesh/analyse-mesh.js';
import { AnalysisBudget, TooLargeToAnalyseError } from '../domain/mesh/analysis-budget.js';
import { jobIdFor } from '../domain/object-keys.js';
import { AnalysisRepository } from '../repositories/analysis.repository.js';
import { ObjectRepository } from '../repositories/object.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { storageMeshSource } from '../storage/storage-random-access.js';
import { MEDIA_CONFIG } from '../storage/storage.provider.js';

/**
 * Reads a verified model file from storage as a stream and records what it holds (triangles,
 * size, volume, area, watertight; scaled by the unit its seller gave), then tells the catalog. A file that cannot be read is
 * recorded as unreadable with the reason (the job succeeds: retrying cannot fix the file), and
 * so is one past the worker's limits (triangles, unpacked bytes, time: MEDIA_ANALYSIS_*), as
 * 'Too large to analyse: …', found as it streams; storage or the database being away fails the
 * job, and the queue retries it with backoff.
 */
@Injectable()
@HandlesJob(MediaJobs.analyseMesh)
export class AnalyseMeshJobHandler implements JobRunner<typeof MediaJobs.analyseMesh> {
  private readonly logger = new Logger('AnalyseMesh');

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    private readonly analyses: AnalysisRepository,
    private readonly objects: ObjectRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run({ key, fileType }: AnalyseMeshJob) {
    const stored = await this.storage.head(key);
    // Deleted since it was queued (its listing let it go): nothing to analyse, nobody to tell.
    if (!stored) return { analysis: null, error: null };
    let analysis: MeshAnalysis | null = null;
    let error: string | null = null;
    try {
      const read = await analyseMesh(
        fileType,
        storageMeshSource(this.storage, key, stored.size),
        new AnalysisBudget(analysisLimits(this.config)),
      );
      // A file the seller says was exported in another unit is measured in millimetres.
      analysis = read && inUnit(read, await this.objects.unitOf(key));
    } catch (err) {
      if (!(err instanceof UnreadableFileError)) throw err;
      if (err instanceof TooLargeToAnalyseError) this.logger.warn(`${key}: ${err.message}`);
      error = err.message;
    }
    const state = error ? 'unreadable' : analysis ? 'ready' : 'none';
    await this.analyses.save(key, { state, result: analysis, error }, MediaEvents.objectAnalysed, {
      key,
      state,
      analysis,
      error,
    });
    // A picture of the part, for a listing that has none (the catalog decides).
    if (analysis && analysis.triangles > 0)
      await this.jobs.add(
        MediaJobs.renderPreview,
        { key, fileType },
        { jobId: jobIdFor('render', key) },
      );
    return { analysis, error };
  }
}
