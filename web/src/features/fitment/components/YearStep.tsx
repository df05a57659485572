import Button from 'antd/es/button';
import { useAppDispatch } from '../../../app/hooks';
import { LoadError } from '../../../components/LoadError';
import { useListGenerationsQuery } from '../../taxonomy/taxonomyApi';
import { fitmentSearchPath, generationsForYear, yearsFromGenerations } from '../fitment-rules';
import { yearChosen, type Picked } from '../fitmentSlice';
import styles from './FitmentPicker.module.css';
import { PickerTile, TileSkeletons } from './PickerTile';

interface YearStepProps {
  make: Picked;
  model: Picked;
  selectedYear: number | null;
  onSearch: (path: string) => void;
}

export function YearStep({ make, model, selectedYear, onSearch }: YearStepProps) {
  const dispatch = useAppDispatch();
  const {
    data: generations,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
  } = useListGenerationsQuery(model.id);
  const currentYear = new Date().getFullYear();
  const years = generations ? yearsFromGenerations(generations, currentYear) : [];

  return (
    <section aria-labelledby="fitment-step-title">
      <h3 id="fitment-step-title" className={styles.stepTitle}>
        Choose your {model.name}'s year
      </h3>
      {isLoading ? (
        <TileSkeletons count={12} compact />
      ) : isError || !generations ? (
        <LoadError error={error} onRetry={refetch} retrying={isFetching} testId="fitment-error" />
      ) : years.length === 0 ? (
        <div className={styles.emptyStep}>
          <p>
            No model years are listed for the {make.name} {model.name} yet.
          </p>
          <Button
            onClick={() =>
              onSearch(fitmentSearchPath({ makeSlug: make.slug, modelSlug: model.slug }))
            }
          >
            Search all {model.name} parts
          </Button>
        </div>
      ) : (
        <div className={styles.gridCompact}>
          {years.map((year) => (
            <PickerTile
              key={year}
              compact
              testId={`fitment-year-${year}`}
              title={year}
              meta={generationsForYear(generations, year, currentYear)
                .map((g) => g.name)
                .join(' / ')}
              selected={year === selectedYear}
              onClick={() => dispatch(yearChosen(year))}
            />
          ))}
        </div>
      )}
    </section>
  );
}
