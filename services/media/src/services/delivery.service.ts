import { Inject, Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError } from '@pitstop/common';
import { MEDIA_LIMITS, MediaMessages } from '@pitstop/contracts';
import { contentTypeOf } from '../domain/file-type.js';
import {
  DERIVED_NAMES,
  derivedKey,
  isListingObjectKey,
  nameOfKey,
  sourceOfDerived,
} from '../domain/object-keys.js';
import { ObjectRepository } from '../repositories/object.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';

/**
 * Signed addresses for reading handed-over objects, and deleting those no listing refers to.
 * Who may read a model file is the catalog's decision (made before it asks); images of
 * listings are public through /media/{key}. Every address names the type media recorded
 * (response-content-type), never the uploader's: images as one of the image types media
 * accepts, model files as attachments under their filename.
 */
@Injectable()
export class DeliveryService {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly objects: ObjectRepository,
  ) {}

  async signDownload(payload: { key: string; filename?: string; inline?: boolean }) {
    const row = await this.verified(payload?.key);
    const contentType = contentTypeOf(row.fileType);
    if (!contentType) throw new NotFoundError(MediaMessages.objectNotFound);
    const url = await this.storage.signGet(row.key, MEDIA_LIMITS.downloadUrlSeconds, {
      filename: payload.filename ?? row.filename ?? nameOfKey(row.key),
      // A model file is never shown by the browser (the 3D viewer fetches it); an image may be.
      inline: payload.inline === true && row.purpose === 'image',
      contentType,
    });
    return { url, expiresInSeconds: MEDIA_LIMITS.downloadUrlSeconds };
  }

  /** An image handed to a listing, or what media made from a handed-over object. */
  async signImage(payload: { key: string }) {
    const key = payload?.key;
    if (typeof key !== 'string' || !key) throw new BadRequestError('key is required');
    const source = sourceOfDerived(key);
    let contentType: string | null;
    if (source) {
      await this.verified(source);
      contentType = key.endsWith('.webp')
        ? 'image/webp'
        : key.endsWith('.jpg')
          ? 'image/jpeg'
          : 'image/png';
    } else {
      const row = await this.verified(key);
      contentType = contentTypeOf(row.fileType);
      if (row.purpose !== 'image' || !contentType?.startsWith('image/'))
        throw new NotFoundError(MediaMessages.objectNotFound);
    }
    const url = await this.storage.signGet(key, MEDIA_LIMITS.downloadUrlSeconds, {
      contentType,
    });
    return { url, expiresInSeconds: MEDIA_LIMITS.downloadUrlSeconds };
  }

  /** Deletes objects and what was made from them (idempotent: missing ones count as deleted). */
  async release(payload: { keys: string[] }): Promise<{ deleted: number }> {
    const keys = (Array.isArray(payload?.keys) ? payload.keys : []).filter(
      (key): key is string => typeof key === 'string' && isListingObjectKey(key),
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
