/**
 * Pure rules of the fitment picker: which years a model offers, which generations a year falls
 * in, how spans and trims are labelled, and the /search address a finished pick leads to.
 */
import { trimQueryValue } from '@pitstop/contracts';

interface YearSpan {
  yearStart: number | null;
  yearEnd: number | null;
}

interface GenerationSpan {
  id: string;
  name: string;
  yearStart: number;
  yearEnd: number | null;
}

/**
 * '2009-Present' while still built, '1998-2019' otherwise, '2020' for a single year. The picker's
 * tiles join the years with a hyphen (as the spec writes '2015-2023'); a listing's fitment reads
 * them as a range, with an en dash ('2013–2020').
 */
export function yearSpanLabel({ yearStart, yearEnd }: YearSpan, dash: '-' | '–' = '-'): string {
  if (yearStart === null) return '';
  if (yearEnd === null) return `${yearStart}${dash}Present`;
  if (yearEnd === yearStart) return `${yearStart}`;
  return `${yearStart}${dash}${yearEnd}`;
}

/** The last model year a generation covers: a generation still built runs to the current year. */
function lastModelYear(generation: GenerationSpan, currentYear: number): number {
  return generation.yearEnd ?? Math.max(currentYear, generation.yearStart);
}

/**
 * Every model year the generations cover, newest first, each once. A generation still built
 * (yearEnd null) runs to the current year; one announced for a future year still shows its
 * first year.
 */
export function yearsFromGenerations(
  generations: readonly GenerationSpan[],
  currentYear: number,
): number[] {
  const years = new Set<number>();
  for (const generation of generations) {
    for (let year = generation.yearStart; year <= lastModelYear(generation, currentYear); year++) {
      years.add(year);
    }
  }
  return [...years].sort((a, b) => b - a);
}

/** The generations built in a year, oldest first (a changeover year belongs to two). */
export function generationsForYear<G extends GenerationSpan>(
  generations: readonly G[],
  year: number,
  currentYear: number,
): G[] {
  return generations
    .filter((g) => g.yearStart <= year && year <= lastModelYear(g, currentYear))
    .sort((a, b) => a.yearStart - b.yearStart);
}

/**
 * The trim's value in the search address (the spec's rule): lower-cased, with the FIRST space
 * replaced by a hyphen: 'Golf R' → 'golf-r', 'Limited XT Touring' → 'limited-xt touring'.
 */
export { trimQueryValue };

/** 'FWD • 2.0L Turbo I4'; whichever parts are known. */
export function trimSpecLine(trim: { drivetrain: string | null; engine: string | null }): string {
  return [trim.drivetrain, trim.engine].filter((part): part is string => !!part).join(' • ');
}

interface FitmentPick {
  makeSlug: string;
  modelSlug?: string;
  year?: number;
  trimName?: string;
}

/** /search?make=volkswagen&model=golf&year=2017&trim=gti, in that order, values URL-encoded. */
export function fitmentSearchPath(pick: FitmentPick): string {
  const params: [string, string][] = [['make', pick.makeSlug]];
  if (pick.modelSlug) params.push(['model', pick.modelSlug]);
  if (pick.year !== undefined) params.push(['year', String(pick.year)]);
  if (pick.trimName) params.push(['trim', trimQueryValue(pick.trimName)]);
  return `/search?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
