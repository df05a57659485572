import Button from 'antd/es/button';
import { useAppDispatch } from '../../../app/hooks';
import { LoadError } from '../../../components/LoadError';
import { useListModelsQuery } from '../../taxonomy/taxonomyApi';
import { fitmentSearchPath, yearSpanLabel } from '../fitment-rules';
import { modelChosen, type Picked } from '../fitmentSlice';
import styles from './FitmentPicker.module.css';
import { PickerTile, TileSkeletons } from './PickerTile';

interface ModelStepProps {
  make: Picked;
  selectedId?: string;
  onSearch: (path: string) => void;
}

export function ModelStep({ make, selectedId, onSearch }: ModelStepProps) {
  const dispatch = useAppDispatch();
  const {
    data: models,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
  } = useListModelsQuery(make.id);

  return (
    <section aria-labelledby="fitment-step-title">
      <h3 id="fitment-step-title" className={styles.stepTitle}>
        Choose your {make.name} model
      </h3>
      {isLoading ? (
        <TileSkeletons count={6} />
      ) : isError || !models ? (
        <LoadError error={error} onRetry={refetch} retrying={isFetching} testId="fitment-error" />
      ) : models.length === 0 ? (
        <div className={styles.emptyStep}>
          <p>No {make.name} models are listed yet.</p>
          <Button onClick={() => onSearch(fitmentSearchPath({ makeSlug: make.slug }))}>
            Search all {make.name} parts
          </Button>
        </div>
      ) : (
        <div className={styles.grid}>
          {models.map((model) => (
            <PickerTile
              key={model.id}
              testId={`fitment-model-${model.slug}`}
              title={model.name}
              meta={yearSpanLabel(model)}
              selected={model.id === selectedId}
              onClick={() =>
                dispatch(modelChosen({ id: model.id, slug: model.slug, name: model.name }))
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
