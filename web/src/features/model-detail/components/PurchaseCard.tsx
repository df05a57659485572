import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../app/access';
import { formatCount } from '../../../components/format';
import { DownloadButton } from '../../downloads/components/DownloadButton';
import { mayDownload } from '../../downloads/model-files';
import { isFreeListing, priceLabel } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { useSignInPrompt } from '../../listings/sign-in-prompt';
import { useAddToCart } from '../../listings/useAddToCart';
import { useGetOwnershipQuery } from '../../orders/ordersApi';
import { formatDate } from '../detail-format';
import styles from './PurchaseCard.module.css';
import { RatingSummary } from './RatingSummary';

/**
 * Price, licence, DOWNLOAD (BUY FILE when paid) and Add to Cart, with the counts. Whoever may
 * download (signed in; a paid listing's seller and admins, and its buyers: 'You own this') gets
 * DOWNLOAD and the file list. BUY FILE adds the listing to the cart and opens /cart; a visitor
 * gets the spec's 'Login Required' (the download's for DOWNLOAD, the cart's for BUY FILE).
 */
export function PurchaseCard({ listing, className }: { listing: Listing; className?: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const promptSignIn = useSignInPrompt();
  const { add, adding } = useAddToCart();
  const [buying, setBuying] = useState(false);
  const price = priceLabel(listing);
  const paid = !isFreeListing(listing);

  const sellerOrAdmin = mayDownload(listing, user);
  // Bought it? Only a signed-in user who could not download it otherwise needs to ask.
  const ownership = useGetOwnershipQuery(user && paid && !sellerOrAdmin ? listing.id : skipToken);
  const owned = ownership.data?.owned === true;
  const canDownload = sellerOrAdmin || owned;

  const getFile = async () => {
    if (!paid) return promptSignIn('download');
    setBuying(true);
    const added = await add(listing);
    setBuying(false);
    if (added) navigate('/cart');
  };

  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-label="Get this part"
      data-testid="purchase-card"
    >
      <div className={styles.priceRow}>
        <span
          className={paid ? styles.price : `${styles.price} ${styles.free}`}
          data-testid="model-price"
        >
          {price}
        </span>
        {listing.allowCommercialUse && (
          <span className={styles.license} data-testid="commercial-license">
            <SafetyCertificateOutlined aria-hidden /> COMMERCIAL LICENSE
          </span>
        )}
      </div>
      <p className={styles.terms}>
        {listing.allowCommercialUse
          ? 'Print it for yourself or for sale.'
          : 'For personal use: print it for your own car.'}
      </p>
      {owned && (
        <p className={styles.owned} data-testid="model-owned">
          <CheckCircleFilled aria-hidden /> You own this
          {ownership.data?.purchasedAt && (
            <span className={styles.ownedSince}>
              {' '}
              · bought {formatDate(ownership.data.purchasedAt)}
            </span>
          )}
        </p>
      )}
      <div className={styles.buttons}>
        {canDownload ? (
          <DownloadButton listing={listing} />
        ) : (
          <Button
            type="primary"
            size="large"
            block
            icon={<DownloadOutlined aria-hidden />}
            loading={buying}
            disabled={adding && !buying}
            data-testid="model-download"
            onClick={() => void getFile()}
          >
            {paid ? 'BUY FILE' : 'DOWNLOAD'}
          </Button>
        )}
        {/* Not for whoever downloads it already: its seller (the cart refuses them), admins, buyers. */}
        {paid && !canDownload && (
          <Button
            size="large"
            block
            icon={<ShoppingCartOutlined aria-hidden />}
            loading={adding && !buying}
            disabled={buying}
            data-testid="model-add-to-cart"
            onClick={() => void add(listing)}
          >
            {adding && !buying ? 'ADDING...' : 'Add to Cart'}
          </Button>
        )}
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>
            <DownloadOutlined aria-hidden /> Downloads
          </dt>
          <dd data-testid="model-download-count">{formatCount(listing.downloadCount)}</dd>
        </div>
        <div>
          <dt>
            <HeartOutlined aria-hidden /> Likes
          </dt>
          <dd data-testid="model-like-total">{formatCount(listing.likeCount)}</dd>
        </div>
      </dl>
      <RatingSummary listing={listing} testId="purchase-rating" />
    </section>
  );
}
