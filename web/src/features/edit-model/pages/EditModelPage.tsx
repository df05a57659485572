import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch } from '../../../app/hooks';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { isMissingListing, useGetListingQuery } from '../../listings/listingsApi';
import { showToast, type Toast } from '../../notifications/toastSlice';
import { EditModelForm } from '../components/EditModelForm';
import styles from './EditModelPage.module.css';

const PROFILE = '/profile';

/** docs/product.md §6: only the model's seller edits it here (admins included). */
const NOT_AUTHORIZED: Toast = {
  kind: 'error',
  title: 'Not Authorized',
  description: 'You can only edit your own models.',
};

/**
 * /edit-model/{id} (signed-in only; the route table guards it). Loads the listing once the user
 * is known, sends anyone but its seller back to /profile with 'Not Authorized', and a missing
 * listing back with the load-error toast; otherwise the form.
 */
export default function EditModelPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const {
    currentData: listing,
    error,
    isError,
    isFetching,
    refetch,
  } = useGetListingQuery(user ? id : skipToken);
  const missing = isError && isMissingListing(error);
  const notMine = !!listing && !!user && listing.sellerId !== user.id;

  useEffect(() => {
    // The error listener has shown 'Model not found or you don't have permission to edit it.'
    if (missing) navigate(PROFILE, { replace: true });
  }, [missing, navigate]);

  useEffect(() => {
    if (!notMine) return;
    dispatch(showToast(NOT_AUTHORIZED));
    navigate(PROFILE, { replace: true });
  }, [notMine, dispatch, navigate]);

  let body: ReactNode;
  if (listing && !notMine) body = <EditModelForm key={listing.id} listing={listing} />;
  else if (missing)
    body = (
      <p className={styles.status} role="alert" data-testid="edit-model-missing">
        Model not found
      </p>
    );
  else if (isError)
    body = (
      <LoadError error={error} onRetry={refetch} retrying={isFetching} testId="edit-model-error" />
    );
  else
    body = (
      <p className={styles.status} role="status" data-testid="edit-model-loading">
        <LoadingOutlined aria-hidden /> Loading model...
      </p>
    );

  return (
    <div className={`pp-container ${styles.page}`}>
      <header className={styles.header}>
        <LinkButton
          to={PROFILE}
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          className={styles.back}
          data-testid="edit-model-back"
        >
          Back to Profile
        </LinkButton>
        <h1 className={styles.title}>EDIT MODEL</h1>
        <p className={styles.subtitle}>Update your model details</p>
      </header>
      {body}
    </div>
  );
}
