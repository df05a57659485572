import { Injectable } from '@nestjs/common';
import { BadRequestError, JobQueue, NotFoundError } from '@pitstop/common';
import {
  MODEL_UNITS,
  MediaJobs,
  ModelUnitMessages,
  UNITLESS_MESH_TYPES,
  type ModelFileType,
  type ModelUnit,
} from '@pitstop/contracts';
import { jobIdFor } from '../domain/object-keys.js';
import { ObjectRepository } from '../repositories/object.repository.js';

/**
 * A listed model file's unit, changed from the edit form (the catalog has checked who may): the
 * object keeps it, as the wizard's choice is kept, and the worker measures the file again with
 * it; the catalog hears the new analysis as it heard the first (docs/print-facts.md).
 */
@Injectable()
export class RemeasureService {
  constructor(
    private readonly objects: ObjectRepository,
    private readonly jobs: JobQueue,
  ) {}

  async remeasure(payload: { key: string; unit: ModelUnit }): Promise<{
    key: string;
    unit: ModelUnit;
  }> {
    const { key, unit } = payload ?? {};
    if (!(MODEL_UNITS as readonly unknown[]).includes(unit))
      throw new BadRequestError(ModelUnitMessages.unknownUnit);
    if (typeof key !== 'string' || !key) throw new NotFoundError('No such object');
    const fileType = await this.objects.setListedUnit(key, unit);
    if (fileType === null) throw new NotFoundError('No such object');
    if (!(UNITLESS_MESH_TYPES as readonly string[]).includes(fileType))
      throw new BadRequestError(ModelUnitMessages.noUnitToChoose);
    // A job of its own each time: the first analysis's id is taken (and a choice may be undone).
    await this.jobs.add(
      MediaJobs.analyseMesh,
      { key, fileType: fileType as ModelFileType },
      { jobId: `${jobIdFor('analyse', key)}-${unit}-${Date.now()}` },
    );
    return { key, unit };
  }
}
