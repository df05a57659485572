import Button from 'antd/es/button';
import { LoadError } from '../../../components/LoadError';
import {
  useListGenerationsQuery,
  useListTrimsQuery,
  type Generation,
  type Trim,
} from '../../taxonomy/taxonomyApi';
import {
  fitmentSearchPath,
  generationsForYear,
  trimSpecLine,
  yearSpanLabel,
} from '../fitment-rules';
import type { Picked } from '../fitmentSlice';
import styles from './FitmentPicker.module.css';
import { PickerTile, TileSkeletons } from './PickerTile';

interface TrimStepProps {
  make: Picked;
  model: Picked;
  year: number;
  onChoose: (trim: Trim) => void;
  onSearch: (path: string) => void;
}

/** The trims of every generation built in the chosen year, grouped under the generation. */
export function TrimStep({ make, model, year, onChoose, onSearch }: TrimStepProps) {
  const {
    data: generations,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
  } = useListGenerationsQuery(model.id);
  const matching = generations
    ? generationsForYear(generations, year, new Date().getFullYear())
    : [];
  const searchYear = () =>
    onSearch(fitmentSearchPath({ makeSlug: make.slug, modelSlug: model.slug, year }));

  return (
    <section aria-labelledby="fitment-step-title">
      <h3 id="fitment-step-title" className={styles.stepTitle}>
        Choose your {year} {model.name} trim
      </h3>
      {isLoading ? (
        <TileSkeletons count={6} />
      ) : isError || !generations ? (
        <LoadError error={error} onRetry={refetch} retrying={isFetching} testId="fitment-error" />
      ) : matching.length === 0 ? (
        <div className={styles.emptyStep}>
          <p>
            No {model.name} generation covers {year}.
          </p>
          <Button onClick={searchYear}>Search all {model.name} parts</Button>
        </div>
      ) : (
        <div className={styles.groups}>
          {matching.map((generation) => (
            <TrimGroup
              key={generation.id}
              generation={generation}
              onChoose={onChoose}
              onSearch={searchYear}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function TrimGroup({
  generation,
  onChoose,
  onSearch,
}: {
  generation: Generation;
  onChoose: (trim: Trim) => void;
  onSearch: () => void;
}) {
  const {
    data: trims,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
  } = useListTrimsQuery(generation.id);
  const headingId = `fitment-generation-${generation.id}`;

  return (
    <div className={styles.group} role="group" aria-labelledby={headingId}>
      <h4
        id={headingId}
        className={styles.groupTitle}
        data-testid={`fitment-generation-${generation.slug}`}
      >
        {generation.name}
        <span className={styles.groupSpan}>{yearSpanLabel(generation)}</span>
      </h4>
      {isLoading ? (
        <TileSkeletons count={4} />
      ) : isError || !trims ? (
        <LoadError error={error} onRetry={refetch} retrying={isFetching} testId="fitment-error" />
      ) : trims.length === 0 ? (
        <div className={styles.emptyStep}>
          <p>No trims are listed for the {generation.name} yet.</p>
          <Button onClick={onSearch}>Search this year</Button>
        </div>
      ) : (
        <div className={styles.gridWide}>
          {trims.map((trim) => (
            <PickerTile
              key={trim.id}
              testId={`fitment-trim-${trim.slug}`}
              dataGeneration={generation.slug}
              title={trim.name}
              meta={trimSpecLine(trim)}
              extra={<span className={styles.bodyType}>{trim.bodyType}</span>}
              onClick={() => onChoose(trim)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
