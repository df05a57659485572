import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { modelPath } from '../../listings/listing-display';
import { formatDate } from '../../model-detail/detail-format';
import type { Entitlement } from '../../orders/ordersApi';
import styles from './DownloadCard.module.css';
import card from './ProfileCard.module.css';
import { PROFILE_CARD_IMAGE_SIZES } from './profile-card';

/** A file bought but not downloaded yet, on the Downloads tab: when it was bought and the way to it. */
export function PurchasedCard({ purchase }: { purchase: Entitlement }) {
  const path = modelPath(purchase);
  return (
    <li className={card.card} data-testid={`purchased-${purchase.slug}`}>
      <PreviewImage
        src={null}
        caption={null}
        alt={purchase.title}
        sizes={PROFILE_CARD_IMAGE_SIZES}
        className={card.preview}
      />
      <div className={card.body}>
        <h3 className={card.title}>
          <Link to={path} className={card.link}>
            {purchase.title}
          </Link>
        </h3>
        <p className={styles.when} data-testid="purchased-when">
          Purchased {formatDate(purchase.purchasedAt)} ·{' '}
          <span className={styles.times}>ready to download</span>
        </p>
        <LinkButton
          to={path}
          type="primary"
          icon={<CloudDownloadOutlined />}
          className={card.action}
          data-testid="purchased-get-files"
        >
          Get files
        </LinkButton>
      </div>
    </li>
  );
}
