import FolderAddOutlined from '@ant-design/icons/FolderAddOutlined';
import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { HeartMenu } from '../../collections/components/HeartMenu';
import type { Listing } from '../listingsApi';
import { useListingLike } from '../useListingLike';
import styles from './LikeButton.module.css';

/**
 * The heart on a card: likes for real when signed in, asks a visitor to sign in. Beneath it, the
 * heart's menu (favorites, Save to collection).
 */
export function LikeButton({
  listing,
  className,
}: {
  listing: Pick<Listing, 'id' | 'title' | 'likedByMe' | 'likeCount'>;
  className?: string;
}) {
  const { liked, pending, toggle } = useListingLike(listing);
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')} data-liked={liked}>
      <button
        type="button"
        className={[styles.heart, liked && styles.liked].filter(Boolean).join(' ')}
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
      <HeartMenu listing={listing}>
        <button
          type="button"
          className={styles.more}
          aria-label={`Save ${listing.title}: favorites or a collection`}
          title="Save to collection"
          data-testid="heart-menu"
        >
          <FolderAddOutlined aria-hidden />
        </button>
      </HeartMenu>
    </div>
  );
}
