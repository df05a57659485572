// Types only: a value import would bundle the contracts into the app.
import type {
  GarageDto,
  GarageVehicleChanges,
  GarageVehicleDto,
  GarageVehicleInput,
} from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInlineAs, withServerText } from '../../api/api-error';

export type Garage = GarageDto;

/**
 * My garage (GET|POST /api/garage, PATCH|DELETE /api/garage/{vehicleId}): only asked for when
 * signed in. Every change refetches the garage: switching the active vehicle changes two.
 */
export const garageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGarage: build.query<Garage, void>({
      query: () => 'garage',
      providesTags: ['Garage'],
      // The Garage tab shows it with a Retry; the navigation bar and the badges do without.
      transformErrorResponse: shownInlineAs('Failed to fetch your garage'),
    }),
    addVehicle: build.mutation<GarageVehicleDto, GarageVehicleInput>({
      query: (vehicle) => ({ url: 'garage', method: 'POST', body: vehicle }),
      invalidatesTags: ['Garage'],
      // The server's words: a full garage, or a car the taxonomy no longer has.
      transformErrorResponse: withServerText('Could not save to your garage'),
    }),
    updateVehicle: build.mutation<
      GarageVehicleDto,
      { vehicleId: string; changes: GarageVehicleChanges }
    >({
      query: ({ vehicleId, changes }) => ({
        url: `garage/${encodeURIComponent(vehicleId)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['Garage'],
      transformErrorResponse: withServerText('Could not update the vehicle'),
    }),
    removeVehicle: build.mutation<Garage, { vehicleId: string }>({
      query: ({ vehicleId }) => ({
        url: `garage/${encodeURIComponent(vehicleId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Garage'],
      transformErrorResponse: withServerText('Could not remove the vehicle'),
    }),
  }),
});

export const {
  useGetGarageQuery,
  useAddVehicleMutation,
  useUpdateVehicleMutation,
  useRemoveVehicleMutation,
} = garageApi;
