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
import { Choices, EmptyStep, StepSection } from './StepPanel';

interface TrimStepProps {
  make: Picked;
  model: Picked;
  year: number;
  /** A trim, or null for any trim of the generation. */
  onChoose: (trim: Trim | null, generation: Generation) => void;
  onSearch: (path: string) => void;
}

/**
 * The trims of every generation built in the chosen year, grouped under the generation, each
 * group ending with 'Any trim' (the parts for every trim of it).
 */
export function TrimStep({ make, model, year, onChoose, onSearch }: TrimStepProps) {
  const generations = useListGenerationsQuery(model.id);
  const searchYear = () =>
    onSearch(fitmentSearchPath({ makeSlug: make.slug, modelSlug: model.slug, year }));

  return (
    <StepSection title={`Choose your ${year} ${model.name} trim`}>
      <Choices query={generations} skeletons={<TileSkeletons count={6} />}>
        {(list) => {
          const matching = generationsForYear(list, year, new Date().getFullYear());
          if (matching.length === 0)
            return (
              <EmptyStep
                text={`No ${model.name} generation covers ${year}.`}
                action={`Search all ${model.name} parts`}
                onAction={searchYear}
              />
            );
          return (
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
          );
        }}
      </Choices>
    </StepSection>
  );
}

function TrimGroup({
  generation,
  onChoose,
  onSearch,
}: {
  generation: Generation;
  onChoose: (trim: Trim | null, generation: Generation) => void;
  onSearch: () => void;
}) {
  const trims = useListTrimsQuery(generation.id);
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
      <Choices query={trims} skeletons={<TileSkeletons count={4} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyStep
              text={`No trims are listed for the ${generation.name} yet.`}
              action="Search this year"
              onAction={onSearch}
            />
          ) : (
            <div className={styles.gridWide}>
              {list.map((trim) => (
                <PickerTile
                  key={trim.id}
                  testId={`fitment-trim-${trim.slug}`}
                  dataGeneration={generation.slug}
                  title={trim.name}
                  meta={trimSpecLine(trim)}
                  extra={<span className={styles.bodyType}>{trim.bodyType}</span>}
                  onClick={() => onChoose(trim, generation)}
                />
              ))}
              <PickerTile
                testId={`fitment-any-trim-${generation.slug}`}
                dataGeneration={generation.slug}
                title="Any trim"
                meta={`Parts for every ${generation.name}`}
                onClick={() => onChoose(null, generation)}
              />
            </div>
          )
        }
      </Choices>
    </div>
  );
}
