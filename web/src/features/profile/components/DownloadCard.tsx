import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import { Link } from 'react-router-dom';
import { personName } from '../../../components/person-name';
import { LinkButton } from '../../../components/LinkButton';
import type { Download } from '../../downloads/downloadsApi';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { firstPicture, modelPath } from '../../listings/listing-display';
import { formatDate } from '../../model-detail/detail-format';
import styles from './DownloadCard.module.css';
import card from './ProfileCard.module.css';
import { PROFILE_CARD_IMAGE_SIZES } from './profile-card';

/**
 * A listing on the Downloads tab: who made it, when it was downloaded, 'Updated' when a version
 * came since, and the way back to its files.
 */
export function DownloadCard({ download }: { download: Download }) {
  const { listing, lastDownloadedAt, times } = download;
  const path = modelPath(listing);
  return (
    <li className={card.card} data-testid={`download-${listing.slug}`}>
      <PreviewImage
        src={firstPicture(listing)}
        alt={listing.title}
        sizes={PROFILE_CARD_IMAGE_SIZES}
        className={card.preview}
      />
      <div className={card.body}>
        <h3 className={card.title}>
          <Link to={path} className={card.link}>
            {listing.title}
          </Link>
        </h3>
        {download.updated && (
          <p className={styles.updated} data-testid="download-updated">
            Updated · version {download.latestVersion}
          </p>
        )}
        <p className={styles.seller}>by {personName(listing.seller, 'Unknown')}</p>
        <p className={styles.when} data-testid="download-when">
          Downloaded {formatDate(lastDownloadedAt)}
          {times > 1 && <span className={styles.times}> · {times} times</span>}
        </p>
        <LinkButton
          to={path}
          icon={<CloudDownloadOutlined />}
          className={card.action}
          data-testid="download-again"
        >
          Get files
        </LinkButton>
      </div>
    </li>
  );
}
