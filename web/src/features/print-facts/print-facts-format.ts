/**
 * How the model page writes the print facts (docs/print-facts.md): grams, metres of 1.75 mm
 * filament, a time range, and each file against the user's bed.
 */
import type { BedFit, BedSize, PrintFacts } from '@pitstop/contracts';

/** '4.1 g', '86 g', '1.24 kg'. */
export function formatGrams(grams: number): string {
  if (grams >= 1000) return `${Number((grams / 1000).toFixed(2))} kg`;
  return grams < 10 ? `${Number(grams.toFixed(1))} g` : `${Math.round(grams)} g`;
}

/** '1.38 m', '28.4 m'. */
export function formatMetres(metres: number): string {
  return metres < 10 ? `${Number(metres.toFixed(2))} m` : `${Number(metres.toFixed(1))} m`;
}

/** '45 min', '1 h 10 min', '12 h'. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '10–19 min', '1 h 10 min – 3 h 20 min'. */
export function formatTimeRange(range: { min: number; max: number }): string {
  if (range.max < 60) return `${Math.max(1, Math.round(range.min))}–${Math.round(range.max)} min`;
  return `${formatMinutes(range.min)} – ${formatMinutes(range.max)}`;
}

export const NOT_CLOSED = 'Not closed — no estimate';

/** One file's filament for the chosen material: '4.1 g · 1.38 m'. */
export function filamentText(facts: PrintFacts | null, material: string): string {
  if (!facts) return '—';
  if (!facts.closed) return NOT_CLOSED;
  const use = facts.filament.find((f) => f.material === material);
  return use ? `${formatGrams(use.grams)} · ${formatMetres(use.metres)}` : '—';
}

export function timeText(facts: PrintFacts | null): string {
  if (!facts) return '—';
  return facts.printMinutes ? formatTimeRange(facts.printMinutes) : NOT_CLOSED;
}

/** '0.23 × 0.09 × 0.09 mm': two significant digits, so a tiny part does not read 0.0. */
export function formatTinySize({ x, y, z }: BedSize): string {
  return `${[x, y, z].map((mm) => Number(mm.toPrecision(2))).join(' × ')} mm`;
}

/** '250 × 210 × 220 mm'. */
export function formatBed(bed: BedSize): string {
  return `${bed.x} × ${bed.y} × ${bed.z} mm`;
}

export const BED_FIT_TEXT: Record<BedFit, string> = {
  fits: 'Fits',
  fits_rotated: 'Fits rotated',
  too_big: 'Too big',
};
