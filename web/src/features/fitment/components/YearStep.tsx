import { vehiclePagePath } from '@pitstop/contracts';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useListGenerationsQuery } from '../../taxonomy/taxonomyApi';
import { fitmentSearchPath, generationsForYear, yearsFromGenerations } from '../fitment-rules';
import { closeFitmentPicker, yearChosen, type Picked } from '../fitmentSlice';
import styles from './FitmentPicker.module.css';
import { PickerTile, TileSkeletons } from './PickerTile';
import { Choices, EmptyStep, StepSection } from './StepPanel';

interface YearStepProps {
  make: Picked;
  model: Picked;
  selectedYear: number | null;
  onSearch: (path: string) => void;
}

export function YearStep({ make, model, selectedYear, onSearch }: YearStepProps) {
  const dispatch = useAppDispatch();
  const generations = useListGenerationsQuery(model.id);
  const currentYear = new Date().getFullYear();

  return (
    <StepSection title={`Choose your ${model.name}'s year`}>
      <Choices query={generations} skeletons={<TileSkeletons count={12} compact />}>
        {(list) => {
          const years = yearsFromGenerations(list, currentYear);
          if (years.length === 0)
            return (
              <EmptyStep
                text={`No model years are listed for the ${make.name} ${model.name} yet.`}
                action={`Search all ${model.name} parts`}
                onAction={() =>
                  onSearch(fitmentSearchPath({ makeSlug: make.slug, modelSlug: model.slug }))
                }
              />
            );
          return (
            <>
              <div className={styles.gridCompact}>
                {years.map((year) => (
                  <PickerTile
                    key={year}
                    compact
                    testId={`fitment-year-${year}`}
                    title={year}
                    meta={generationsForYear(list, year, currentYear)
                      .map((g) => g.name)
                      .join(' / ')}
                    selected={year === selectedYear}
                    onClick={() => dispatch(yearChosen(year))}
                  />
                ))}
              </div>
              <p className={styles.vehiclePage}>
                <Link
                  to={vehiclePagePath(make.slug, model.slug)}
                  onClick={() => dispatch(closeFitmentPicker())}
                  data-testid="fitment-vehicle-page"
                >
                  Every {make.name} {model.name} part, all years
                </Link>
              </p>
            </>
          );
        }}
      </Choices>
    </StepSection>
  );
}
