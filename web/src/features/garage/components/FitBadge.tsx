import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import type { Listing } from '../../listings/listingsApi';
import { fitLabel, vehicleFit, type GarageVehicle, type VehicleFit } from '../garage-rules';
import { useActiveVehicle } from '../useGarage';
import styles from './FitBadge.module.css';

const ICONS: Record<VehicleFit, typeof CheckCircleFilled> = {
  fits: CheckCircleFilled,
  universal: GlobalOutlined,
  'not-listed': MinusCircleOutlined,
};

/** The fit of a listing for a vehicle, as a small badge (green when it fits). */
export function FitStatus({
  listing,
  vehicle,
  size = 'small',
  className,
}: {
  listing: Pick<Listing, 'isUniversalFit' | 'vehicleFitment'>;
  vehicle: GarageVehicle;
  size?: 'small' | 'large';
  className?: string;
}) {
  const fit = vehicleFit(listing, vehicle);
  const Icon = ICONS[fit];
  return (
    <p
      className={[styles.badge, styles[fit], size === 'large' ? styles.large : '', className]
        .filter(Boolean)
        .join(' ')}
      data-testid="fit-badge"
      data-fit={fit}
    >
      <Icon aria-hidden />
      <span>{fitLabel(fit, vehicle)}</span>
    </p>
  );
}

/**
 * On every card and the model page: whether the part fits the active vehicle (the signed-in
 * user's garage, or the car a visitor picked). Nothing without an active vehicle.
 */
export function FitBadge(props: {
  listing: Pick<Listing, 'isUniversalFit' | 'vehicleFitment'>;
  size?: 'small' | 'large';
  className?: string;
}) {
  const vehicle = useActiveVehicle();
  if (!vehicle) return null;
  return <FitStatus {...props} vehicle={vehicle} />;
}
