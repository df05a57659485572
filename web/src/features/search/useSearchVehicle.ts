import { skipToken } from '@reduxjs/toolkit/query/react';
import { generationsForYear } from '../fitment/fitment-rules';
import {
  useListGenerationsQuery,
  useListMakesQuery,
  useListModelsQuery,
} from '../taxonomy/taxonomyApi';
import type { SearchQuery } from './search-query';

/**
 * The address's vehicle as people read it: the Make select's makes, the chosen make's models
 * (the Model select's), and the names for the title and chips. The search itself takes the
 * address's slugs as they are; this only names them (whatever isn't found shows as written).
 */
export function useSearchVehicle(query: SearchQuery) {
  // currentData, not data: a list for the previous make or model must not answer for this one.
  const makes = useListMakesQuery();
  const make = query.make ? makes.currentData?.find((m) => m.slug === query.make) : undefined;
  const models = useListModelsQuery(make?.id ?? skipToken);
  const model = query.model ? models.currentData?.find((m) => m.slug === query.model) : undefined;
  const year = Number(query.year);
  const withTrim = !!model && Number.isInteger(year) && !!query.trim;
  const generations = useListGenerationsQuery(
    model && (withTrim || query.generationId) ? model.id : skipToken,
  );
  const generation = query.generationId
    ? generations.currentData?.find((g) => g.id === query.generationId)
    : undefined;

  return {
    makes: makes.currentData,
    makesLoading: makes.isFetching,
    /** The chosen make's models; none until a make is chosen. */
    models: make ? models.currentData : undefined,
    modelsLoading: models.isFetching,
    makeName: make?.name ?? query.make,
    modelName: model?.name ?? query.model,
    /** The address's generation (a garage vehicle known by its generation), by name. */
    generationName: generation?.name,
    /** For the trim chip's name: the address's generation, or those built in its year. */
    generationIds: query.generationId
      ? [query.generationId]
      : withTrim && generations.currentData
        ? generationsForYear(generations.currentData, year, new Date().getFullYear()).map(
            (g) => g.id,
          )
        : [],
  };
}
