import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import Button from 'antd/es/button';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { zipAddress } from '../../downloads/model-files';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { firstPicture, modelPath } from '../../listings/listing-display';
import { useGetListingBySlugQuery } from '../../listings/listingsApi';
import { formatDate } from '../../model-detail/detail-format';
import type { Entitlement } from '../../orders/ordersApi';
import styles from './DownloadCard.module.css';
import card from './ProfileCard.module.css';
import { PROFILE_CARD_IMAGE_SIZES } from './profile-card';

/**
 * A file bought but not downloaded yet, on the Downloads tab: its picture, when it was bought and
 * the way to it. The picture is the listing's own as the catalog now has it (the model page
 * reads the same answer); until it arrives, or if the listing is gone, the drawn placeholder.
 * A listing no longer shown (hidden, taken down, deleted) has no page to go to, but its buyer
 * keeps the files (docs/security.md, 'Purchased files'): Get files downloads them all at once.
 */
export function PurchasedCard({ purchase }: { purchase: Entitlement }) {
  const path = modelPath(purchase);
  const { data: listing, error } = useGetListingBySlugQuery(purchase.slug);
  const unlisted = !!error && 'status' in error && error.status === 404;
  return (
    <li className={card.card} data-testid={`purchased-${purchase.slug}`}>
      <PreviewImage
        src={listing ? firstPicture(listing) : null}
        caption={null}
        alt={purchase.title}
        sizes={PROFILE_CARD_IMAGE_SIZES}
        className={card.preview}
      />
      <div className={card.body}>
        <h3 className={card.title}>
          {unlisted ? (
            purchase.title
          ) : (
            <Link to={path} className={card.link}>
              {purchase.title}
            </Link>
          )}
        </h3>
        <p className={styles.when} data-testid="purchased-when">
          Purchased {formatDate(purchase.purchasedAt)} ·{' '}
          <span className={styles.times}>
            {unlisted ? 'no longer listed, still yours' : 'ready to download'}
          </span>
        </p>
        {unlisted ? (
          <Button
            href={zipAddress(purchase.modelId)}
            download=""
            type="primary"
            icon={<CloudDownloadOutlined />}
            className={card.action}
            data-testid="purchased-get-files"
          >
            Get files
          </Button>
        ) : (
          <LinkButton
            to={path}
            type="primary"
            icon={<CloudDownloadOutlined />}
            className={card.action}
            data-testid="purchased-get-files"
          >
            Get files
          </LinkButton>
        )}
      </div>
    </li>
  );
}
