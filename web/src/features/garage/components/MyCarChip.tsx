import CarOutlined from '@ant-design/icons/CarOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { SearchQuery } from '../../search/search-query';
import {
  isVehicleSearch,
  vehicleShortName,
  vehicleSearch,
  withVehicleSearch,
  type GarageVehicle,
} from '../garage-rules';
import styles from './MyCarChip.module.css';

/**
 * /search's 'Only parts for my 2022 Golf': a toggle that sets the search's vehicle filter to the
 * active vehicle (make, model, model year or generation, trim), or takes it off. It is the search
 * service's own vehicle filter, so universal-fit parts stay in: they fit this car too.
 */
export function MyCarChip({
  vehicle,
  query,
  onChange,
}: {
  vehicle: GarageVehicle;
  query: SearchQuery;
  /** Changes the address's parameters. */
  onChange: (change: (params: URLSearchParams) => URLSearchParams) => void;
}) {
  const search = vehicleSearch(vehicle);
  const on = isVehicleSearch(query, search);
  return (
    <button
      type="button"
      className={on ? `${styles.chip} ${styles.on}` : styles.chip}
      aria-pressed={on}
      title={
        on
          ? 'Showing only parts that fit your car (and universal-fit parts). Click to show all.'
          : 'Show only parts that fit your car, and universal-fit parts'
      }
      onClick={() => onChange((params) => withVehicleSearch(params, search, !on))}
      data-testid="my-car-chip"
    >
      {on ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
      <CarOutlined aria-hidden />
      <span>Only parts for my {vehicleShortName(vehicle)}</span>
    </button>
  );
}
