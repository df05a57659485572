import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../app/access';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../notifications/toastSlice';
import {
  garageApi,
  useAddVehicleMutation,
  useGetGarageQuery,
  useRemoveVehicleMutation,
  useUpdateVehicleMutation,
} from './garageApi';
import { vehicleName, type GarageVehicle } from './garage-rules';
import {
  EMPTY_GARAGE,
  GARAGE_FULL,
  activateLocalVehicle,
  addLocalVehicle,
  localGarageSnapshot,
  removeLocalVehicle,
  renameLocalVehicle,
  localVehicleId,
  subscribeLocalGarage,
  updateLocalGarage,
  type LocalGarage,
  type PickedVehicle,
} from './local-garage';

/** The visitor's garage in this browser, kept current across tabs. */
export function useLocalGarage(): LocalGarage {
  return useSyncExternalStore(subscribeLocalGarage, localGarageSnapshot, () => EMPTY_GARAGE);
}

/**
 * The garage of whoever is looking: a signed-in user's from GET /api/garage, a visitor's from
 * this browser. Only the active vehicle: what cards and pages read their fit against.
 */
export function useActiveVehicle(): GarageVehicle | null {
  const user = useCurrentUser();
  const server = useGetGarageQuery(user ? undefined : skipToken);
  const local = useLocalGarage();
  const garage = user ? server.currentData : local;
  return garage?.vehicles.find((v) => v.id === garage.activeVehicleId) ?? null;
}

export interface GarageView {
  signedIn: boolean;
  vehicles: GarageVehicle[];
  active: GarageVehicle | null;
  /** Signed in, and the first answer has not come yet. */
  isLoading: boolean;
  /** Signed in, and the garage could not be read (shown with a Retry). */
  error: unknown;
  retrying: boolean;
  refetch: () => void;
}

/** The whole garage, for the navigation bar's switcher and the Garage tab. */
export function useGarage(): GarageView {
  const user = useCurrentUser();
  const server = useGetGarageQuery(user ? undefined : skipToken);
  const local = useLocalGarage();
  const garage = user ? server.currentData : local;
  return {
    signedIn: !!user,
    vehicles: garage?.vehicles ?? [],
    active: garage?.vehicles.find((v) => v.id === garage.activeVehicleId) ?? null,
    isLoading: !!user && server.isLoading,
    error: user && !server.currentData ? server.error : undefined,
    retrying: server.isFetching,
    refetch: () => void server.refetch(),
  };
}

/**
 * What can be done to a garage, signed in (through the API) or not (in this browser). Each
 * resolves when done; a failure has had its toast (the API's, or the full local garage's).
 */
export function useGarageActions() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [addVehicle] = useAddVehicleMutation();
  const [updateVehicle] = useUpdateVehicleMutation();
  const [removeVehicle] = useRemoveVehicleMutation();
  const signedIn = !!user;

  /** Saves the picked car as the active vehicle; null when it was not saved. */
  const save = useCallback(
    async (picked: PickedVehicle): Promise<GarageVehicle | null> => {
      if (signedIn) {
        try {
          const vehicle = await addVehicle({
            makeId: picked.makeId,
            modelId: picked.modelId,
            generationId: picked.generationId,
            year: picked.year,
            trimId: picked.trimId,
            isActive: true,
          }).unwrap();
          dispatch(
            showToast({
              kind: 'success',
              title: 'Saved to your garage',
              description: `${vehicleName(vehicle)} is your active vehicle.`,
            }),
          );
          return vehicle;
        } catch {
          return null;
        }
      }
      let added: ReturnType<typeof addLocalVehicle> | undefined;
      updateLocalGarage((garage) => {
        added = addLocalVehicle(garage, picked, localVehicleId(), new Date());
        return added.garage;
      });
      if (!added?.vehicle) {
        dispatch(showToast({ kind: 'error', title: 'Garage full', description: GARAGE_FULL }));
        return null;
      }
      dispatch(
        showToast({
          kind: 'success',
          title: 'Saved to your garage',
          description: `${vehicleName(added.vehicle)} is kept in this browser. Sign in to keep it in your account.`,
        }),
      );
      return added.vehicle;
    },
    [signedIn, addVehicle, dispatch],
  );

  const activate = useCallback(
    async (vehicleId: string) => {
      if (!signedIn) return updateLocalGarage((g) => activateLocalVehicle(g, vehicleId));
      // Switched at once on screen; the answer (or the refetch after a failure) settles it.
      const patch = dispatch(
        garageApi.util.updateQueryData('getGarage', undefined, (garage) => {
          garage.activeVehicleId = vehicleId;
          for (const v of garage.vehicles) v.isActive = v.id === vehicleId;
        }),
      );
      try {
        await updateVehicle({ vehicleId, changes: { isActive: true } }).unwrap();
      } catch {
        patch.undo();
      }
    },
    [signedIn, updateVehicle, dispatch],
  );

  const rename = useCallback(
    async (vehicleId: string, nickname: string | null): Promise<boolean> => {
      if (!signedIn) {
        updateLocalGarage((g) => renameLocalVehicle(g, vehicleId, nickname));
        return true;
      }
      try {
        await updateVehicle({ vehicleId, changes: { nickname } }).unwrap();
        return true;
      } catch {
        return false;
      }
    },
    [signedIn, updateVehicle],
  );

  const remove = useCallback(
    async (vehicleId: string) => {
      if (!signedIn) return updateLocalGarage((g) => removeLocalVehicle(g, vehicleId));
      try {
        await removeVehicle({ vehicleId }).unwrap();
      } catch {
        // The toast said why.
      }
    },
    [signedIn, removeVehicle],
  );

  return { save, activate, rename, remove };
}
