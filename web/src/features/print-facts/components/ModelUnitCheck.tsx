import Radio from 'antd/es/radio';
import {
  MODEL_UNITS,
  MODEL_UNIT_LABELS,
  likelyUnit,
  type MeshAnalysis,
  type ModelUnit,
} from '@pitstop/contracts';
import { formatTinySize } from '../print-facts-format';
import { useSetModelUnitMutation } from '../printFactsApi';
import styles from './ModelUnitCheck.module.css';

export interface MeasuredFile {
  name: string;
  /** The upload's address; in the edit form, the listed file's id. */
  storageUrl: string;
  /** As its mesh reads in millimetres (sizeAsRead for a listed file). */
  sizeMm: MeshAnalysis['sizeMm'];
}

/**
 * The question for a model file that reads implausibly small as millimetres (a part exported in
 * metres): which unit it is in, the likely one marked. The choice is kept with the file, and its
 * analysis (size, filament) is scaled by it (docs/print-facts.md). The upload wizard saves it
 * on the upload (PUT /api/objects/unit); the edit form, for a listed file, gives `save`.
 */
export function ModelUnitCheck({
  files,
  chosen,
  onChosen,
  save,
}: {
  files: readonly MeasuredFile[];
  chosen: ReadonlyMap<string, ModelUnit>;
  onChosen: (storageUrl: string, unit: ModelUnit) => void;
  save?: (file: MeasuredFile, unit: ModelUnit) => Promise<unknown>;
}) {
  const [setUnit, { isLoading }] = useSetModelUnitMutation();
  const doubtful = files.filter((file) => likelyUnit(file.sizeMm));
  if (doubtful.length === 0) return null;
  const choose = async (file: MeasuredFile, unit: ModelUnit) => {
    try {
      if (save) await save(file, unit);
      else await setUnit({ storageUrl: file.storageUrl, unit }).unwrap();
    } catch {
      return; // the toast says why; the choice stays as it was
    }
    onChosen(file.storageUrl, unit);
  };
  return (
    <div className={styles.checks}>
      {doubtful.map((file) => {
        const likely = likelyUnit(file.sizeMm)!;
        return (
          <section
            key={file.storageUrl}
            className={styles.check}
            aria-label={`Unit of ${file.name}`}
            data-testid="model-unit-check"
          >
            <p className={styles.question}>
              <strong>{file.name}</strong> measures {formatTinySize(file.sizeMm)}: too small for a
              car part. It was probably exported in {MODEL_UNIT_LABELS[likely].toLowerCase()}. Which
              unit is it in?
            </p>
            <Radio.Group
              value={chosen.get(file.storageUrl) ?? 'mm'}
              disabled={isLoading}
              onChange={(event) => void choose(file, event.target.value as ModelUnit)}
              data-testid="model-unit-choice"
            >
              {MODEL_UNITS.map((unit) => (
                <Radio key={unit} value={unit}>
                  {MODEL_UNIT_LABELS[unit]}
                  {unit === likely ? ' (likely)' : unit === 'mm' ? ' (as it reads)' : ''}
                </Radio>
              ))}
            </Radio.Group>
          </section>
        );
      })}
    </div>
  );
}
