import { BadRequestError, isUuid } from '@pitstop/common';
import {
  LISTING_ADDRESS_RULES,
  LISTING_LIMITS,
  LISTING_VISIBILITIES,
  ListingMessages as Msg,
  MOUNT_LOCATIONS,
  PRINT_DIFFICULTIES,
  PRINT_MATERIALS,
  type ListingInput,
  type ListingVisibility,
  type MountLocation,
  type PrintDifficulty,
  type PrintMaterial,
} from '@pitstop/contracts';
import { renderMarkdown } from './markdown.js';
import { boundedText } from './plain-text.js';

/** A listing's content as stored: every field checked, defaults applied, fitment flattened. */
export interface ListingFields {
  title: string;
  shortDescription: string;
  longDescriptionMd: string | null;
  longDescriptionHtml: string;
  categoryId: string | null;
  tags: string[];
  priceCents: number;
  currency: string;
  printDifficulty: PrintDifficulty;
  supportsRequired: boolean;
  infillHintPercent: number;
  materials: PrintMaterial[];
  mountLocation: MountLocation | null;
  allowPersonalUse: boolean;
  allowCommercialUse: boolean;
  isDraft: boolean;
  visibility: ListingVisibility;
  isUniversalFit: boolean;
  makeId: string | null;
  modelId: string | null;
  generationId: string | null;
  trimId: string | null;
  fileUrls: string[];
}

export interface CheckedListing {
  fields: ListingFields;
  /** Preview images in order (imageUrls); undefined = leave the previews as they are. */
  imageUrls?: string[];
}

/**
 * Checks a new listing (POST /api/models3d). Omitted fields take docs/product.md §9's defaults:
 * free, medium difficulty, 20% infill, personal use only; a private draft until approved.
 */
export function checkNewListing(input: ListingInput): CheckedListing {
  if (!input || typeof input !== 'object') throw new BadRequestError('listing is required');
  return {
    fields: checkFields(input),
    imageUrls: urls(input.imageUrls, 'imageUrls') ?? [],
  };
}

/**
 * Applies a seller's edit (PUT: only the fields given change) to the listing as stored and checks
 * the result as a whole, so a change cannot leave, say, a paid listing without a price.
 */
export function checkListingChanges(
  current: ListingFields,
  changes: Partial<ListingInput>,
): CheckedListing {
  if (!changes || typeof changes !== 'object') throw new BadRequestError('changes are required');
  const given = <K extends keyof ListingInput>(key: K) => changes[key] !== undefined;
  const pick = <K extends keyof ListingInput>(key: K, fallback: ListingInput[K]) =>
    given(key) ? changes[key] : fallback;
  const merged: ListingInput = {
    title: pick('title', current.title)!,
    shortDescription: pick('shortDescription', current.shortDescription)!,
    longDescriptionMd: pick('longDescriptionMd', current.longDescriptionMd),
    categoryId: pick('categoryId', current.categoryId),
    tags: pick('tags', current.tags),
    priceCents: pick('priceCents', current.priceCents),
    // Not given: follows the price (a new price of 0 makes it free, any other makes it paid).
    isFree: changes.isFree,
    currency: pick('currency', current.currency),
    printDifficulty: pick('printDifficulty', current.printDifficulty),
    supportsRequired: pick('supportsRequired', current.supportsRequired),
    infillHintPercent: pick('infillHintPercent', current.infillHintPercent),
    materials: pick('materials', current.materials),
    mountLocation: pick('mountLocation', current.mountLocation),
    allowPersonalUse: pick('allowPersonalUse', current.allowPersonalUse),
    allowCommercialUse: pick('allowCommercialUse', current.allowCommercialUse),
    isDraft: pick('isDraft', current.isDraft),
    visibility: pick('visibility', current.visibility),
    isUniversalFit: pick('isUniversalFit', current.isUniversalFit),
    vehicleFitment: pick(
      'vehicleFitment',
      current.makeId && current.modelId && current.generationId
        ? {
            makeId: current.makeId,
            modelId: current.modelId,
            generationId: current.generationId,
            trimId: current.trimId,
          }
        : null,
    ),
    fileUrls: pick('fileUrls', current.fileUrls),
  };
  return { fields: checkFields(merged), imageUrls: urls(changes.imageUrls, 'imageUrls') };
}

function checkFields(input: ListingInput): ListingFields {
  const title = boundedText(input.title, 'Title', {
    max: LISTING_LIMITS.titleMax,
    tooLong: Msg.titleTooLong,
    required: Msg.titleRequired,
  });
  const shortDescription = boundedText(input.shortDescription, 'Short description', {
    max: LISTING_LIMITS.shortDescriptionMax,
    tooLong: Msg.shortDescriptionTooLong,
    required: Msg.shortDescriptionRequired,
  });
  const longDescriptionMd =
    boundedText(input.longDescriptionMd, 'Description', {
      max: LISTING_LIMITS.longDescriptionMax,
      tooLong: Msg.longDescriptionTooLong,
    }) || null;

  const fitment = checkFitment(input);
  return {
    title,
    shortDescription,
    longDescriptionMd,
    longDescriptionHtml: renderMarkdown(longDescriptionMd),
    categoryId: optionalId(input.categoryId, Msg.categoryUnknown),
    tags: checkTags(input.tags),
    priceCents: checkPrice(input.priceCents, input.isFree),
    currency: checkCurrency(input.currency),
    printDifficulty: oneOf(input.printDifficulty, PRINT_DIFFICULTIES, 'medium', 'printDifficulty'),
    supportsRequired: flag(input.supportsRequired, false, 'supportsRequired'),
    infillHintPercent: checkInfill(input.infillHintPercent),
    materials: checkMaterials(input.materials),
    mountLocation: checkMountLocation(input.mountLocation),
    allowPersonalUse: flag(input.allowPersonalUse, true, 'allowPersonalUse'),
    allowCommercialUse: flag(input.allowCommercialUse, false, 'allowCommercialUse'),
    isDraft: flag(input.isDraft, true, 'isDraft'),
    visibility: oneOf(input.visibility, LISTING_VISIBILITIES, 'private', 'visibility'),
    ...fitment,
    fileUrls: urls(input.fileUrls, 'fileUrls') ?? [],
  };
}

/** Integer cents; free ⇔ 0. isFree true forces 0; a paid listing costs at least the minimum. */
export function checkPrice(priceCents: unknown, isFree: unknown): number {
  if (isFree !== undefined && isFree !== null && typeof isFree !== 'boolean')
    throw new BadRequestError('isFree must be true or false');
  if (isFree === true) return 0;
  const price = priceCents ?? 0;
  if (typeof price !== 'number' || !Number.isInteger(price) || price < 0)
    throw new BadRequestError(Msg.priceInvalid);
  if (price > LISTING_LIMITS.maxPriceCents) throw new BadRequestError(Msg.priceTooHigh);
  const free = isFree === false ? false : price === 0;
  if (!free && price < LISTING_LIMITS.minPaidPriceCents) throw new BadRequestError(Msg.priceTooLow);
  return price;
}

type Fitment = Pick<
  ListingFields,
  'isUniversalFit' | 'makeId' | 'modelId' | 'generationId' | 'trimId'
>;

/** Universal fit has no vehicle; otherwise make, model and generation are required, trim optional. */
function checkFitment(input: ListingInput): Fitment {
  const isUniversalFit = flag(input.isUniversalFit, false, 'isUniversalFit');
  if (isUniversalFit)
    return { isUniversalFit, makeId: null, modelId: null, generationId: null, trimId: null };
  const vehicle = (input.vehicleFitment ?? {}) as Partial<Record<string, unknown>>;
  if (typeof vehicle !== 'object') throw new BadRequestError(Msg.fitmentRequired);
  const required = (value: unknown) => {
    if (value === undefined || value === null || value === '')
      throw new BadRequestError(Msg.fitmentRequired);
    if (!isUuid(value)) throw new BadRequestError(Msg.fitmentUnknown);
    return value.toLowerCase();
  };
  return {
    isUniversalFit,
    makeId: required(vehicle.makeId),
    modelId: required(vehicle.modelId),
    generationId: required(vehicle.generationId),
    trimId: optionalId(vehicle.trimId, Msg.fitmentUnknown),
  };
}

function checkTags(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.some((t) => typeof t !== 'string'))
    throw new BadRequestError(Msg.tagsInvalid);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of list as string[]) {
    const tag = boundedText(raw, 'A tag', { max: LISTING_LIMITS.tagMax, tooLong: Msg.tagTooLong });
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  if (tags.length > LISTING_LIMITS.tagsMax) throw new BadRequestError(Msg.tagsInvalid);
  return tags;
}

function checkCurrency(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'USD';
  if (typeof value !== 'string' || !/^[a-z]{3}$/i.test(value.trim()))
    throw new BadRequestError(Msg.currencyInvalid);
  return value.trim().toUpperCase();
}

function checkInfill(value: unknown): number {
  if (value === undefined || value === null) return 20;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100)
    throw new BadRequestError(Msg.infillInvalid);
  return value;
}

/** The filaments the seller names, each once, in the vocabulary's order. */
function checkMaterials(value: unknown): PrintMaterial[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((m) => !PRINT_MATERIALS.includes(m as PrintMaterial)))
    throw new BadRequestError(Msg.materialsInvalid);
  return PRINT_MATERIALS.filter((m) => value.includes(m));
}

function checkMountLocation(value: unknown): MountLocation | null {
  if (value === undefined || value === null || value === '') return null;
  if (!MOUNT_LOCATIONS.includes(value as MountLocation))
    throw new BadRequestError(Msg.mountLocationInvalid);
  return value as MountLocation;
}

/**
 * Image and file addresses: absolute http(s) URLs, or paths on this site under /demo/ or
 * /media/ (files: /media/ only). Anything else could run script or leave the site (javascript:,
 * data:, '//host'), or make every viewer's browser call the API with their cookie (/api/…).
 */
function urls(value: unknown, field: keyof typeof LISTING_ADDRESS_RULES): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const { allowed, message, tooMany, tooLong } = LISTING_ADDRESS_RULES[field];
  if (!Array.isArray(value) || value.length > LISTING_LIMITS.urlsMax)
    throw new BadRequestError(tooMany);
  return value.map((item) => {
    const url = typeof item === 'string' ? item.trim() : '';
    if (url.length > LISTING_LIMITS.urlMax) throw new BadRequestError(tooLong);
    if (!allowed(url)) throw new BadRequestError(message);
    return url;
  });
}

function flag(value: unknown, fallback: boolean, field: string): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new BadRequestError(`${field} must be true or false`);
  return value;
}

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  fallback: T,
  field: string,
): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (!allowed.includes(value as T))
    throw new BadRequestError(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function optionalId(value: unknown, message: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isUuid(value)) throw new BadRequestError(message);
  return value.toLowerCase();
}
