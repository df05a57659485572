import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import type { Listing } from '../listingsApi';
import { useListingLike } from '../useListingLike';
import styles from './LikeButton.module.css';

/** The heart on a card: likes for real when signed in, asks a visitor to sign in. */
export function LikeButton({
  listing,
  className,
}: {
  listing: Pick<Listing, 'id' | 'title' | 'likedByMe' | 'likeCount'>;
  className?: string;
}) {
  const { liked, pending, toggle } = useListingLike(listing);
  return (
    <button
      type="button"
      className={[styles.heart, liked && styles.liked, className].filter(Boolean).join(' ')}
      aria-pressed={liked}
      aria-label={
        liked ? `Remove ${listing.title} from favorites` : `Add ${listing.title} to favorites`
      }
      title={liked ? 'Remove from favorites' : 'Add to favorites'}
      disabled={pending}
      data-liked={liked}
      data-testid="like-button"
      onClick={() => void toggle()}
    >
      {liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
    </button>
  );
}
