import Button from 'antd/es/button';
import { Link } from 'react-router-dom';
import { personName } from '../../../components/person-name';
import { pageArgs } from '../../admin/admin-page';
import { useDecideFitPhotoMutation, useListPendingFitPhotosQuery } from '../fitConfirmationsApi';
import styles from './FitConfirmations.module.css';

/**
 * Approvals: owners' fit photos waiting for an admin, as a listing's images do. Approve shows the
 * photo on the model page and the creator's Makes; Refuse keeps it hidden. Nothing when none wait.
 */
export function PendingFitPhotos() {
  const { data } = useListPendingFitPhotosQuery(pageArgs(1));
  const [decide, { isLoading }] = useDecideFitPhotoMutation();
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="pending-fit-photos" data-testid="admin-fit-photos">
      <h3 id="pending-fit-photos">Owners' photos waiting ({data.total})</h3>
      <ul className={styles.gallery}>
        {data.items.map((item) => (
          <li key={item.id} className={styles.photo} data-testid="admin-fit-photo">
            <img
              src={item.photo?.url}
              alt={`Photo of ${item.listing.title}`}
              className={styles.image}
            />
            <span className={styles.caption}>
              {personName(item.author, 'An owner')}'s {item.vehicleLabel} ·{' '}
              <Link to={`/models/${encodeURIComponent(item.listing.slug)}`}>
                {item.listing.title}
              </Link>
            </span>
            <span>
              <Button
                size="small"
                type="primary"
                loading={isLoading}
                onClick={() => void decide({ confirmationId: item.id, approved: true })}
                data-testid="admin-fit-photo-approve"
              >
                Approve
              </Button>{' '}
              <Button
                size="small"
                danger
                loading={isLoading}
                onClick={() => void decide({ confirmationId: item.id, approved: false })}
                data-testid="admin-fit-photo-refuse"
              >
                Refuse
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
