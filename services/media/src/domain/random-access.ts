import type { FileHandle } from 'node:fs/promises';

/**
 * An object read by ranges: S3 ranged GETs in production, a buffer or a local file in tests and
 * benchmarks. `read` gives exactly `length` bytes, fewer only where the range passes the end.
 */
export interface RandomAccessSource {
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function bufferSource(bytes: Uint8Array): RandomAccessSource {
  return {
    read: async (offset, length) =>
      bytes.subarray(Math.min(offset, bytes.length), Math.min(offset + length, bytes.length)),
  };
}

/** Over a file the caller has opened (and closes): this module opens nothing itself. */
export function fileHandleSource(handle: Pick<FileHandle, 'read'>): RandomAccessSource {
  return {
    async read(offset, length) {
      const out = new Uint8Array(length);
      let filled = 0;
      // A read may stop short of what was asked without being at the end.
      while (filled < length) {
        const { bytesRead } = await handle.read(out, filled, length - filled, offset + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return filled === length ? out : out.subarray(0, filled);
    },
  };
}

/** The source's bytes from start to `size`, in chunks of `chunkBytes` (the last may be shorter). */
export async function* chunksOf(
  source: RandomAccessSource,
  size: number,
  chunkBytes = 64 * 1024,
): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < size; offset += chunkBytes) {
    const chunk = await source.read(offset, Math.min(chunkBytes, size - offset));
    if (chunk.length === 0) return;
    yield chunk;
  }
}
