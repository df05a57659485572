import { useEffect } from 'react';
import { useCurrentUser } from '../../../app/access';
import { isApiError } from '../../../api/api-error';
import { useAddVehicleMutation } from '../garageApi';
import { EMPTY_GARAGE, movesAtSignIn, updateLocalGarage } from '../local-garage';
import { useLocalGarage } from '../useGarage';

/** One move at a time, whatever mounts or re-renders meanwhile. */
let moving = false;

/**
 * When someone signs in with cars picked as a visitor, those cars move into their account's
 * garage (the active one first, so it stays active) and leave the browser. Nothing is shown:
 * the navigation bar and the badges simply go on with the same car. A full garage says so
 * (the API's toast) and keeps what it had; a car the taxonomy no longer has is dropped.
 */
export function GarageSync() {
  const user = useCurrentUser();
  const local = useLocalGarage();
  const [addVehicle] = useAddVehicleMutation();

  useEffect(() => {
    if (!user || local.vehicles.length === 0 || moving) return;
    moving = true;
    void (async () => {
      try {
        for (const vehicle of movesAtSignIn(local)) {
          try {
            await addVehicle(vehicle).unwrap();
          } catch (error) {
            // Full (409): the rest would be refused too. Signed out meanwhile (401): keep them.
            if (isApiError(error) && error.status === 401) return;
            if (isApiError(error) && error.status === 409) break;
          }
        }
        updateLocalGarage(() => EMPTY_GARAGE);
      } finally {
        moving = false;
      }
    })();
  }, [user, local, addVehicle]);

  return null;
}
