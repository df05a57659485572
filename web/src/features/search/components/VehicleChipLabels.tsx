import { generationsForYear, trimQueryValue } from '../../fitment/fitment-rules';
import {
  useListGenerationsQuery,
  useListMakesQuery,
  useListModelsQuery,
  useListTrimsQuery,
} from '../../taxonomy/taxonomyApi';

/**
 * Resolves the vehicle in the address (slugs and the trim value) to the taxonomy's names, level
 * by level; whatever can't be resolved (yet, or at all) shows as written in the address.
 */
export function useVehicleNames(make?: string, model?: string, year?: string) {
  const { data: makes } = useListMakesQuery(undefined, { skip: !make });
  const makeRow = makes?.find((m) => m.slug === make);
  const { data: models } = useListModelsQuery(makeRow?.id ?? '', { skip: !makeRow || !model });
  const modelRow = models?.find((m) => m.slug === model);
  const { data: generations } = useListGenerationsQuery(modelRow?.id ?? '', {
    skip: !modelRow || !year,
  });
  const yearNumber = Number(year);
  const generationIds =
    generations && Number.isInteger(yearNumber)
      ? generationsForYear(generations, yearNumber, new Date().getFullYear()).map((g) => g.id)
      : [];
  return { makeName: makeRow?.name ?? make, modelName: modelRow?.name ?? model, generationIds };
}

/** The trim's name: looks through each generation built that year until one has the trim. */
export function TrimName({ generationIds, value }: { generationIds: string[]; value: string }) {
  const [first, ...rest] = generationIds;
  const { data: trims, isLoading } = useListTrimsQuery(first ?? '', { skip: !first });
  if (!first) return <>{value}</>;
  const match = trims?.find((trim) => trimQueryValue(trim.name) === value);
  if (match) return <>{match.name}</>;
  if (isLoading) return <>{value}</>;
  return rest.length > 0 ? <TrimName generationIds={rest} value={value} /> : <>{value}</>;
}
