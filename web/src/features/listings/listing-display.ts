/**
 * How a listing reads on a card, in the admin panel and on the profile (SPEC.md section 2
 * 'Model cards', 'Admin' and section 9): its price, badge, stars and fitment. People's names
 * follow components/person-name.
 */
import type { PrintDifficulty } from '@pitstop/contracts';
import type { Listing } from './listingsApi';

/** SPEC.md section 9: a listing is HOT once it has more than this many downloads. */
export const HOT_DOWNLOADS = 100;
export const MAX_STARS = 5;

/** Where a listing's page is: /models/{slug}. */
export function modelPath(listing: Pick<Listing, 'slug'>): string {
  return `/models/${encodeURIComponent(listing.slug)}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * '$4.99', or `free` ('FREE' on cards, 'Free' in the admin list) when it costs nothing.
 * Prices are integer cents.
 */
export function priceLabel(
  listing: Pick<Listing, 'isFree' | 'priceCents'>,
  free: 'FREE' | 'Free' = 'FREE',
): string {
  return listing.isFree || listing.priceCents <= 0 ? free : usd.format(listing.priceCents / 100);
}

/** The corner badge: FREE for free items (never HOT), HOT over 100 downloads, else none. */
export function cardBadge(
  listing: Pick<Listing, 'isFree' | 'priceCents' | 'downloadCount'>,
): 'FREE' | 'HOT' | null {
  if (priceLabel(listing) === 'FREE') return 'FREE';
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
  const reviews = `${ratingCount} review${ratingCount === 1 ? '' : 's'}`;
  return `Rated ${ratingAvg.toFixed(1)} out of 5 from ${reviews}`;
}

/** The first preview image's address (imageUrls[0], else previews[0]), or null for none. */
export function firstPreview(listing: Pick<Listing, 'imageUrls' | 'previews'>): string | null {
  return listing.imageUrls?.[0] || listing.previews?.[0]?.storageUrl || null;
}

type Fitted = Pick<Listing, 'isUniversalFit' | 'vehicleFitment'>;

export const UNIVERSAL_FIT = 'Universal fit';

/** A card's compatibility badges: ['Golf Mk7', 'GTI'], or ['Universal fit']. */
export function fitmentBadges(listing: Fitted): string[] {
  const fit = listing.vehicleFitment;
  if (listing.isUniversalFit || !fit) return [UNIVERSAL_FIT];
  return [`${fit.modelName} ${fit.generationName}`, fit.trimName].filter(
    (badge): badge is string => !!badge,
  );
}

/** The admin dialog's fitment: 'Volkswagen Golf (Mk7) - GTI', or 'Universal fit'. */
export function fitmentLine(listing: Fitted): string {
  const fit = listing.vehicleFitment;
  if (listing.isUniversalFit || !fit) return UNIVERSAL_FIT;
  const vehicle = `${fit.makeName} ${fit.modelName} (${fit.generationName})`;
  return fit.trimName ? `${vehicle} - ${fit.trimName}` : vehicle;
}

/** A full vehicle for a tooltip: 'Volkswagen Golf Mk7 GTI, 2013–2020'. */
export function fitmentTitle(listing: Fitted): string {
  const fit = listing.vehicleFitment;
  if (listing.isUniversalFit || !fit) return 'Fits any vehicle';
  const years = `${fit.yearStart}–${fit.yearEnd ?? 'Present'}`;
  return `${[fit.makeName, fit.modelName, fit.generationName, fit.trimName].filter(Boolean).join(' ')}, ${years}`;
}

const DIFFICULTY_LABELS: Record<PrintDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export function difficultyLabel(difficulty: PrintDifficulty): string {
  return DIFFICULTY_LABELS[difficulty] ?? difficulty;
}
