import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  ImportMessages,
  LISTING_LIMITS,
  PRINT_DIFFICULTIES,
  type ImportColumn,
  type ImportErrorDto,
} from '@pitstop/contracts';
import { checkNewListing, type ListingFields } from '../domain/listing-input.js';
import { slugify } from '../domain/slug.js';

/** The taxonomy as an import resolves it: names and slugs, case-insensitively, to ids. */
export interface ImportTaxonomy {
  makes: Map<
    string,
    { id: string; models: Map<string, { id: string; generations: Map<string, string> }> }
  >;
  categories: Map<string, string>;
}

/** A name and a slug both find the thing: 'Volkswagen', 'volkswagen', 'VW Golf' → 'vw-golf'. */
export const taxonomyKeys = (name: string, slug: string): string[] => [
  name.trim().toLowerCase(),
  slug.toLowerCase(),
];

const lookup = (value: string) => [value.trim().toLowerCase(), slugify(value)];

/** Where each column sits in the file's header (any order); or the header's problem. */
export function readHeader(cells: string[]): Map<ImportColumn, number> | { problem: string } {
  const names = cells.map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const known = new Set<string>(IMPORT_COLUMNS);
  const unknown = names.filter((name) => name && !known.has(name));
  const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column));
  // No column name at all: the first line is a row of data, not a header.
  if (missing.length === IMPORT_COLUMNS.length) return { problem: ImportMessages.headerMissing };
  if (missing.length || unknown.length)
    return { problem: ImportMessages.headerWrong(missing, unknown) };
  return new Map(IMPORT_COLUMNS.map((column) => [column, names.indexOf(column)]));
}

export type RowResult =
  { fields: ListingFields; slug: string } | { error: Omit<ImportErrorDto, 'line'> };

class RowError extends Error {
  constructor(
    readonly column: string,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * One CSV row as a listing: approved and public (an admin imports it), no files (added later in
 * the editor), its vehicle and category found by name or slug. The description longer than a
 * short description becomes the long one too; external_url is kept as a link in it.
 */
export function importRow(
  cells: string[],
  header: Map<ImportColumn, number>,
  width: number,
  taxonomy: ImportTaxonomy,
): RowResult {
  const cell = (column: ImportColumn) => (cells[header.get(column)!] ?? '').trim();
  try {
    if (cells.length !== width)
      throw new RowError(
        '',
        `the row has ${cells.length} cell${cells.length === 1 ? '' : 's'}, the header ${width}`,
      );
    const title = cell('title');
    if (!title) throw new RowError('title', 'title is required');
    if (title.length > LISTING_LIMITS.titleMax)
      throw new RowError('title', `title is longer than ${LISTING_LIMITS.titleMax} characters`);
    const description = cell('description');
    if (!description) throw new RowError('description', 'description is required');
    if (description.length > LISTING_LIMITS.longDescriptionMax)
      throw new RowError(
        'description',
        `description is longer than ${LISTING_LIMITS.longDescriptionMax} characters`,
      );
    const externalUrl = cell('external_url');
    if (externalUrl && !isWebAddress(externalUrl))
      throw new RowError('external_url', 'external_url must be an http(s) address');
    const short =
      description.length <= LISTING_LIMITS.shortDescriptionMax
        ? description
        : `${description.slice(0, LISTING_LIMITS.shortDescriptionMax - 1).trimEnd()}…`;
    const long = [
      description.length > short.length ? description : '',
      externalUrl ? `Source: <${externalUrl}>` : '',
    ]
      .filter(Boolean)
      .join('\n\n');

    const vehicle = resolveVehicle(cell('make'), cell('model'), cell('generation'), taxonomy);
    const categoryName = cell('category');
    let categoryId: string | null = null;
    if (categoryName) {
      categoryId = firstOf(taxonomy.categories, categoryName) ?? null;
      if (!categoryId)
        throw new RowError('category', `category ${quoted(categoryName)} is not known`);
    }
    const price = wholeNumber(cell('price_cents'), 'price_cents', 0);
    const difficulty = cell('print_difficulty').toLowerCase() || 'medium';
    if (!(PRINT_DIFFICULTIES as readonly string[]).includes(difficulty))
      throw new RowError(
        'print_difficulty',
        `print_difficulty must be one of ${PRINT_DIFFICULTIES.join(', ')}`,
      );
    const infill = wholeNumber(cell('infill_percent'), 'infill_percent', 20);
    if (infill > 100) throw new RowError('infill_percent', 'infill_percent must be 0 to 100');

    const input = {
      title,
      shortDescription: short,
      longDescriptionMd: long || null,
      categoryId,
      tags: cell('tags'),
      priceCents: price,
      printDifficulty: difficulty,
      supportsRequired: yesNo(cell('supports_required')),
      infillHintPercent: infill,
      isUniversalFit: vehicle === null,
      vehicleFitment: vehicle,
      isDraft: false,
      visibility: 'public',
    };
    let fields: ListingFields;
    try {
      ({ fields } = checkNewListing(input as never));
    } catch (err) {
      throw new RowError(columnOf((err as Error).message), (err as Error).message);
    }
    const slug = slugify(title) || 'model';
    return { fields, slug };
  } catch (err) {
    if (err instanceof RowError)
      return {
        error: { column: err.column, reason: clip(err.message, IMPORT_LIMITS.errorReasonChars) },
      };
    throw err;
  }
}

function resolveVehicle(make: string, model: string, generation: string, taxonomy: ImportTaxonomy) {
  if (!make && !model && !generation) return null;
  if (!make) throw new RowError('make', 'make is required when model or generation is given');
  const foundMake = firstOf(taxonomy.makes, make);
  if (!foundMake) throw new RowError('make', `make ${quoted(make)} is not known`);
  if (!model) throw new RowError('model', 'model is required with a make');
  const foundModel = firstOf(foundMake.models, model);
  if (!foundModel)
    throw new RowError('model', `model ${quoted(model)} is not a model of ${clip(make)}`);
  if (!generation) throw new RowError('generation', 'generation is required with a model');
  const generationId = firstOf(foundModel.generations, generation);
  if (!generationId)
    throw new RowError(
      'generation',
      `generation ${quoted(generation)} is not a generation of ${clip(model)}`,
    );
  return { makeId: foundMake.id, modelId: foundModel.id, generationId, trimId: null };
}

/**
 * A cell as an error row quotes it: at most IMPORT_LIMITS.errorCellChars characters, then '…'
 * (a row of 2 MB cells must not make a report of megabytes).
 */
export function clip(value: string, max: number = IMPORT_LIMITS.errorCellChars): string {
  if (value.length <= max) return value;
  // Not between the two halves of a surrogate pair (an emoji).
  const end = /[\uD800-\uDBFF]/.test(value[max - 1]!) ? max - 1 : max;
  return `${value.slice(0, end)}…`;
}

const quoted = (value: string) => `'${clip(value)}'`;

function firstOf<T>(map: Map<string, T>, value: string): T | undefined {
  for (const key of lookup(value)) {
    const found = map.get(key);
    if (found !== undefined) return found;
  }
  return undefined;
}

function wholeNumber(value: string, column: ImportColumn, fallback: number): number {
  if (!value) return fallback;
  if (!/^\d{1,9}$/.test(value))
    throw new RowError(column, `${column} must be a whole number, 0 or more`);
  return Number(value);
}

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0', '']);
function yesNo(value: string): boolean {
  const v = value.toLowerCase();
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  throw new RowError('supports_required', 'supports_required must be true or false');
}

function isWebAddress(value: string): boolean {
  if (value.length > LISTING_LIMITS.urlMax) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The column a listing check's message is about (its messages name the field). */
function columnOf(message: string): string {
  const m = message.toLowerCase();
  if (m.includes('price') || m.includes('free')) return 'price_cents';
  if (m.includes('tag')) return 'tags';
  if (m.includes('title')) return 'title';
  if (m.includes('description')) return 'description';
  if (m.includes('infill')) return 'infill_percent';
  return '';
}
