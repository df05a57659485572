import { defineEvent, defineRequest } from '../definitions.js';
import type { ImportDto, ImportErrorDto } from './imports.js';
import type { Actor } from './listings.js';

/** The four levels of the vehicle taxonomy, as /api/admin/taxonomy/{level} names them. */
export const TAXONOMY_LEVELS = ['makes', 'models', 'generations', 'trims'] as const;
export type TaxonomyLevel = (typeof TAXONOMY_LEVELS)[number];

export const TAXONOMY_RULES = {
  nameMaxChars: 80,
  yearMin: 1886,
  /** Next year's models are sold from the summer before. */
  yearMax: () => new Date().getUTCFullYear() + 2,
} as const;

/** The taxonomy CSV's columns (docs/product.md): the first four say where a row belongs. */
export const TAXONOMY_IMPORT_COLUMNS = [
  'make',
  'model',
  'generation',
  'years',
  'trim',
  'body_type',
  'drivetrain',
  'engine',
] as const;
export type TaxonomyImportColumn = (typeof TAXONOMY_IMPORT_COLUMNS)[number];
export const TAXONOMY_REQUIRED_COLUMNS: readonly TaxonomyImportColumn[] = ['make', 'model'];

/** One row of a taxonomy import: a make, model, and optionally a generation and a trim. */
export interface TaxonomyImportRow {
  make: string;
  model: string;
  generation?: { name: string; yearStart: number; yearEnd: number | null };
  trim?: { name: string; bodyType: string; drivetrain: string | null; engine: string | null };
}

export interface AdminTrimDto {
  id: string;
  name: string;
  slug: string;
  bodyType: string;
  drivetrain: string | null;
  engine: string | null;
  listingCount: number;
}
export interface AdminGenerationDto {
  id: string;
  name: string;
  slug: string;
  yearStart: number;
  yearEnd: number | null;
  listingCount: number;
  trims: AdminTrimDto[];
}
export interface AdminModelDto {
  id: string;
  name: string;
  slug: string;
  listingCount: number;
  generations: AdminGenerationDto[];
}
export interface AdminMakeDto {
  id: string;
  name: string;
  slug: string;
  listingCount: number;
  models: AdminModelDto[];
}

/** POST /api/admin/taxonomy/{level}: parentId names the make, model or generation above. */
export interface AddTaxonomyInput {
  parentId?: string;
  name: string;
  yearStart?: number;
  yearEnd?: number | null;
  bodyType?: string;
}
/** PATCH /api/admin/taxonomy/{level}/{id}: a new name, and a generation's years. */
export interface RenameTaxonomyInput {
  name?: string;
  yearStart?: number;
  yearEnd?: number | null;
}

/** What one add, rename or merge did (the row as it now is; a merge names what moved). */
export interface TaxonomyChangeDto {
  level: TaxonomyLevel;
  id: string;
  name: string;
  /** Listings whose vehicle changed with it (re-indexed). */
  listingsMoved: number;
  garageVehiclesMoved: number;
  fitConfirmationsMoved: number;
}

export const TaxonomyMessages = {
  levelUnknown: `The level must be one of ${TAXONOMY_LEVELS.join(', ')}.`,
  nameRequired: 'Enter a name.',
  nameTooLong: `A name is at most ${TAXONOMY_RULES.nameMaxChars} characters.`,
  parentRequired: (parent: string) => `Say which ${parent} it belongs to (parentId).`,
  parentNotFound: (parent: string) => `No ${parent} with that id.`,
  notFound: (what: string) => `No ${what} with that id.`,
  yearsRequired: 'A generation needs its first model year (yearStart).',
  yearInvalid: (field: string) =>
    `${field} must be a year from ${TAXONOMY_RULES.yearMin} to ${TAXONOMY_RULES.yearMax()}.`,
  yearsOrder: 'The last model year cannot be before the first.',
  duplicate: (what: string, name: string) =>
    `There is already a ${what} called '${name}' there. Merge them instead.`,
  mergeIntoSelf: 'Pick another entry to merge into: an entry cannot be merged into itself.',
  mergeTarget: (what: string) => `Merge into another ${what}: the survivor must be a ${what} too.`,
  nothingToChange: 'Send a new name or new years.',
  importColumns: (missing: string[], unknown: string[]) =>
    [
      missing.length
        ? `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`
        : '',
      unknown.length
        ? `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`
        : '',
      `The header must name: ${TAXONOMY_IMPORT_COLUMNS.join(',')}`,
    ]
      .filter(Boolean)
      .join(' '),
  yearsCell: "years must be like '2013-2020', or '2020-' for still built.",
} as const;

export interface TaxonomyRef {
  actor: Actor;
  level: TaxonomyLevel;
  id: string;
}

export const CatalogTaxonomyAdmin = {
  /** The whole taxonomy as a tree, with each entry's count of listings. */
  tree: defineRequest<{ actor: Actor }, AdminMakeDto[]>('catalog.taxonomy.tree'),
  add: defineRequest<
    { actor: Actor; level: TaxonomyLevel; input: AddTaxonomyInput },
    TaxonomyChangeDto
  >('catalog.taxonomy.add'),
  rename: defineRequest<TaxonomyRef & { input: RenameTaxonomyInput }, TaxonomyChangeDto>(
    'catalog.taxonomy.rename',
  ),
  /** The entry and what hangs under it join the survivor (intoId); the entry goes. */
  merge: defineRequest<TaxonomyRef & { intoId: string }, TaxonomyChangeDto>(
    'catalog.taxonomy.merge',
  ),
  /** A taxonomy import's progress, and its error rows (the first page). */
  importStatus: defineRequest<{ actor: Actor; importId: string }, TaxonomyImportDto>(
    'catalog.taxonomy.import-status',
  ),
} as const;

/** A taxonomy import as the Vehicles tab follows it. */
export interface TaxonomyImportDto extends ImportDto {
  errorRows: ImportErrorDto[];
}

/**
 * The taxonomy changed (an admin's edit, an import's batch): the search service moves the index
 * generation, so kept answers (the picker's lists, facets) are asked again.
 */
export const CatalogTaxonomyEvents = {
  changed: defineEvent<{ at: string }>('catalog.taxonomy.changed'),
} as const;
