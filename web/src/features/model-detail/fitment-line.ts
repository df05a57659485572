/** The Fitment tab: which vehicle a listing fits, in words and as a search for more parts. */
import type { VehicleFitmentDto } from '@pitstop/contracts';
import { fitmentSearchPath } from '../fitment/fitment-rules';

type Fitted = { isUniversalFit: boolean; vehicleFitment: VehicleFitmentDto | null };

/** '2013–2020', '2020–Present' while still built, '2020' for a single model year. */
export function modelYears({
  yearStart,
  yearEnd,
}: Pick<VehicleFitmentDto, 'yearStart' | 'yearEnd'>): string {
  if (yearEnd === null) return `${yearStart}–Present`;
  if (yearEnd === yearStart) return `${yearStart}`;
  return `${yearStart}–${yearEnd}`;
}

/**
 * 'Volkswagen Golf (Mk7) 2013–2020 - GTI', without ' - {trim}' when it fits every trim of the
 * generation; null for a universal part.
 */
export function vehicleLine(listing: Fitted): string | null {
  const fit = listing.vehicleFitment;
  if (listing.isUniversalFit || !fit) return null;
  const vehicle = `${fit.makeName} ${fit.modelName} (${fit.generationName}) ${modelYears(fit)}`;
  return fit.trimName ? `${vehicle} - ${fit.trimName}` : vehicle;
}

/** More parts for the same car: /search?make={slug}&model={slug}. */
export function vehicleSearchPath(fit: Pick<VehicleFitmentDto, 'makeSlug' | 'modelSlug'>): string {
  return fitmentSearchPath({ makeSlug: fit.makeSlug, modelSlug: fit.modelSlug });
}
