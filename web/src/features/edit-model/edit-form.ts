/**
 * The EDIT MODEL form's rules (docs/product.md sections 4, 5 and 7): what it starts from, how dollars
 * become cents, what an invalid infill falls back to, and the body PUT /api/models3d/{id} gets.
 */
import type {
  ListingInput,
  MountLocation,
  PrintDifficulty,
  PrintMaterial,
} from '@pitstop/contracts';
import { infillFrom, priceCentsFrom } from '../listings/listing-fields';
import type { Listing } from '../listings/listingsApi';

// The fields' rules are shared with the upload wizard (listings/listing-fields).
export {
  DEFAULT_INFILL,
  infillFrom,
  LONG_DESCRIPTION_MAX,
  priceCentsFrom,
  priceProblem,
  SHORT_DESCRIPTION_MAX,
  SHORT_DESCRIPTION_REQUIRED,
  TITLE_MAX,
  TITLE_REQUIRED,
} from '../listings/listing-fields';

/** The category select's 'No Category'. */
export const NO_CATEGORY = '';

export interface EditModelValues {
  title: string;
  shortDescription: string;
  longDescriptionMd: string;
  /** A category id, or NO_CATEGORY. */
  categoryId: string;
  isFree: boolean;
  /** Dollars as typed (null when the box is empty); only shown, and only sent, when not free. */
  price: number | null;
  printDifficulty: PrintDifficulty;
  supportsRequired: boolean;
  infillHintPercent: number | null;
  mountLocation: MountLocation | null;
  materials: PrintMaterial[];
  allowPersonalUse: boolean;
  allowCommercialUse: boolean;
}

/** The form as the listing stands. */
export function valuesFromListing(listing: Listing): EditModelValues {
  return {
    title: listing.title,
    shortDescription: listing.shortDescription,
    longDescriptionMd: listing.longDescriptionMd ?? '',
    categoryId: listing.categoryId ?? NO_CATEGORY,
    isFree: listing.isFree,
    price: listing.priceCents / 100,
    printDifficulty: listing.printDifficulty,
    supportsRequired: listing.supportsRequired,
    infillHintPercent: listing.infillHintPercent,
    mountLocation: listing.mountLocation ?? null,
    materials: listing.materials ?? [],
    allowPersonalUse: listing.allowPersonalUse,
    allowCommercialUse: listing.allowCommercialUse,
  };
}

/**
 * PUT /api/models3d/{id}'s body: docs/product.md §7's fields. 'No Category' is sent as null, not
 * left out: PUT changes only the fields it is given, so leaving it out would keep the old
 * category and 'No Category' would never clear it (docs/product.md §4).
 */
export function changesFromValues(
  values: EditModelValues,
  currency: string,
): Partial<ListingInput> {
  const priceCents = values.isFree ? 0 : priceCentsFrom(values.price);
  return {
    title: values.title.trim(),
    shortDescription: values.shortDescription.trim(),
    longDescriptionMd: values.longDescriptionMd.trim() || null,
    categoryId: values.categoryId || null,
    priceCents,
    currency,
    isFree: values.isFree,
    printDifficulty: values.printDifficulty,
    supportsRequired: values.supportsRequired,
    infillHintPercent: infillFrom(values.infillHintPercent),
    mountLocation: values.mountLocation ?? null,
    materials: values.materials ?? [],
    allowPersonalUse: values.allowPersonalUse,
    allowCommercialUse: values.allowCommercialUse,
  };
}
