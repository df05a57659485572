import CarOutlined from '@ant-design/icons/CarOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import { vehicleDescription, vehicleName, type GarageVehicle } from '../garage-rules';
import { useGarage } from '../useGarage';
import styles from './RideButton.module.css';

// The garage's menu is code-split: it loads once there is a vehicle to switch from.
const GarageSwitcher = lazy(() => import('./GarageSwitcher'));

export interface RideButtonProps {
  className?: string;
  block?: boolean;
  /** After opening the picker, switching or leaving (the mobile menu closes). */
  onDone?: () => void;
}

/**
 * The navigation bar's 'Select Your Ride': the fitment picker until there is an active vehicle,
 * then the vehicle's name with the garage under it (on hover or click), where one click on
 * another vehicle makes it the active one.
 */
export function RideButton(props: RideButtonProps) {
  const dispatch = useAppDispatch();
  const garage = useGarage();
  const { active } = garage;
  if (!active)
    return (
      <Button
        size="large"
        block={props.block}
        className={props.className}
        icon={<CarOutlined />}
        onClick={() => {
          props.onDone?.();
          dispatch(openFitmentPicker());
        }}
        data-testid="select-ride"
      >
        Select Your Ride
      </Button>
    );
  return (
    <Suspense fallback={<VehicleButton {...props} vehicle={active} />}>
      <GarageSwitcher {...props} garage={garage} active={active} />
    </Suspense>
  );
}

/** The active vehicle's name, as the button the garage's menu opens from. */
export function VehicleButton({
  vehicle,
  className,
  block,
  ...rest
}: RideButtonProps & { vehicle: GarageVehicle }) {
  return (
    <Button
      size="large"
      block={block}
      className={`${className ?? ''} ${styles.button}`}
      icon={<CarOutlined />}
      title={`Your ride: ${vehicleDescription(vehicle)}`}
      data-testid="ride-button"
      // The Dropdown around it passes its hover and click handlers through.
      {...withoutOnDone(rest)}
    >
      <span className={styles.name} data-testid="ride-name">
        {vehicleName(vehicle)}
      </span>
      <DownOutlined className={styles.caret} aria-hidden />
    </Button>
  );
}

function withoutOnDone<T extends { onDone?: unknown }>(props: T): Omit<T, 'onDone'> {
  const { onDone: _onDone, ...rest } = props;
  return rest;
}
