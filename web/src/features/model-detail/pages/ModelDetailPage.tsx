import { useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { SITE_NAME } from '../../../app/routes';
import { LoadError } from '../../../components/LoadError';
import { usePageMeta } from '../../../components/usePageMeta';
import { useGetListingBySlugQuery } from '../../listings/listingsApi';
import { ModelDetail } from '../components/ModelDetail';
import { ModelDetailSkeleton } from '../components/ModelDetailSkeleton';
import { ModelNotFound } from '../components/ModelNotFound';
import styles from './ModelDetailPage.module.css';

/** /models/{slug}: the listing, its 'OFF-TRACK…' screen when there is none, or a retry. */
export default function ModelDetailPage() {
  const { slug = '' } = useParams();
  // currentData: while another listing loads (a related part was clicked), not the last one's.
  const {
    currentData: listing,
    error,
    isError,
    isFetching,
    refetch,
  } = useGetListingBySlugQuery(slug);
  const notFound = !listing && isError && isApiError(error) && error.status === 404;

  usePageMeta(
    `${listing?.title ?? (notFound ? 'Model Not Found' : 'Model Details')} | ${SITE_NAME}`,
    listing?.shortDescription || undefined,
  );

  if (listing) return <ModelDetail key={listing.id} listing={listing} />;
  if (notFound) return <ModelNotFound />;
  if (isError)
    return (
      <div className={`pp-container ${styles.error}`}>
        <LoadError
          error={error}
          title="Couldn't load this model"
          onRetry={refetch}
          retrying={isFetching}
          testId="model-load-error"
        />
      </div>
    );
  return <ModelDetailSkeleton />;
}
