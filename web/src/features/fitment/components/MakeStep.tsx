import { useAppDispatch } from '../../../app/hooks';
import { useListMakesQuery } from '../../taxonomy/taxonomyApi';
import { makeChosen } from '../fitmentSlice';
import styles from './FitmentPicker.module.css';
import { PickerTile, TileSkeletons } from './PickerTile';
import { Choices, StepSection } from './StepPanel';

export function MakeStep({ selectedId }: { selectedId?: string }) {
  const dispatch = useAppDispatch();
  const makes = useListMakesQuery();

  return (
    <StepSection title="Choose your make">
      <Choices query={makes} skeletons={<TileSkeletons count={10} />}>
        {(list) => (
          <div className={styles.grid}>
            {list.map((make) => (
              <PickerTile
                key={make.id}
                testId={`fitment-make-${make.slug}`}
                title={make.name}
                extra={
                  <span className={styles.monogram} aria-hidden>
                    {make.name.slice(0, 1)}
                  </span>
                }
                selected={make.id === selectedId}
                onClick={() =>
                  dispatch(makeChosen({ id: make.id, slug: make.slug, name: make.name }))
                }
              />
            ))}
          </div>
        )}
      </Choices>
    </StepSection>
  );
}
