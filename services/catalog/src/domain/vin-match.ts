import { VEHICLE_ALIASES } from '@pitstop/contracts';

/**
 * How a VIN's vPIC names meet the taxonomy's: written differently ('F150' and 'F-150',
 * '3-series' and '3 Series', 'VOLKSWAGEN'), or by another name car people use too ('MX5' for the
 * 'MX-5 Miata': the aliases search uses). A name matches only one entry or none: a guess would
 * put the wrong car in a garage, while asking costs a click.
 */
interface Named {
  id: string;
  name: string;
}

const squash = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Every spelling the name is known by: itself and its alias group's names. */
function spellings(name: string): Set<string> {
  const own = squash(name);
  const group = VEHICLE_ALIASES.find((names) => names.some((n) => squash(n) === own));
  return new Set([own, ...(group ?? []).map(squash)]);
}

/** The one entry named by any of the names (tried in order), or null. */
export function matchName<T extends Named>(
  entries: readonly T[],
  names: readonly (string | null)[],
): T | null {
  for (const name of names) {
    if (!name) continue;
    const wanted = spellings(name);
    const found = entries.filter((entry) => [...spellings(entry.name)].some((s) => wanted.has(s)));
    if (found.length === 1) return found[0];
  }
  return null;
}

/** The generation built in that model year, or null when none or two were (a changeover year). */
export function generationOfYear<T extends { yearStart: number; yearEnd: number | null }>(
  generations: readonly T[],
  year: number | null,
): T | null {
  if (year === null) return null;
  const built = generations.filter((g) => g.yearStart <= year && (g.yearEnd ?? year) >= year);
  return built.length === 1 ? built[0] : null;
}

const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The trim vPIC's names: the same name, else the one trim all of whose words vPIC's holds ('GT'
 * in 'GT Coupe', where 'GT Convertible' is not).
 */
export function matchTrim<T extends Named>(trims: readonly T[], vpicTrim: string | null): T | null {
  if (!vpicTrim) return null;
  const same = matchName(trims, [vpicTrim]);
  if (same) return same;
  const said = new Set(words(vpicTrim));
  const within = trims.filter((trim) => words(trim.name).every((word) => said.has(word)));
  return within.length === 1 ? within[0] : null;
}
