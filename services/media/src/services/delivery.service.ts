import { Inject, Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError } from '@pitstop/common';
import { MEDIA_LIMITS, MediaMessages } from '@pitstop/contracts';
import { DERIVED_NAMES, derivedKey, sourceOfDerived } from '../domain/object-keys.js';
import { ObjectRepository } from '../repositories/object.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';

/**
 * Signed addresses for reading handed-over objects, and deleting those no listing refers to.
 * Who may read a model file is the catalog's decision (made before it asks); images of
 * listings are public through /media/{key}.
 */
@Injectable()
export class DeliveryService {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly objects: ObjectRepository,
  ) {}

  async signDownload(payload: { key: string; filename?: string; inline?: boolean }) {
    const row = await this.verified(payload?.key);
    const url = await this.storage.signGet(row.key, MEDIA_LIMITS.downloadUrlSeconds, {
      filename: payload.filename ?? row.filename ?? undefined,
      inline: payload.inline === true,
    });
    return { url, expiresInSeconds: MEDIA_LIMITS.downloadUrlSeconds };
  }

  /** An image handed to a listing, or what media made from a handed-over object. */
  async signImage(payload: { key: string }) {
    const key = payload?.key;
    if (typeof key !== 'string' || !key) throw new BadRequestError('key is required');
    const source = sourceOfDerived(key);
    if (source) await this.verified(source);
    else {
      const row = await this.verified(key);
      if (row.purpose !== 'image') throw new NotFoundError(MediaMessages.objectNotFound);
    }
    const url = await this.storage.signGet(key, MEDIA_LIMITS.downloadUrlSeconds, { inline: true });
    return { url, expiresInSeconds: MEDIA_LIMITS.downloadUrlSeconds };
  }

  /** Deletes objects and what was made from them (idempotent: missing ones count as deleted). */
  async release(payload: { keys: string[] }): Promise<{ deleted: number }> {
    const keys = (Array.isArray(payload?.keys) ? payload.keys : []).filter(
      (key): key is string => typeof key === 'string' && key.startsWith('uploads/'),
    );
    if (keys.length === 0) return { deleted: 0 };
    await this.storage.delete([
      ...keys,
      ...keys.flatMap((key) => DERIVED_NAMES.map((name) => derivedKey(key, name))),
    ]);
    await this.objects.forget(keys);
    return { deleted: keys.length };
  }

  private async verified(key: unknown) {
    const row = typeof key === 'string' && key ? await this.objects.find(key) : null;
    if (!row || row.state !== 'verified') throw new NotFoundError(MediaMessages.objectNotFound);
    return row;
  }
}
