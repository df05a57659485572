import { ZipRefusedError } from './errors.js';
import type { RandomAccessSource } from './random-access.js';
import { openZip } from './zip-reader.js';

export interface ZipLimits {
  /** Unpacked size over the archive's own size. */
  maxRatio: number;
  maxUncompressedBytes: number;
  maxEntries: number;
}

export interface ZipSummary {
  entries: number;
  uncompressedBytes: number;
  /** A 3MF's model part (3D/3dmodel.model) is there. */
  has3mfModel: boolean;
}

/**
 * Reads a zip's central directory only (a few ranged reads at its end), never its contents:
 * refuses an archive that would unpack to too much, or too much for its size, or that has too
 * many entries (ZipRefusedError); a corrupt one is an UnreadableFileError. The sizes the
 * directory declares are binding: yauzl fails any entry that unpacks to more than declared.
 */
export async function inspectZip(
  source: RandomAccessSource,
  size: number,
  limits: ZipLimits,
): Promise<ZipSummary> {
  const zip = await openZip(source, size);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ZipRefusedError(
        `it holds ${zip.entryCount} files; at most ${limits.maxEntries} are allowed`,
      );
    }
    let entries = 0;
    let uncompressedBytes = 0;
    let has3mfModel = false;
    for await (const entry of zip.entries()) {
      entries++;
      uncompressedBytes += entry.uncompressedSize;
      if (uncompressedBytes > limits.maxUncompressedBytes) {
        throw new ZipRefusedError(
          `it would unpack to more than ${megabytes(limits.maxUncompressedBytes)}`,
        );
      }
      if (entry.fileName.toLowerCase() === '3d/3dmodel.model') has3mfModel = true;
    }
    const ratio = uncompressedBytes / Math.max(1, size);
    if (ratio > limits.maxRatio) {
      throw new ZipRefusedError(
        `it would unpack to ${Math.round(ratio)} times its own size; at most ${limits.maxRatio} times is allowed`,
      );
    }
    return { entries, uncompressedBytes, has3mfModel };
  } finally {
    zip.close();
  }
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
