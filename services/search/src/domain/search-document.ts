import {
  trendingScore,
  trimQueryValue,
  type ListingCountsChangedEvent,
  type ListingDto,
  type PrintDifficulty,
} from '@pitstop/contracts';
import type { FitmentFields } from './vehicle-match.js';

/** A listing's counters, as the newest event about them has them. */
export type ListingCounts = Pick<
  ListingCountsChangedEvent,
  'downloadCount' | 'likeCount' | 'ratingAvg' | 'ratingCount'
>;

/** Year end of a generation still being built: keeps range filters free of null checks. */
export const OPEN_YEAR_END = 9999;

/**
 * What every engine indexes of a listing: the text it searches, the fields it filters and sorts
 * on, and the public listing it answers with. Counters and trending are also kept apart from
 * `listing`, so a counts change rewrites only them.
 */
export interface SearchDocument extends ListingCounts, FitmentFields {
  id: string;
  title: string;
  shortDescription: string;
  longDescription: string;
  tags: string[];
  makeName: string | null;
  modelName: string | null;
  categoryName: string | null;
  categoryId: string | null;
  isFree: boolean;
  difficulty: PrintDifficulty;
  priceCents: number;
  /** Epoch milliseconds. */
  createdAt: number;
  trending: number;
  listing: ListingDto;
}

/** A counters change for a document already in the index. */
export interface CountsPatch extends ListingCounts {
  id: string;
  trending: number;
}

/** The document for a listing, with the newest counters known (which may be newer than it). */
export function toSearchDocument(listing: ListingDto, counts: ListingCounts): SearchDocument {
  const fit = listing.isUniversalFit ? null : listing.vehicleFitment;
  const createdAt = Date.parse(listing.createdAt);
  return {
    id: listing.id,
    title: listing.title,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescriptionMd ?? '',
    tags: listing.tags,
    makeName: fit?.makeName ?? null,
    modelName: fit?.modelName ?? null,
    categoryName: listing.categoryName,
    makeId: fit?.makeId ?? null,
    makeSlug: fit?.makeSlug ?? null,
    modelId: fit?.modelId ?? null,
    modelSlug: fit?.modelSlug ?? null,
    generationId: fit?.generationId ?? null,
    trimId: fit?.trimId ?? null,
    trimKey: fit?.trimName ? trimQueryValue(fit.trimName) : null,
    yearStart: fit?.yearStart ?? null,
    yearEnd: fit ? (fit.yearEnd ?? OPEN_YEAR_END) : null,
    isUniversalFit: listing.isUniversalFit,
    categoryId: listing.categoryId,
    isFree: listing.isFree,
    difficulty: listing.printDifficulty,
    priceCents: listing.priceCents,
    createdAt,
    ...counts,
    trending: trendingScore(counts, createdAt),
    listing: asCard(listing),
  };
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
