import {
  listingFit,
  trendingScore,
  type ListingCountsChangedEvent,
  type ListingFit,
  type ListingDto,
  type MountLocation,
  type PrintDifficulty,
  type PrintMaterial,
  type VehicleFitmentDto,
} from '@pitstop/contracts';
import { normalizeText } from './search-criteria.js';
import { searchableText } from './vocabulary/search-vocabulary.js';

/** A listing's counters, as the newest event about them has them. */
export type ListingCounts = Pick<
  ListingCountsChangedEvent,
  'downloadCount' | 'likeCount' | 'ratingAvg' | 'ratingCount'
>;

/** Year end of a generation still being built: keeps range filters free of null checks. */
export const OPEN_YEAR_END = 9999;

/** Long descriptions past this add little to matching and much to the index. */
const LONG_DESCRIPTION_INDEXED = 5_000;

/**
 * What every engine indexes of a listing: the text it searches, the fields it filters and sorts
 * on, and the public listing it answers with. Counters and trending are also kept apart from
 * `listing`, so a counts change rewrites only them.
 *
 * The searched texts are lower-case words followed by the other words they stand for
 * (searchableText: plurals, letters and digits apart and together, aliases and synonyms), made
 * here once so that every engine searches the same words.
 */
export interface SearchDocument extends ListingCounts, ListingFit {
  id: string;
  /** The title as typed, normalised (normalizeText): an exact title match ranks first. */
  titleKey: string;
  title: string;
  /** The vehicle the part is listed for: make, model, generation and trim names. */
  vehicle: string;
  /**
   * The make and model as one facet value (vehicleKeyOf), for engines that list the vehicles
   * in the index by facet; null for universal fit.
   */
  vehicleKey: string | null;
  tags: string;
  categoryName: string;
  shortDescription: string;
  longDescription: string;
  categoryId: string | null;
  isFree: boolean;
  difficulty: PrintDifficulty;
  /** Where the part mounts (the mountLocation filter); null when not said. */
  mountLocation: MountLocation | null;
  /** The filaments its seller names (the material filter). */
  materials: PrintMaterial[];
  priceCents: number;
  /** Epoch milliseconds. */
  createdAt: number;
  trending: number;
  /** The vehicles owners confirmed it fits (confirmedFitKeys): best match ranks them first. */
  confirmedFits: string[];
  listing: ListingDto;
}

/** A counters change for a document already in the index. */
export interface CountsPatch extends ListingCounts {
  id: string;
  trending: number;
}

/** A change of owners' confirmed fits for a document already in the index. */
export interface FitsPatch {
  id: string;
  confirmedFits: string[];
}

/**
 * The document for a listing, with the newest counters known (which may be newer than it) and
 * the vehicles owners confirmed it fits.
 */
export function toSearchDocument(
  listing: ListingDto,
  counts: ListingCounts,
  confirmedFits: string[] = [],
): SearchDocument {
  const fit = listing.isUniversalFit ? null : listing.vehicleFitment;
  const createdAt = Date.parse(listing.createdAt);
  return {
    id: listing.id,
    titleKey: normalizeText(listing.title),
    title: searchableText(listing.title),
    vehicle: fit
      ? searchableText(fit.makeName, fit.modelName, fit.generationName, fit.trimName)
      : '',
    vehicleKey: fit ? vehicleKeyOf(fit) : null,
    tags: searchableText(listing.tags.join(', ')),
    categoryName: searchableText(listing.categoryName),
    shortDescription: searchableText(listing.shortDescription),
    longDescription: searchableText(
      (listing.longDescriptionMd ?? '').slice(0, LONG_DESCRIPTION_INDEXED),
    ),
    ...indexedFit(listing),
    categoryId: listing.categoryId,
    isFree: listing.isFree,
    difficulty: listing.printDifficulty,
    // Events written before the fields existed carry neither.
    mountLocation: listing.mountLocation ?? null,
    materials: listing.materials ?? [],
    priceCents: listing.priceCents,
    createdAt,
    ...counts,
    trending: trendingScore(counts, createdAt),
    confirmedFits,
    listing: asCard(listing),
  };
}

/**
 * The fields the vehicle filter reads (fitsVehicle), as every engine indexes them: a generation
 * still built ends in OPEN_YEAR_END.
 */
export function indexedFit(
  listing: Pick<ListingDto, 'isUniversalFit' | 'vehicleFitment'>,
): ListingFit {
  const fit = listingFit(listing);
  return { ...fit, yearEnd: fit.yearStart === null ? null : (fit.yearEnd ?? OPEN_YEAR_END) };
}

/**
 * The listing as search results show it: a card. The long description (often kilobytes of
 * Markdown and HTML) is left out; the model page reads the listing itself.
 */
export function asCard(listing: ListingDto): ListingDto {
  return { ...listing, longDescriptionMd: null, longDescriptionHtml: '' };
}

/** The listing as stored, with the document's (possibly newer) counters. */
export function listingWithCounts(listing: ListingDto, counts: ListingCounts): ListingDto {
  return {
    ...listing,
    downloadCount: counts.downloadCount,
    likeCount: counts.likeCount,
    ratingAvg: counts.ratingAvg,
    averageRating: counts.ratingAvg,
    ratingCount: counts.ratingCount,
  };
}

/** Make and model, names and years of a fitment as one string (JSON of IndexedVehicle). */
export function vehicleKeyOf(fit: VehicleFitmentDto): string {
  return JSON.stringify({
    makeSlug: fit.makeSlug,
    makeName: fit.makeName,
    modelSlug: fit.modelSlug,
    modelName: fit.modelName,
    yearStart: fit.yearStart,
    yearEnd: fit.yearEnd ?? OPEN_YEAR_END,
  });
}
