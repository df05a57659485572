import { modelPageHead } from '@pitstop/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
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

  // The same words the gateway wrote into the served page's head.
  const head = modelPageHead(listing ?? null, notFound);
  usePageMeta(head.title, head.description);

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
