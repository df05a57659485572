import CarOutlined from '@ant-design/icons/CarOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { vehiclePagePath } from '@pitstop/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import {
  vehicleDescription,
  vehicleName,
  vehicleSearch,
  type GarageVehicle,
} from '../garage-rules';
import { GARAGE_VEHICLES_MAX } from '../local-garage';
import { useGarage, useGarageActions } from '../useGarage';
import styles from './MyGarage.module.css';

// Typed by the contract (its values stay out of the bundle).
const NICKNAME_MAX: (typeof import('@pitstop/contracts').GARAGE_LIMITS)['nicknameMax'] = 40;

/** The Garage tab: the user's vehicles, to rename, make active or remove; new ones from the picker. */
export function MyGarage() {
  const dispatch = useAppDispatch();
  const { vehicles, active, isLoading, error, retrying, refetch } = useGarage();
  const addVehicle = () => dispatch(openFitmentPicker());

  if (isLoading)
    return (
      <div className={styles.list} aria-busy="true" aria-label="Loading your garage">
        {[0, 1].map((index) => (
          <div key={index} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </div>
    );
  if (error)
    return <LoadError error={error} onRetry={refetch} retrying={retrying} testId="garage-error" />;
  if (vehicles.length === 0)
    return (
      <EmptyState
        icon={<CarOutlined />}
        title="Your garage is empty"
        testId="garage-empty"
        actions={
          <Button size="large" type="primary" icon={<PlusOutlined />} onClick={addVehicle}>
            Add your car
          </Button>
        }
      >
        Add the cars you work on: every part then says whether it fits the one you pick, and search
        can show only the parts for it.
      </EmptyState>
    );

  const full = vehicles.length >= GARAGE_VEHICLES_MAX;
  return (
    <div className={styles.garage}>
      <div className={styles.head}>
        <p className={styles.count} data-testid="garage-count">
          {vehicles.length} of {GARAGE_VEHICLES_MAX} vehicles
        </p>
        <Button
          icon={<PlusOutlined />}
          onClick={addVehicle}
          disabled={full}
          title={full ? 'Your garage is full: remove a vehicle to add another.' : undefined}
          data-testid="garage-add"
        >
          Add a vehicle
        </Button>
      </div>
      <ul className={styles.list} data-testid="garage-vehicles">
        {vehicles.map((vehicle) => (
          <VehicleRow key={vehicle.id} vehicle={vehicle} active={vehicle.id === active?.id} />
        ))}
      </ul>
    </div>
  );
}

function VehicleRow({ vehicle, active }: { vehicle: GarageVehicle; active: boolean }) {
  const { activate, rename, remove } = useGarageActions();
  const [editing, setEditing] = useState(false);
  const [nickname, setNickname] = useState(vehicle.nickname ?? '');
  const [busy, setBusy] = useState<'activate' | 'rename' | 'remove' | null>(null);
  const search = new URLSearchParams(Object.entries(vehicleSearch(vehicle)));

  const run = async (what: NonNullable<typeof busy>, action: () => Promise<unknown>) => {
    setBusy(what);
    try {
      return await action();
    } finally {
      setBusy(null);
    }
  };
  const saveName = async () => {
    const ok = await run('rename', () => rename(vehicle.id, nickname.trim() || null));
    if (ok) setEditing(false);
  };

  return (
    <li
      className={active ? `${styles.vehicle} ${styles.active}` : styles.vehicle}
      data-testid={`garage-vehicle-${vehicle.id}`}
      data-active={active}
    >
      <span className={styles.icon} aria-hidden>
        <CarOutlined />
      </span>
      <div className={styles.body}>
        {editing ? (
          <form
            className={styles.rename}
            onSubmit={(event) => {
              event.preventDefault();
              void saveName();
            }}
          >
            <Input
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
              maxLength={NICKNAME_MAX}
              placeholder={vehicleName({ ...vehicle, nickname: null })}
              aria-label="Nickname"
              autoFocus
              data-testid="garage-nickname"
            />
            <Button htmlType="submit" type="primary" loading={busy === 'rename'}>
              Save
            </Button>
            <Button
              onClick={() => {
                setNickname(vehicle.nickname ?? '');
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </form>
        ) : (
          <p className={styles.name} data-testid="garage-vehicle-name">
            {vehicleName(vehicle)}
            {active && (
              <span className={styles.activeTag}>
                <CheckCircleFilled aria-hidden /> ACTIVE
              </span>
            )}
          </p>
        )}
        <p className={styles.detail}>{vehicleDescription(vehicle)}</p>
      </div>
      <div className={styles.actions}>
        {!active && (
          <Button
            type="primary"
            ghost
            loading={busy === 'activate'}
            onClick={() => void run('activate', () => activate(vehicle.id))}
            data-testid="garage-activate"
          >
            Make active
          </Button>
        )}
        <LinkButton to={`/search?${search}`} icon={<SearchOutlined aria-hidden />}>
          Parts
        </LinkButton>
        <LinkButton
          to={vehiclePagePath(vehicle.makeSlug, vehicle.modelSlug)}
          data-testid="garage-vehicle-page"
        >
          All {vehicle.modelName} parts
        </LinkButton>
        {!editing && (
          <Button
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            aria-label={`Rename ${vehicleName(vehicle)}`}
            data-testid="garage-rename"
          />
        )}
        <Popconfirm
          title="Remove this vehicle?"
          description={
            active ? 'Your newest other vehicle becomes the active one.' : vehicleName(vehicle)
          }
          okText="Remove"
          okButtonProps={{ danger: true, loading: busy === 'remove' }}
          onConfirm={() => run('remove', () => remove(vehicle.id))}
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove ${vehicleName(vehicle)}`}
            data-testid="garage-remove"
          />
        </Popconfirm>
      </div>
    </li>
  );
}
