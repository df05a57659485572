import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Link } from 'react-router-dom';
import { formatCount } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { StarRating } from '../../listings/components/StarRating';
import { firstPicture, modelPath, priceLabel } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { listingStatus } from '../../model-detail/listing-status';
import card from './ProfileCard.module.css';
import { PROFILE_CARD_IMAGE_SIZES } from './profile-card';
import styles from './UploadCard.module.css';

/** One of the seller's own models on My Uploads, with where it stands and its Edit button. */
export function UploadCard({ listing }: { listing: Listing }) {
  const status = listingStatus(listing);
  return (
    <li className={card.card} data-testid={`upload-${listing.slug}`}>
      <div className={styles.media}>
        <PreviewImage
          src={firstPicture(listing)}
          alt={listing.title}
          sizes={PROFILE_CARD_IMAGE_SIZES}
          className={card.preview}
        />
        <span
          className={`${styles.status} ${styles[`status_${status.kind}`]}`}
          data-testid="upload-status"
        >
          {status.label}
        </span>
      </div>
      <div className={card.body}>
        <h3 className={card.title}>
          <Link to={modelPath(listing)} className={card.link}>
            {listing.title}
          </Link>
        </h3>
        {listing.approvalStatus === 'taken_down' && (
          <p className={styles.takedown} data-testid="upload-takedown">
            <strong>Taken down by an admin.</strong>{' '}
            {listing.takedown?.reason ?? 'It was reported and is no longer listed.'}
          </p>
        )}
        <div className={styles.stats}>
          <span className={styles.price}>{priceLabel(listing)}</span>
          <span className={styles.downloads} title="Downloads">
            <DownloadOutlined aria-hidden /> {formatCount(listing.downloadCount)}
            <span className="pp-visually-hidden"> downloads</span>
          </span>
          <StarRating ratingAvg={listing.ratingAvg} ratingCount={listing.ratingCount} />
        </div>
        <LinkButton
          to={`/edit-model/${encodeURIComponent(listing.id)}`}
          icon={<EditOutlined />}
          className={card.action}
          data-testid="upload-edit"
        >
          Edit
        </LinkButton>
      </div>
    </li>
  );
}
