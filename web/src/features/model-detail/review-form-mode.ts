/** Which review form, if any, the model page offers the person looking at it. */
import type { Listing, Review } from '../listings/listingsApi';

export type ReviewFormMode =
  /** A visitor: the sign-in prompt instead of a form. */
  | { kind: 'signedOut' }
  /** The listing's seller: the server refuses their review of their own part. */
  | { kind: 'ownListing' }
  | { kind: 'new' }
  /** Posting again updates the one review a user has per listing. */
  | { kind: 'update'; review: Review };

export function reviewFormMode(
  user: { id: string } | null,
  listing: Pick<Listing, 'sellerId'>,
  reviews: readonly Review[] | undefined,
): ReviewFormMode {
  if (!user) return { kind: 'signedOut' };
  if (user.id === listing.sellerId) return { kind: 'ownListing' };
  const mine = reviews?.find((review) => review.author?.id === user.id);
  return mine ? { kind: 'update', review: mine } : { kind: 'new' };
}
