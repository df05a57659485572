import type { MeshAnalysis, ModelFileType } from '@pitstop/contracts';
import type { RandomAccessSource } from '../random-access.js';
import { AnalysisBudget } from './analysis-budget.js';
import { MeshStats } from './mesh-stats.js';
import { readObj } from './obj.js';
import { readStl } from './stl.js';
import { read3mf } from './three-mf.js';
import type { TriangleSink } from './triangle-sink.js';

/** One stored object, readable as a stream (from the start) or by ranges. */
export interface MeshSource {
  chunks(): AsyncIterable<Uint8Array>;
  random: RandomAccessSource;
  size: number;
}

/**
 * The analysis of a model file of the given (sniffed) type; null for types that hold no mesh
 * we read (STEP, a plain zip). Throws UnreadableFileError, with the reason, for a bad file, and
 * its TooLargeToAnalyseError for one past the budget's limits (checked as the file streams).
 */
export async function analyseMesh(
  fileType: ModelFileType,
  open: MeshSource,
  budget = new AnalysisBudget(),
): Promise<MeshAnalysis | null> {
  const stats = new MeshStats();
  if (!(await readMesh(fileType, open, stats, budget))) return null;
  return stats.result();
}

/**
 * Hands every triangle of a model file to `sink`, within the budget; false for types that hold
 * no mesh we read.
 */
export async function readMesh(
  fileType: ModelFileType,
  open: MeshSource,
  sink: TriangleSink,
  budget: AnalysisBudget,
): Promise<boolean> {
  const counted = budget.sink(sink);
  switch (fileType) {
    case 'stl':
      await readStl(budget.chunks(open.chunks()), open.size, counted);
      return true;
    case 'obj':
      await readObj(budget.chunks(open.chunks()), counted, budget);
      return true;
    case '3mf':
      await read3mf(open.random, open.size, counted, budget);
      return true;
    case 'zip':
    case 'step':
      return false;
  }
}
