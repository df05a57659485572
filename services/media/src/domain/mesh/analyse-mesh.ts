import type { MeshAnalysis, ModelFileType } from '@pitstop/contracts';
import type { RandomAccessSource } from '../random-access.js';
import { analyse3mf } from './three-mf.js';
import { analyseObj } from './obj.js';
import { analyseStl } from './stl.js';

/** One stored object, readable as a stream (from the start) or by ranges. */
export interface MeshSource {
  chunks(): AsyncIterable<Uint8Array>;
  random: RandomAccessSource;
  size: number;
}

/**
 * The analysis of a model file of the given (sniffed) type; null for types that hold no mesh
 * we read (STEP, a plain zip). Throws UnreadableFileError, with the reason, for a bad file.
 */
export async function analyseMesh(
  fileType: ModelFileType,
  open: MeshSource,
): Promise<MeshAnalysis | null> {
  switch (fileType) {
    case 'stl':
      return analyseStl(open.chunks(), open.size);
    case 'obj':
      return analyseObj(open.chunks());
    case '3mf':
      return analyse3mf(open.random, open.size);
    case 'zip':
    case 'step':
      return null;
  }
}
