import { createHash, randomUUID } from 'node:crypto';
import { MEDIA_LIMITS, MediaMessages } from '@pitstop/contracts';

/**
 * Keys of uploads: `uploads/<owner>/<random>/<name>`. The random part makes them unguessable
 * and unique; the name keeps downloads and logs readable.
 */
export function newUploadKey(ownerId: string, filename: string | null): string {
  const name = filename ? safeName(filename) : 'file';
  return `uploads/${ownerId}/${randomUUID()}/${name}`;
}

/**
 * Keys of verified objects: `verified/<owner>/<random>/<name>`, the copy media makes of an upload
 * once it has checked it. No upload address is ever issued under `verified/`, so what a listing
 * refers to cannot be written by its uploader again.
 */
export function newVerifiedKey(ownerId: string, uploadKey: string): string {
  return `verified/${ownerId}/${randomUUID()}/${nameOfKey(uploadKey)}`;
}

/** Keys of objects a listing may refer to (uploads from before verified copies, and copies). */
export const isListingObjectKey = (key: string): boolean =>
  key.startsWith('uploads/') || key.startsWith('verified/');

/** What media makes from an object (variants, rendered previews) lives under its key. */
export const derivedKey = (sourceKey: string, name: DerivedName): string =>
  `derived/${sourceKey}/${name}`;

export const DERIVED_NAMES = ['card.webp', 'full.webp', 'social.jpg', 'preview.png'] as const;
export type DerivedName = (typeof DERIVED_NAMES)[number];

/** The object a derived key was made from, or null when it is not a derived key. */
export function sourceOfDerived(key: string): string | null {
  if (!key.startsWith('derived/')) return null;
  const rest = key.slice('derived/'.length);
  const slash = rest.lastIndexOf('/');
  if (slash <= 0 || !(DERIVED_NAMES as readonly string[]).includes(rest.slice(slash + 1)))
    return null;
  return rest.slice(0, slash);
}

/** The last part of a key, which is the uploaded file's (made safe) name. */
export const nameOfKey = (key: string): string => key.slice(key.lastIndexOf('/') + 1) || 'file';

function safeName(filename: string): string {
  const cleaned = filename
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-100);
  return cleaned || 'file';
}

/** A filename as people give it: no slashes or control characters, not empty, not too long. */
export function checkFilename(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (
    typeof value !== 'string' ||
    value.length > MEDIA_LIMITS.filenameMax ||
    // eslint-disable-next-line no-control-regex
    /[\\/\u0000-\u001F\u007F]/.test(value) ||
    !value.trim()
  )
    throw new FilenameError(MediaMessages.filenameInvalid);
  return value.trim();
}

export class FilenameError extends Error {}

/** A deterministic job id per object: queueing the same object again is a no-op. */
export const jobIdFor = (kind: 'analyse' | 'variants' | 'render', key: string): string =>
  `${kind}-${createHash('sha1').update(key).digest('hex')}`;
