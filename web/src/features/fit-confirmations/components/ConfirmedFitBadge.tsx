import SafetyCertificateFilled from '@ant-design/icons/SafetyCertificateFilled';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCurrentUser } from '../../../app/access';
import { useActiveVehicle } from '../../garage/useGarage';
import { useGetConfirmedFitsQuery } from '../fitConfirmationsApi';
import styles from './ConfirmedFitBadge.module.css';

/**
 * 'Confirmed fit' on a card: owners of the signed-in user's active car said the part fits it.
 * One answer per car serves every card (a visitor's picked car is not in a garage: nothing).
 */
export function ConfirmedFitBadge({ listingId }: { listingId: string }) {
  const user = useCurrentUser();
  const vehicle = useActiveVehicle();
  const { data } = useGetConfirmedFitsQuery(user && vehicle ? vehicle.id : skipToken);
  if (!data?.includes(listingId)) return null;
  return (
    <p className={styles.badge} data-testid="confirmed-fit">
      <SafetyCertificateFilled aria-hidden /> Confirmed fit
    </p>
  );
}
