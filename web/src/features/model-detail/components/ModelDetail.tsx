import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../app/access';
import { HeatZoneCard } from '../../heat-zones/components/HeatZoneCard';
import { previewPictures } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { statusBanner } from '../listing-status';
import { CreatorCard } from './CreatorCard';
import { Gallery } from './Gallery';
import { ListSkeleton } from './ListSkeleton';
import styles from './ModelDetail.module.css';
import { ModelHeader } from './ModelHeader';
import { ModelTabs } from './ModelTabs';
import { PreviewStlButton } from './PreviewStlButton';
import { PurchaseCard } from './PurchaseCard';
import { RelatedParts } from './RelatedParts';
import { RestoreButton } from './RestoreButton';
import { SafetyCard } from './SafetyCard';
import { UnpublishedBanner } from './UnpublishedBanner';

// Reviews and Q&A sit below the fold; their forms, dialogs and menus load after the page shows
// (split from the model page's first load, issue 35).
const ReviewsSection = lazy(() =>
  import('./ReviewsSection').then((module) => ({ default: module.ReviewsSection })),
);
const FitConfirmationsSection = lazy(() =>
  import('../../fit-confirmations/components/FitConfirmationsSection').then((module) => ({
    default: module.FitConfirmationsSection,
  })),
);
const CommentsSection = lazy(() =>
  import('./CommentsSection').then((module) => ({ default: module.CommentsSection })),
);

/**
 * The model page: header across the top; gallery, tabs, reviews and Q&A on the left, the
 * purchase, creator and safety cards on the right; related parts below. On narrow screens one
 * column, with the purchase card right under the gallery.
 */
export function ModelDetail({ listing }: { listing: Listing }) {
  const user = useCurrentUser();
  const banner = statusBanner(listing);

  return (
    <div className={`pp-container ${styles.page}`} data-testid="model-detail">
      <ModelHeader listing={listing} />
      {banner && (
        <UnpublishedBanner
          banner={banner}
          action={
            banner.kind === 'taken_down' && user?.role === 'admin' ? (
              <RestoreButton listing={listing} />
            ) : undefined
          }
        />
      )}

      <div className={styles.columns}>
        <div className={styles.main}>
          <div className={styles.gallery}>
            <Gallery title={listing.title} images={previewPictures(listing)} />
            <PreviewStlButton listingId={listing.id} />
          </div>
          <div className={styles.content}>
            <ModelTabs listing={listing} />
            <Suspense fallback={<ListSkeleton rows={3} />}>
              <FitConfirmationsSection listing={listing} user={user} />
              <ReviewsSection listing={listing} user={user} />
              <CommentsSection listing={listing} user={user} />
            </Suspense>
          </div>
        </div>
        <div className={styles.aside}>
          <PurchaseCard listing={listing} className={styles.purchase} />
          <CreatorCard listing={listing} className={styles.creator} />
          <HeatZoneCard listing={listing} className={styles.safety} />
          <SafetyCard className={styles.safety} />
        </div>
      </div>

      <RelatedParts listingId={listing.id} />
    </div>
  );
}
