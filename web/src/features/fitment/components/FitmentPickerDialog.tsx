import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { pickedVehicle } from '../../garage/picked-vehicle';
import { useGarageActions } from '../../garage/useGarage';
import { fitmentSearchPath } from '../fitment-rules';
import {
  closeFitmentPicker,
  FITMENT_STEP_LABELS,
  stepBack,
  type FitmentStep,
} from '../fitmentSlice';
import styles from './FitmentPicker.module.css';
import { MakeStep } from './MakeStep';
import { ModelStep } from './ModelStep';
import { TrimStep } from './TrimStep';
import { VinEntry } from './VinEntry';
import { YearStep } from './YearStep';

const STEPS: FitmentStep[] = [1, 2, 3, 4];

/**
 * The four-step fitment picker: MAKE → MODEL → YEAR → TRIM, then /search with the pick. The last
 * step offers 'Save to my garage' (on unless unticked): the picked car becomes the active vehicle
 * of the signed-in user's garage, or of the visitor's in this browser.
 */
export default function FitmentPickerDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { open, step, make, model, year } = useAppSelector((state) => state.fitment);
  const signedIn = !!useCurrentUser();
  const [saveToGarage, setSaveToGarage] = useState(true);
  const [vinNote, setVinNote] = useState<string | null>(null);
  const { save } = useGarageActions();

  // A finished pick (or a search from an empty step) leaves for /search and closes the dialog.
  const goTo = (path: string) => {
    navigate(path);
    setVinNote(null);
    dispatch(closeFitmentPicker());
  };

  const picks = [
    make?.name,
    model?.name,
    step === 4 && year !== null ? String(year) : undefined,
  ].filter(Boolean);

  return (
    <Modal
      open={open}
      onCancel={() => {
        setVinNote(null); // it told what was left of that pick
        dispatch(closeFitmentPicker());
      }}
      footer={null}
      width={800}
      centered
      title={<span className={styles.title}>SELECT YOUR RIDE</span>}
      closable={{ 'aria-label': 'Close' }}
      rootClassName={styles.modalRoot}
    >
      <div data-testid="fitment-picker" className={styles.picker}>
        <div className={styles.progressRow}>
          <p className={styles.progressText} aria-live="polite">
            <span data-testid="fitment-progress">STEP {step}/4</span>
            <span className={styles.progressLabel}>{FITMENT_STEP_LABELS[step]}</span>
          </p>
          {picks.length > 0 && (
            <p className={styles.picks} data-testid="fitment-picks">
              {picks.join(' › ')}
            </p>
          )}
        </div>
        <div
          className={styles.progressBar}
          role="progressbar"
          aria-label="Fitment progress"
          aria-valuemin={1}
          aria-valuemax={4}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of 4: ${FITMENT_STEP_LABELS[step]}`}
        >
          {STEPS.map((s) => (
            <span key={s} className={s <= step ? styles.segmentOn : styles.segment}>
              <span className={styles.segmentLabel}>
                {s} {FITMENT_STEP_LABELS[s]}
              </span>
            </span>
          ))}
        </div>

        <div className={styles.stepBody}>
          {vinNote && (
            <p className={styles.vinNote} role="status" data-testid="fitment-vin-note">
              {vinNote}
            </p>
          )}
          {step === 1 && <VinEntry onDecoded={setVinNote} />}
          {step === 1 && <MakeStep selectedId={make?.id} />}
          {step === 2 && make && <ModelStep make={make} selectedId={model?.id} onSearch={goTo} />}
          {step === 3 && make && model && (
            <YearStep make={make} model={model} selectedYear={year} onSearch={goTo} />
          )}
          {step === 4 && make && model && year !== null && (
            <TrimStep
              make={make}
              model={model}
              year={year}
              onChoose={(trim, generation) => {
                if (saveToGarage) void save(pickedVehicle({ make, model, generation, year, trim }));
                goTo(
                  fitmentSearchPath({
                    makeSlug: make.slug,
                    modelSlug: model.slug,
                    year,
                    trimName: trim?.name,
                  }),
                );
              }}
              onSearch={goTo}
            />
          )}
        </div>

        {step === 4 && (
          <div className={styles.save}>
            <Checkbox
              checked={saveToGarage}
              onChange={(event) => setSaveToGarage(event.target.checked)}
              data-testid="fitment-save-to-garage"
            >
              Save to my garage
            </Checkbox>
            <span className={styles.saveNote}>
              {signedIn
                ? 'It becomes your active vehicle: every part says whether it fits.'
                : 'Kept in this browser; it moves into your garage when you sign in.'}
            </span>
          </div>
        )}

        {step > 1 && (
          <div className={styles.footer}>
            <Button
              icon={<ArrowLeftOutlined />}
              onClick={() => {
                setVinNote(null);
                dispatch(stepBack());
              }}
              data-testid="fitment-back"
            >
              Back
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
