import { Inject, Injectable } from '@nestjs/common';
import { BadRequestError, requireUuid } from '@pitstop/common';
import { MEDIA_LIMITS } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';

/** Keys of import files: `imports/<admin>/<random>.csv` (the random part makes them unguessable). */
const IMPORT_KEY = /^imports\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.csv$/;

/**
 * The catalog's CSV imports, kept in the same private bucket as uploads: the gateway writes the
 * admin's file through a presigned PUT, the catalog worker streams it back through a presigned
 * GET (as often as it resumes). They are no listing's media, so nothing verifies their type here.
 */
@Injectable()
export class ImportsService {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async issue(payload: { ownerId: string; filename: string }) {
    const ownerId = requireUuid(payload?.ownerId, 'ownerId');
    const key = `imports/${ownerId}/${randomUUID()}.csv`;
    return { key, uploadURL: await this.storage.signPut(key, MEDIA_LIMITS.uploadUrlSeconds) };
  }

  async signRead(payload: { key: string }) {
    const key = payload?.key;
    if (typeof key !== 'string' || !IMPORT_KEY.test(key))
      throw new BadRequestError('key must name an import file');
    // Long enough for a worker to stream a large file from start to end.
    return { url: await this.storage.signGet(key, 6 * 60 * 60) };
  }
}
