import type { RandomAccessSource } from '../domain/random-access.js';
import type { ObjectStorage } from './object-storage.js';

/** Reads an object by ranges (a zip's central directory, a 3MF's entries) without fetching it whole. */
export function storageRandomAccess(storage: ObjectStorage, key: string): RandomAccessSource {
  return { read: (offset, length) => storage.readRange(key, offset, length) };
}
