import { printFacts, sumPrintFacts, type MeshAnalysis, type PrintFacts } from '@pitstop/contracts';

interface Analysed {
  analysisState: string;
  analysis: MeshAnalysis | null;
}

/** A file's print facts: only once its mesh is read (none for STEP, ZIP, an unreadable file). */
export function filePrintFacts(file: Analysed, infillPercent: number): PrintFacts | null {
  if (file.analysisState !== 'ready' || !file.analysis) return null;
  return printFacts([file.analysis], infillPercent);
}

/**
 * A listing's print facts: its files printed one after another (sumPrintFacts). Null while
 * none is analysed; not closed (no figures) when one of them is open, or not read yet.
 */
export function listingPrintFacts(
  files: readonly Analysed[],
  infillPercent: number,
): PrintFacts | null {
  const meshes = files.filter((file) => file.analysisState !== 'none');
  const facts = meshes.map((file) => filePrintFacts(file, infillPercent));
  if (!facts.some(Boolean)) return null;
  if (!facts.every(Boolean))
    return { closed: false, infillPercent, filament: [], printMinutes: null };
  return sumPrintFacts(facts as PrintFacts[]);
}
