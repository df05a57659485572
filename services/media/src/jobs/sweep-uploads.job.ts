import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HandlesJob, JobQueue, type JobRunner } from '@pitstop/common';
import { MediaJobs } from '@pitstop/contracts';
import { ObjectRepository } from '../repositories/object.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';

/** Multipart uploads still incomplete after this long are aborted (their parts cost storage). */
export const STALE_MULTIPART_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FORGET_BATCH = 500;

/**
 * Tidies storage once an hour: aborts multipart uploads left incomplete for a day (known to
 * media or only to storage), and deletes upload keys past their claim window: those nobody
 * handed to a listing, and those already copied to their verified key (a PUT to the upload
 * address after the copy lands there, nowhere a listing looks). Objects a listing refers to are
 * never touched (they are verified copies under verified/, never upload keys).
 */
@Injectable()
@HandlesJob(MediaJobs.sweepUploads)
export class SweepUploadsJobHandler
  implements JobRunner<typeof MediaJobs.sweepUploads>, OnApplicationBootstrap
{
  private readonly logger = new Logger('SweepUploads');

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly objects: ObjectRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** One schedule however many workers start (a job scheduler keyed by the job's name). */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(MediaJobs.sweepUploads, {}, SWEEP_EVERY_MS);
  }

  run() {
    return this.sweep(new Date());
  }

  /** The sweep as of `now` (tests pass a time a day ahead). */
  async sweep(now: Date) {
    const before = new Date(now.getTime() - STALE_MULTIPART_MS);
    let aborted = 0;
    const known = await this.objects.staleMultipart(before);
    for (const upload of known) {
      await this.storage.abortMultipart(upload.key, upload.storageUploadId);
      aborted++;
    }
    await this.objects.forgetMultipart(known.map((upload) => upload.id));
    // Completed ones were kept a day to answer a retried completion; their objects stay.
    await this.objects.forgetCompletedMultipart(before);
    const knownIds = new Set(known.map((upload) => upload.storageUploadId));
    for (const upload of await this.storage.listStaleMultipart(before)) {
      if (knownIds.has(upload.storageUploadId)) continue;
      await this.storage.abortMultipart(upload.key, upload.storageUploadId);
      aborted++;
    }

    let forgotten = 0;
    for (;;) {
      const keys = await this.objects.expiredUploads(now, FORGET_BATCH);
      if (keys.length === 0) break;
      // Bytes first: a crash in between leaves a row the next sweep finds again.
      await this.storage.delete(keys);
      await this.objects.forget(keys);
      forgotten += keys.length;
      if (keys.length < FORGET_BATCH) break;
    }
    if (aborted + forgotten > 0)
      this.logger.log(`aborted ${aborted} stale multipart uploads, deleted ${forgotten} unclaimed`);
    return { aborted, forgotten };
  }
}
