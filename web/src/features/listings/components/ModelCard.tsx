import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FireFilled from '@ant-design/icons/FireFilled';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { personName } from '../../../components/person-name';
import { creatorPath } from '../../creators/creator-path';
import { ConfirmedFitBadge } from '../../fit-confirmations/components/ConfirmedFitBadge';
import { FitStatus } from '../../garage/components/FitBadge';
import { useActiveVehicle } from '../../garage/useGarage';
import {
  cardBadge,
  firstPicture,
  fitmentBadges,
  fitmentTitle,
  isFreeListing,
  modelPath,
  priceLabel,
} from '../listing-display';
import type { Listing } from '../listingsApi';
import { AddToCartButton } from './AddToCartButton';
import { LikeButton } from './LikeButton';
import styles from './ModelCard.module.css';
import { PreviewImage } from './PreviewImage';
import { StarRating } from './StarRating';

/** 'row': laid on its side, preview left and details right (the search page's list view). */
type ModelCardLayout = 'tile' | 'row';

/** How wide the preview shows (ModelCard.module.css, and the shelves' and results' grids). */
const TILE_IMAGE_SIZES = '(max-width: 1024px) 50vw, 300px';
const ROW_IMAGE_SIZES = '(max-width: 520px) 112px, 260px';

/**
 * A listing as a card (docs/product.md §2 'Model cards'): first preview, FREE or HOT badge, a
 * heart that shows on hover, whether it fits the active vehicle, the vehicles it fits, title
 * (the whole card links to the model page), seller, stars with their count, price, and the cart
 * button.
 *
 * Memoised: a page re-renders when any query it reads changes (the makes arriving after a served
 * search page hydrates), and the store's updates are never time-sliced, so twenty cards drawn
 * again each time made one long task. A card redraws when its listing or its own hooks change.
 */
export const ModelCard = memo(function ModelCard({
  listing,
  layout = 'tile',
  priority = false,
}: {
  listing: Listing;
  layout?: ModelCardLayout;
  /** In the first row of the page a visitor lands on: its preview loads at once (PreviewImage). */
  priority?: boolean;
}) {
  const badge = cardBadge(listing);
  const free = isFreeListing(listing);
  const path = modelPath(listing);
  const vehicle = useActiveVehicle();

  return (
    <article
      className={layout === 'row' ? `${styles.card} ${styles.row}` : styles.card}
      data-testid={`model-card-${listing.slug}`}
    >
      <div className={styles.media}>
        <PreviewImage
          src={firstPicture(listing)}
          alt={listing.title}
          sizes={layout === 'row' ? ROW_IMAGE_SIZES : TILE_IMAGE_SIZES}
          className={styles.preview}
          priority={priority}
        />
        {badge && (
          <span
            className={`${styles.badge} ${badge === 'HOT' ? styles.hot : styles.free}`}
            data-testid="card-badge"
          >
            {badge === 'HOT' && <FireFilled aria-hidden />}
            {badge}
          </span>
        )}
        <LikeButton listing={listing} className={styles.heart} />
      </div>
      <div className={styles.body}>
        {vehicle && <FitStatus listing={listing} vehicle={vehicle} className={styles.fitStatus} />}
        {vehicle && <ConfirmedFitBadge listingId={listing.id} />}
        {/* A universal part's fit for the active vehicle already says 'Universal fit'. */}
        {!(vehicle && listing.isUniversalFit) && (
          <ul className={styles.fitment} aria-label="Fits" title={fitmentTitle(listing)}>
            {fitmentBadges(listing).map((fit) => (
              <li key={fit} className={styles.fit}>
                {fit}
              </li>
            ))}
          </ul>
        )}
        <h3 className={styles.title}>
          <Link to={path} className={styles.titleLink}>
            {listing.title}
          </Link>
        </h3>
        <p className={styles.seller}>
          by{' '}
          <Link
            to={creatorPath(listing.sellerId)}
            className={styles.sellerLink}
            data-testid="card-seller"
          >
            {personName(listing.seller, 'Unknown')}
          </Link>
        </p>
        <StarRating ratingAvg={listing.ratingAvg} ratingCount={listing.ratingCount} />
        <div className={styles.footer}>
          <span
            className={free ? `${styles.price} ${styles.priceFree}` : styles.price}
            data-testid="card-price"
          >
            {priceLabel(listing)}
          </span>
          {free ? (
            <LinkButton to={path} className={styles.action} icon={<DownloadOutlined aria-hidden />}>
              GET FILE
            </LinkButton>
          ) : (
            <AddToCartButton listing={listing} className={styles.action} />
          )}
        </div>
      </div>
    </article>
  );
});
