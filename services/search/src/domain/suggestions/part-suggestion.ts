import type { ListingDto, PartSuggestion } from '@pitstop/contracts';

/** A listing as a suggestion: its title, and the smallest picture it has. */
export function partSuggestion(listing: ListingDto): PartSuggestion {
  const preview = listing.previews[0];
  return {
    id: listing.id,
    slug: listing.slug,
    title: listing.title,
    imageUrl: preview?.variants?.card ?? preview?.storageUrl ?? listing.imageUrls[0] ?? null,
  };
}
