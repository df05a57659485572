import CarOutlined from '@ant-design/icons/CarOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import { vehicleDescription, vehicleName, type GarageVehicle } from '../garage-rules';
import { useGarageActions, type GarageView } from '../useGarage';
import { VehicleButton, type RideButtonProps } from './RideButton';
import styles from './RideButton.module.css';

/** Where the Garage tab is. */
export const GARAGE_PATH = '/profile?tab=garage';

/** The active vehicle's button with the garage under it: one click on a vehicle switches. */
export default function GarageSwitcher({
  garage,
  active,
  ...props
}: RideButtonProps & { garage: GarageView; active: GarageVehicle }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { activate } = useGarageActions();
  const { vehicles, signedIn } = garage;

  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: signedIn ? 'MY GARAGE' : 'MY GARAGE (THIS BROWSER)',
      children: vehicles.map((vehicle) => ({
        key: vehicle.id,
        icon: vehicle.id === active.id ? <CheckOutlined /> : <CarOutlined />,
        label: (
          <span className={styles.item} data-testid={`ride-vehicle-${vehicle.id}`}>
            <span className={styles.itemName}>{vehicleName(vehicle)}</span>
            <span className={styles.itemDetail}>{vehicleDescription(vehicle)}</span>
          </span>
        ),
      })),
    },
    { type: 'divider' },
    { key: 'add', icon: <PlusOutlined />, label: 'Add a vehicle' },
    signedIn
      ? { key: 'manage', icon: <SettingOutlined />, label: 'Manage garage' }
      : { key: 'sign-in', icon: <LoginOutlined />, label: 'Sign in to keep your garage' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    props.onDone?.();
    if (key === 'add') dispatch(openFitmentPicker());
    else if (key === 'manage') navigate(GARAGE_PATH);
    else if (key === 'sign-in') navigate('/auth');
    else if (key !== active.id) void activate(key);
  };

  return (
    <Dropdown
      menu={{ items, onClick, selectedKeys: [active.id] }}
      trigger={['hover', 'click']}
      placement="bottomRight"
      rootClassName={styles.menu}
    >
      <VehicleButton {...props} vehicle={active} />
    </Dropdown>
  );
}
