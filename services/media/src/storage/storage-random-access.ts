import type { MeshSource } from '../domain/mesh/analyse-mesh.js';
import type { RandomAccessSource } from '../domain/random-access.js';
import type { ObjectStorage } from './object-storage.js';

/** Reads an object by ranges (a zip's central directory, a 3MF's entries) without fetching it whole. */
export function storageRandomAccess(storage: ObjectStorage, key: string): RandomAccessSource {
  return { read: (offset, length) => storage.readRange(key, offset, length) };
}

/** A stored model file as the mesh readers take it: streamed from the start, or read by ranges. */
export function storageMeshSource(storage: ObjectStorage, key: string, size: number): MeshSource {
  return {
    size,
    random: storageRandomAccess(storage, key),
    async *chunks() {
      for await (const chunk of await storage.stream(key)) yield chunk as Uint8Array;
    },
  };
}
