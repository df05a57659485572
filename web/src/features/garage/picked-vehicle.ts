import type { Picked } from '../fitment/fitmentSlice';
import type { Generation, Trim } from '../taxonomy/taxonomyApi';
import type { PickedVehicle } from './local-garage';

/** The fitment picker's finished pick as a garage vehicle: ids to save, names to show. */
export function pickedVehicle({
  make,
  model,
  generation,
  year,
  trim,
}: {
  make: Picked;
  model: Picked;
  generation: Generation;
  year: number;
  trim: Trim | null;
}): PickedVehicle {
  return {
    makeId: make.id,
    makeName: make.name,
    makeSlug: make.slug,
    modelId: model.id,
    modelName: model.name,
    modelSlug: model.slug,
    generationId: generation.id,
    generationName: generation.name,
    generationYearStart: generation.yearStart,
    generationYearEnd: generation.yearEnd,
    year,
    trimId: trim?.id ?? null,
    trimName: trim?.name ?? null,
  };
}
