import { useAppDispatch } from '../../../app/hooks';
import { useListModelsQuery } from '../../taxonomy/taxonomyApi';
import { fitmentSearchPath, yearSpanLabel } from '../fitment-rules';
import { modelChosen, type Picked } from '../fitmentSlice';
import styles from './FitmentPicker.module.css';
import { PickerTile, TileSkeletons } from './PickerTile';
import { Choices, EmptyStep, StepSection } from './StepPanel';

interface ModelStepProps {
  make: Picked;
  selectedId?: string;
  onSearch: (path: string) => void;
}

export function ModelStep({ make, selectedId, onSearch }: ModelStepProps) {
  const dispatch = useAppDispatch();
  const models = useListModelsQuery(make.id);

  return (
    <StepSection title={`Choose your ${make.name} model`}>
      <Choices query={models} skeletons={<TileSkeletons count={6} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyStep
              text={`No ${make.name} models are listed yet.`}
              action={`Search all ${make.name} parts`}
              onAction={() => onSearch(fitmentSearchPath({ makeSlug: make.slug }))}
            />
          ) : (
            <div className={styles.grid}>
              {list.map((model) => (
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
          )
        }
      </Choices>
    </StepSection>
  );
}
