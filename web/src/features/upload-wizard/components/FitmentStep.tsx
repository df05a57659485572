import { skipToken } from '@reduxjs/toolkit/query/react';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useAppDispatch } from '../../../app/hooks';
import { yearSpanLabel } from '../../fitment/fitment-rules';
import {
  useListGenerationsQuery,
  useListMakesQuery,
  useListModelsQuery,
  useListTrimsQuery,
} from '../../taxonomy/taxonomyApi';
import {
  generationChosen,
  makeChosen,
  modelChosen,
  trimChosen,
  universalFitSet,
  type WizardFitment,
} from '../uploadWizardSlice';
import { Optional } from '../../../components/Optional';
import styles from './WizardSteps.module.css';

/** Typing into a list narrows it by name. */
const SEARCH_BY_NAME = { optionFilterProp: 'label' };

/**
 * Step 4: the vehicle the part fits, make → model → generation → trim (each list loads once the
 * one before is chosen), or universal fit. The clearing rules live in the slice.
 */
export function FitmentStep({ fitment }: { fitment: WizardFitment }) {
  const dispatch = useAppDispatch();
  const { isUniversalFit, makeId, modelId, generationId, trimId } = fitment;
  const makes = useListMakesQuery();
  const models = useListModelsQuery(makeId ?? skipToken);
  const generations = useListGenerationsQuery(modelId ?? skipToken);
  const trims = useListTrimsQuery(generationId ?? skipToken);

  return (
    <>
      <label className={styles.switchRow}>
        <Switch
          checked={isUniversalFit}
          onChange={(checked) => dispatch(universalFitSet(checked))}
          data-testid="upload-universal-fit"
        />
        <span>
          <strong>Universal fit</strong>
          <span className={styles.muted}>
            Fits any vehicle: phone mounts, organisers, tools. No make or model to choose.
          </span>
        </span>
      </label>
      <div className={styles.pair}>
        <Form.Item label="Make" required={!isUniversalFit}>
          <Select
            value={makeId ?? undefined}
            onChange={(id?: string) => dispatch(makeChosen(id ?? null))}
            options={(makes.data ?? []).map((make) => ({ value: make.id, label: make.name }))}
            loading={makes.isLoading}
            disabled={isUniversalFit}
            placeholder="Choose a make"
            showSearch={SEARCH_BY_NAME}
            allowClear
            data-testid="upload-make"
          />
        </Form.Item>
        <Form.Item label="Model" required={!isUniversalFit}>
          <Select
            value={modelId ?? undefined}
            onChange={(id?: string) => dispatch(modelChosen(id ?? null))}
            options={(makeId ? (models.data ?? []) : []).map((model) => ({
              value: model.id,
              label: model.name,
            }))}
            loading={models.isFetching}
            disabled={isUniversalFit || !makeId}
            placeholder="Choose a model"
            showSearch={SEARCH_BY_NAME}
            allowClear
            data-testid="upload-model"
          />
        </Form.Item>
        <Form.Item label="Generation" required={!isUniversalFit}>
          <Select
            value={generationId ?? undefined}
            onChange={(id?: string) => dispatch(generationChosen(id ?? null))}
            options={(modelId ? (generations.data ?? []) : []).map((generation) => ({
              value: generation.id,
              label: `${generation.name} (${yearSpanLabel(generation, '–')})`,
            }))}
            loading={generations.isFetching}
            disabled={isUniversalFit || !modelId}
            placeholder="Choose a generation"
            showSearch={SEARCH_BY_NAME}
            allowClear
            data-testid="upload-generation"
          />
        </Form.Item>
        <Form.Item label={<Optional label="Trim" />}>
          <Select
            value={trimId ?? undefined}
            onChange={(id?: string) => dispatch(trimChosen(id ?? null))}
            options={(generationId ? (trims.data ?? []) : []).map((trim) => ({
              value: trim.id,
              label: trim.name,
            }))}
            loading={trims.isFetching}
            disabled={isUniversalFit || !generationId}
            placeholder="Any trim"
            allowClear
            data-testid="upload-trim"
          />
        </Form.Item>
      </div>
    </>
  );
}
