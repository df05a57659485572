import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import Button from 'antd/es/button';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch } from '../../../app/hooks';
import { formatCount } from '../../../components/format';
import { DownloadButton } from '../../downloads/components/DownloadButton';
import { mayDownload } from '../../downloads/model-files';
import { isFreeListing, priceLabel } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { useSignInPrompt } from '../../listings/sign-in-prompt';
import { useAddToCart } from '../../listings/useAddToCart';
import { showToast } from '../../notifications/toastSlice';
import styles from './PurchaseCard.module.css';
import { RatingSummary } from './RatingSummary';

/**
 * Price, licence, DOWNLOAD (BUY FILE when paid) and Add to Cart, with the counts. Whoever may
 * download (signed in; a paid listing's seller and admins) gets DOWNLOAD and the file list; a
 * visitor gets the spec's 'Login Required' and the sign-in page. Checkout arrives with the
 * orders issue; until then BUY FILE says so.
 */
export function PurchaseCard({ listing, className }: { listing: Listing; className?: string }) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const promptSignIn = useSignInPrompt();
  const { add, adding } = useAddToCart();
  const price = priceLabel(listing);
  const paid = !isFreeListing(listing);

  const canDownload = mayDownload(listing, user);

  const getFile = () => {
    if (!user) return promptSignIn('download');
    dispatch(
      showToast({
        kind: 'info',
        title: 'Coming Soon',
        description: 'Buying files is on its way. Check back soon.',
      }),
    );
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
      <div className={styles.buttons}>
        {canDownload ? (
          <DownloadButton listing={listing} />
        ) : (
          <Button
            type="primary"
            size="large"
            block
            icon={<DownloadOutlined aria-hidden />}
            data-testid="model-download"
            onClick={getFile}
          >
            {paid ? 'BUY FILE' : 'DOWNLOAD'}
          </Button>
        )}
        {paid && (
          <Button
            size="large"
            block
            icon={<ShoppingCartOutlined aria-hidden />}
            loading={adding}
            data-testid="model-add-to-cart"
            onClick={() => void add(listing)}
          >
            {adding ? 'ADDING...' : 'Add to Cart'}
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
