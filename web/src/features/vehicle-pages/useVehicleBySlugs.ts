import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useListGenerationsQuery,
  useListMakesQuery,
  useListModelsQuery,
  type Generation,
  type Make,
  type VehicleModel,
} from '../taxonomy/taxonomyApi';

export interface VehicleBySlugs {
  make?: Make;
  model?: VehicleModel;
  generation?: Generation;
  /** The model's generations (its page links to each). */
  generations?: Generation[];
  /** A slug names nothing at its level: the page is a 404 (the gateway answered one too). */
  notFound: boolean;
  /** The taxonomy could not be read. */
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

const bySlug =
  (slug: string) =>
  (level: { slug: string }): boolean =>
    level.slug.toLowerCase() === slug.toLowerCase();

/**
 * The vehicle a vehicle page's address names, read level by level from the taxonomy lists the
 * fitment picker reads too (so they come from its cache when it was opened before).
 */
export function useVehicleBySlugs(
  makeSlug: string,
  modelSlug: string,
  generationSlug: string | undefined,
): VehicleBySlugs {
  const makes = useListMakesQuery();
  const make = makes.data?.find(bySlug(makeSlug));
  const models = useListModelsQuery(make?.id ?? skipToken);
  const model = models.data?.find(bySlug(modelSlug));
  const generations = useListGenerationsQuery(model?.id ?? skipToken);
  const generation =
    generationSlug === undefined ? undefined : generations.data?.find(bySlug(generationSlug));
  const notFound =
    (makes.data !== undefined && !make) ||
    (models.data !== undefined && !model) ||
    (generationSlug !== undefined && generations.data !== undefined && !generation);
  const failed = [makes, models, generations].find((query) => query.isError);
  return {
    make,
    model,
    generation,
    generations: generations.data,
    notFound,
    error: failed?.error,
    retry: () => [makes, models, generations].forEach((query) => query.isError && query.refetch()),
    retrying: [makes, models, generations].some((query) => query.isFetching),
  };
}
