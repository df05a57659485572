/**
 * How a listing reads on a card, in the admin panel, on its page and on the profile (docs/product.md
 * section 2 'Model cards', 'Admin' and section 9): its price, badge, stars, previews, fitment and
 * difficulty. People's names follow components/person-name; numbers and money components/format.
 */
// Types only: a value import would bundle the contracts into the app.
import type { PreviewDto, PrintDifficulty, VehicleFitmentDto } from '@pitstop/contracts';
import { countOf, formatCents } from '../../components/format';
import { yearSpanLabel } from '../fitment/fitment-rules';
import type { Listing } from './listingsApi';

/** docs/product.md §9: a listing is HOT once it has more than this many downloads. */
const HOT_DOWNLOADS = 100;
export const MAX_STARS = 5;

/** Where a listing's page is: /models/{slug}. */
export function modelPath(listing: Pick<Listing, 'slug'>): string {
  return `/models/${encodeURIComponent(listing.slug)}`;
}

type Priced = Pick<Listing, 'isFree' | 'priceCents'>;

/** Nothing to pay: FREE on its card and page, DOWNLOAD rather than BUY FILE. */
export function isFreeListing(listing: Priced): boolean {
  return listing.isFree || listing.priceCents <= 0;
}

/**
 * '$4.99', or `free` ('FREE' on cards, 'Free' in the admin list) when it costs nothing.
 * Prices are integer cents.
 */
export function priceLabel(listing: Priced, free: 'FREE' | 'Free' = 'FREE'): string {
  return isFreeListing(listing) ? free : formatCents(listing.priceCents);
}

/** The corner badge: FREE for free items (never HOT), HOT over 100 downloads, else none. */
export function cardBadge(listing: Priced & Pick<Listing, 'downloadCount'>): 'FREE' | 'HOT' | null {
  if (isFreeListing(listing)) return 'FREE';
  return listing.downloadCount > HOT_DOWNLOADS ? 'HOT' : null;
}

/** How many of the five stars are lit: the rounded average, kept within 0–5. */
export function litStars(ratingAvg: number | null | undefined): number {
  if (ratingAvg == null || !Number.isFinite(ratingAvg)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(ratingAvg)));
}

/** What a screen reader hears for the stars: 'Rated 4.3 out of 5 from 12 reviews'. */
export function ratingText(ratingAvg: number, ratingCount: number): string {
  if (ratingCount === 0) return 'No reviews yet';
  return `Rated ${ratingAvg.toFixed(1)} out of 5 from ${countOf(ratingCount, 'review')}`;
}

type Previewed = Pick<Listing, 'imageUrls' | 'previews'>;

/** Every preview address once, in order: the listing's imageUrls, then previews not among them. */
export function previewImages(listing: Previewed): string[] {
  const urls = [...(listing.imageUrls ?? []), ...(listing.previews ?? []).map((p) => p.storageUrl)];
  return [...new Set(urls.filter((url) => url.trim() !== ''))];
}

/** The first preview image's address (the card's picture), or null for none. */
export function firstPreview(listing: Previewed): string | null {
  return previewImages(listing)[0] ?? null;
}

/**
 * The widths media's worker makes a preview's WebP copies at, at most (IMAGE_VARIANT_WIDTHS in
 * libs/contracts, which the app does not bundle; the listing-display spec holds them equal).
 */
const IMAGE_VARIANT_WIDTHS = { card: 400, full: 1200 } as const;

/** A preview image as an <img> shows it: its WebP copies in srcSet when made, else the original. */
export interface PreviewPicture {
  src: string;
  /** '{card} 400w, {full} 1200w' (narrower for an image smaller than that); none without copies. */
  srcSet?: string;
  /** The image's own size, for the browser to reserve its shape. */
  width?: number;
  height?: number;
  /** The uploaded image: what is shown if the copies fail to load. */
  original: string;
}

/**
 * The picture of one preview address: its copies (matched to the listing's previews by address)
 * when the worker has made them, otherwise the address alone.
 */
export function pictureOf(
  src: string,
  variants: PreviewDto['variants'] | undefined,
): PreviewPicture {
  if (!variants) return { src, original: src };
  const known = variants.width > 0;
  const cardWidth = known
    ? Math.min(IMAGE_VARIANT_WIDTHS.card, variants.width)
    : IMAGE_VARIANT_WIDTHS.card;
  const fullWidth = known
    ? Math.min(IMAGE_VARIANT_WIDTHS.full, variants.width)
    : IMAGE_VARIANT_WIDTHS.full;
  const srcSet =
    cardWidth < fullWidth
      ? `${variants.card} ${cardWidth}w, ${variants.full} ${fullWidth}w`
      : `${variants.full} ${fullWidth}w`;
  return {
    src: variants.full,
    srcSet,
    ...(known && variants.height > 0 ? { width: variants.width, height: variants.height } : {}),
    original: src,
  };
}

/** previewImages with their responsive sources. */
export function previewPictures(listing: Previewed): PreviewPicture[] {
  const variants = new Map((listing.previews ?? []).map((p) => [p.storageUrl, p.variants]));
  return previewImages(listing).map((src) => pictureOf(src, variants.get(src)));
}

/** The card's picture: the first preview with its sources, or null for none. */
export function firstPicture(listing: Previewed): PreviewPicture | null {
  return previewPictures(listing)[0] ?? null;
}

type Fitted = Pick<Listing, 'isUniversalFit' | 'vehicleFitment'>;

export const UNIVERSAL_FIT = 'Universal fit';

/** The vehicle a listing was made for; null for a universal part. */
export function fittedVehicle(listing: Fitted): VehicleFitmentDto | null {
  return listing.isUniversalFit ? null : listing.vehicleFitment;
}

/** '2013–2020', '2020–Present' while still built, '2021' for a single model year. */
function modelYears(fit: VehicleFitmentDto): string {
  return yearSpanLabel(fit, '–');
}

/** A card's compatibility badges: ['Golf Mk7', 'GTI'], or ['Universal fit']. */
export function fitmentBadges(listing: Fitted): string[] {
  const fit = fittedVehicle(listing);
  if (!fit) return [UNIVERSAL_FIT];
  return [`${fit.modelName} ${fit.generationName}`, fit.trimName].filter(
    (badge): badge is string => !!badge,
  );
}

/**
 * The Fitment tab's vehicle: 'Volkswagen Golf (Mk7) 2013–2020 - GTI' (without the years when
 * `years` is false), without ' - {trim}' when it fits every trim; null for a universal part.
 */
export function vehicleLine(listing: Fitted, { years = true } = {}): string | null {
  const fit = fittedVehicle(listing);
  if (!fit) return null;
  const vehicle = `${fit.makeName} ${fit.modelName} (${fit.generationName})`;
  const named = years ? `${vehicle} ${modelYears(fit)}` : vehicle;
  return fit.trimName ? `${named} - ${fit.trimName}` : named;
}

/** The admin dialog's fitment: 'Volkswagen Golf (Mk7) - GTI', or 'Universal fit'. */
export function fitmentLine(listing: Fitted): string {
  return vehicleLine(listing, { years: false }) ?? UNIVERSAL_FIT;
}

/** A full vehicle for a tooltip: 'Volkswagen Golf Mk7 GTI, 2013–2020'. */
export function fitmentTitle(listing: Fitted): string {
  const fit = fittedVehicle(listing);
  if (!fit) return 'Fits any vehicle';
  const names = [fit.makeName, fit.modelName, fit.generationName, fit.trimName];
  return `${names.filter(Boolean).join(' ')}, ${modelYears(fit)}`;
}

const DIFFICULTY_LABELS: Record<PrintDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** The difficulty choices, easiest first, as a select offers them. */
export const DIFFICULTY_OPTIONS = (Object.keys(DIFFICULTY_LABELS) as PrintDifficulty[]).map(
  (value) => ({ value, label: DIFFICULTY_LABELS[value] }),
);

export function difficultyLabel(difficulty: PrintDifficulty): string {
  return DIFFICULTY_LABELS[difficulty] ?? difficulty;
}
