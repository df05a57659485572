import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { StarRating } from '../../listings/components/StarRating';
import { firstPreview, modelPath, priceLabel } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { statusBanner } from '../../model-detail/listing-status';
import styles from './UploadCard.module.css';

const count = new Intl.NumberFormat('en-US');

/** Where an upload stands for its seller: Pending review, Rejected, Draft, or Live. */
function uploadStatus(listing: Listing) {
  const banner = statusBanner(listing);
  return banner ? { key: banner.kind, label: banner.label } : { key: 'live', label: 'Live' };
}

/** One of the seller's own models on My Uploads, with where it stands and its Edit button. */
export function UploadCard({ listing }: { listing: Listing }) {
  const status = uploadStatus(listing);
  return (
    <li className={styles.card} data-testid={`upload-${listing.slug}`}>
      <div className={styles.media}>
        <PreviewImage src={firstPreview(listing)} alt={listing.title} className={styles.preview} />
        <span
          className={`${styles.status} ${styles[`status_${status.key}`]}`}
          data-testid="upload-status"
        >
          {status.label}
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={modelPath(listing)} className={styles.link}>
            {listing.title}
          </Link>
        </h3>
        <div className={styles.stats}>
          <span className={styles.price}>{priceLabel(listing)}</span>
          <span className={styles.downloads} title="Downloads">
            <DownloadOutlined aria-hidden /> {count.format(listing.downloadCount)}
            <span className="pp-visually-hidden"> downloads</span>
          </span>
          <StarRating ratingAvg={listing.ratingAvg} ratingCount={listing.ratingCount} />
        </div>
        <LinkButton
          to={`/edit-model/${encodeURIComponent(listing.id)}`}
          icon={<EditOutlined />}
          className={styles.edit}
          data-testid="upload-edit"
        >
          Edit
        </LinkButton>
      </div>
    </li>
  );
}
