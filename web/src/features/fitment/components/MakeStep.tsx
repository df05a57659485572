import { useAppDispatch } from '../../../app/hooks';
import { LoadError } from '../../../components/LoadError';
import { useListMakesQuery } from '../../taxonomy/taxonomyApi';
import { makeChosen } from '../fitmentSlice';
import styles from './FitmentPicker.module.css';
import { PickerTile, TileSkeletons } from './PickerTile';

export function MakeStep({ selectedId }: { selectedId?: string }) {
  const dispatch = useAppDispatch();
  const { data: makes, isLoading, isError, error, refetch, isFetching } = useListMakesQuery();

  return (
    <section aria-labelledby="fitment-step-title">
      <h3 id="fitment-step-title" className={styles.stepTitle}>
        Choose your make
      </h3>
      {isLoading ? (
        <TileSkeletons count={10} />
      ) : isError || !makes ? (
        <LoadError error={error} onRetry={refetch} retrying={isFetching} testId="fitment-error" />
      ) : (
        <div className={styles.grid}>
          {makes.map((make) => (
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
    </section>
  );
}
