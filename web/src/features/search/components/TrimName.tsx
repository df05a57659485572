import { trimQueryValue } from '../../fitment/fitment-rules';
import { useListTrimsQuery } from '../../taxonomy/taxonomyApi';

/**
 * The trim chip's name for the address's trim value: looks through each generation built that
 * year until one has the trim; until then (or without a match) the value as written.
 */
export function TrimName({ generationIds, value }: { generationIds: string[]; value: string }) {
  const [first, ...rest] = generationIds;
  const { data: trims, isLoading } = useListTrimsQuery(first ?? '', { skip: !first });
  if (!first) return <>{value}</>;
  const match = trims?.find((trim) => trimQueryValue(trim.name) === value);
  if (match) return <>{match.name}</>;
  if (isLoading) return <>{value}</>;
  return rest.length > 0 ? <TrimName generationIds={rest} value={value} /> : <>{value}</>;
}
