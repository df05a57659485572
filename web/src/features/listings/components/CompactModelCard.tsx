import { Link } from 'react-router-dom';
import { firstNameOf } from '../../../components/person-name';
import { creatorPath } from '../../creators/creator-path';
import { FitBadge } from '../../garage/components/FitBadge';
import { firstPicture, isFreeListing, modelPath, priceLabel } from '../listing-display';
import type { Listing } from '../listingsApi';
import styles from './CompactModelCard.module.css';
import { PreviewImage } from './PreviewImage';

/**
 * NEW RELEASES' card: NEW badge, title, whether it fits the active vehicle, the seller's first
 * name (or Anonymous), price or FREE.
 */
export function CompactModelCard({ listing }: { listing: Listing }) {
  return (
    <article className={styles.card} data-testid={`new-release-${listing.slug}`}>
      <div className={styles.thumb}>
        <PreviewImage
          src={firstPicture(listing)}
          alt={listing.title}
          sizes="112px"
          caption={null}
          className={styles.preview}
        />
        <span className={styles.new}>NEW</span>
      </div>
      <div className={styles.info}>
        <h3 className={styles.title}>
          <Link to={modelPath(listing)} className={styles.link}>
            {listing.title}
          </Link>
        </h3>
        <FitBadge listing={listing} className={styles.fit} />
        <p className={styles.seller}>
          by{' '}
          <Link
            to={creatorPath(listing.sellerId)}
            className={styles.sellerLink}
            data-testid="card-seller"
          >
            {firstNameOf(listing.seller, 'Anonymous')}
          </Link>
        </p>
        <p
          className={isFreeListing(listing) ? `${styles.price} ${styles.free}` : styles.price}
          data-testid="card-price"
        >
          {priceLabel(listing)}
        </p>
      </div>
    </article>
  );
}
