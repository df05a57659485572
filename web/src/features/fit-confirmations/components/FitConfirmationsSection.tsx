import { fitSummaryText } from '@pitstop/contracts';
import { LoadError } from '../../../components/LoadError';
import { personName } from '../../../components/person-name';
import type { User } from '../../auth/user';
import type { Listing } from '../../listings/listingsApi';
import { DetailCard } from '../../model-detail/components/DetailCard';
import { SignInPrompt } from '../../model-detail/components/SignInPrompt';
import { useGetFitConfirmationsQuery } from '../fitConfirmationsApi';
import { FitConfirmationForm } from './FitConfirmationForm';
import styles from './FitConfirmations.module.css';
import { MakesGallery } from './MakesGallery';

/**
 * OWNERS' FIT: how many owners of each car say the part fits, their photos (the Makes gallery),
 * what each said, and the form for someone who printed it.
 */
export function FitConfirmationsSection({
  listing,
  user,
}: {
  listing: Listing;
  user: User | null;
}) {
  const { data, error, isFetching, refetch } = useGetFitConfirmationsQuery(listing.id);
  const confirmations = data?.confirmations ?? [];
  const shown = confirmations.filter((c) => !c.moderation);
  const photos = shown
    .filter((c) => c.photo)
    .map((c) => ({
      id: c.id,
      url: c.photo!.url,
      caption: `${personName(c.author, 'An owner')}'s ${c.vehicleLabel}`,
      pending: c.photo!.status !== 'approved',
    }));

  return (
    <DetailCard id="fit" title="OWNERS' FIT" testId="fit-confirmations">
      {error && (
        <LoadError
          error={error}
          title="Couldn't load what owners say"
          onRetry={refetch}
          retrying={isFetching}
        />
      )}
      {data && data.summary.length === 0 && (
        <p className={styles.note} data-testid="fit-empty">
          No owner has said yet whether it fits their car.
        </p>
      )}
      {data && data.summary.length > 0 && (
        <ul className={styles.summary} data-testid="fit-summary">
          {data.summary.map((line) => (
            <li key={line.vehicleLabel} data-testid="fit-summary-line">
              {fitSummaryText(line)}
            </li>
          ))}
        </ul>
      )}
      <MakesGallery photos={photos} testId="makes-gallery" />
      {shown.length > 0 && (
        <ul className={styles.list} data-testid="fit-list">
          {shown.map((c) => (
            <li key={c.id} className={styles.item} data-testid="fit-item">
              <strong>{personName(c.author, 'An owner')}</strong>{' '}
              {c.fits ? 'says it fits' : 'says it does not fit'} their {c.vehicleLabel}
              {c.note && <span className={styles.itemNote}>“{c.note}”</span>}
            </li>
          ))}
        </ul>
      )}
      {!user && (
        <SignInPrompt text="Sign in to say whether it fits your car" testId="fit-sign-in" />
      )}
      {user && user.id !== listing.sellerId && (
        <FitConfirmationForm listingId={listing.id} user={user} />
      )}
    </DetailCard>
  );
}
