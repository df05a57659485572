import { BadRequestError } from '@pitstop/common';
import {
  TAXONOMY_LEVELS,
  TAXONOMY_RULES,
  TaxonomyMessages,
  type TaxonomyLevel,
} from '@pitstop/contracts';
import { slugify } from '../domain/slug.js';

/** What each level is called in messages, its table, and the level above it. */
export const LEVELS: Record<
  TaxonomyLevel,
  {
    noun: string;
    table: string;
    /** The column of listings, garages and fit confirmations that names an entry. */
    column: 'make_id' | 'model_id' | 'generation_id' | 'trim_id';
    parent: { level: TaxonomyLevel; column: string } | null;
    child: TaxonomyLevel | null;
  }
> = {
  makes: { noun: 'make', table: 'make', column: 'make_id', parent: null, child: 'models' },
  models: {
    noun: 'model',
    table: 'vehicle_model',
    column: 'model_id',
    parent: { level: 'makes', column: 'make_id' },
    child: 'generations',
  },
  generations: {
    noun: 'generation',
    table: 'generation',
    column: 'generation_id',
    parent: { level: 'models', column: 'model_id' },
    child: 'trims',
  },
  trims: {
    noun: 'trim',
    table: 'trim',
    column: 'trim_id',
    parent: { level: 'generations', column: 'generation_id' },
    child: null,
  },
};

export function requireLevel(level: unknown): TaxonomyLevel {
  if (!TAXONOMY_LEVELS.includes(level as TaxonomyLevel))
    throw new BadRequestError(TaxonomyMessages.levelUnknown);
  return level as TaxonomyLevel;
}

/** A name as it is kept: trimmed, single-spaced, with letters or digits (it makes the slug). */
export function taxonomyName(value: unknown): string {
  if (typeof value !== 'string' || !value.trim())
    throw new BadRequestError(TaxonomyMessages.nameRequired);
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length > TAXONOMY_RULES.nameMaxChars)
    throw new BadRequestError(TaxonomyMessages.nameTooLong);
  if (!slugify(name)) throw new BadRequestError(TaxonomyMessages.nameRequired);
  return name;
}

function year(value: unknown, field: string): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < TAXONOMY_RULES.yearMin ||
    value > TAXONOMY_RULES.yearMax()
  )
    throw new BadRequestError(TaxonomyMessages.yearInvalid(field));
  return value;
}

/** A generation's model years: yearEnd null (or absent) = still built. */
export function taxonomyYears(
  yearStart: unknown,
  yearEnd: unknown,
): { yearStart: number; yearEnd: number | null } {
  if (yearStart === undefined || yearStart === null)
    throw new BadRequestError(TaxonomyMessages.yearsRequired);
  const start = year(yearStart, 'yearStart');
  const end = yearEnd === undefined || yearEnd === null ? null : year(yearEnd, 'yearEnd');
  if (end !== null && end < start) throw new BadRequestError(TaxonomyMessages.yearsOrder);
  return { yearStart: start, yearEnd: end };
}

/** A years cell of the CSV ('2013-2020', '2013–2020', '2020-', '2020'); null when unreadable. */
export function parseYearsCell(cell: string): { yearStart: number; yearEnd: number | null } | null {
  const match = /^\s*(\d{4})\s*(?:([-–—])\s*(\d{4}|present)?)?\s*$/i.exec(cell);
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[3] && !/present/i.test(match[3]) ? Number(match[3]) : match[2] ? null : start;
  try {
    return taxonomyYears(start, end);
  } catch {
    return null;
  }
}
