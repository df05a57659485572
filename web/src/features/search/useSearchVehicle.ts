import { skipToken } from '@reduxjs/toolkit/query/react';
import { generationsForYear } from '../fitment/fitment-rules';
import {
  useListGenerationsQuery,
  useListMakesQuery,
  useListModelsQuery,
} from '../taxonomy/taxonomyApi';
import type { SearchQuery } from './search-query';
import { vehicleFilter } from './search-vehicle';

/**
 * The address's vehicle through the taxonomy, level by level: the makes (always: the Make
 * select lists them), the chosen make's models (the Model select's), and with a year the
 * model's generations. Gives the results' filter, the names for the title and chips (whatever
 * isn't resolved shows as written in the address), and a failed lookup the filter waits on.
 */
export function useSearchVehicle(query: SearchQuery) {
  // currentData, not data: a list for the previous make or model must not answer for this one.
  const makes = useListMakesQuery();
  const make = query.make ? makes.currentData?.find((m) => m.slug === query.make) : undefined;
  const models = useListModelsQuery(make?.id ?? skipToken);
  const model = query.model ? models.currentData?.find((m) => m.slug === query.model) : undefined;
  const generations = useListGenerationsQuery(model && query.year ? model.id : skipToken);

  const year = Number(query.year);
  const yearGenerations =
    generations.currentData &&
    (Number.isInteger(year)
      ? generationsForYear(generations.currentData, year, new Date().getFullYear())
      : []);
  const filter = vehicleFilter(query, {
    makes: makes.currentData,
    models: models.currentData,
    yearGenerations,
  });
  // Only a lookup the filter needs can hold it up (the others are skipped, or only fill a select).
  const failed = query.make ? [makes, models, generations].find((q) => q.isError) : undefined;

  return {
    filter,
    makes: makes.currentData,
    /** The chosen make's models; none until a make is chosen. */
    models: make ? models.currentData : undefined,
    modelsLoading: models.isFetching,
    makeName: make?.name ?? query.make,
    modelName: model?.name ?? query.model,
    /** For the trim chip's name: the generations built in the address's year. */
    generationIds: yearGenerations?.map((g) => g.id) ?? [],
    failure: failed && {
      error: failed.error,
      retry: () => void failed.refetch(),
      retrying: failed.isFetching,
    },
  };
}
