import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { serverText } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { useDecodeVinMutation } from '../../garage/vinApi';
import { makeChosen, modelChosen, yearChosen } from '../fitmentSlice';
import styles from './FitmentPicker.module.css';

/**
 * 'Enter your VIN': decoded by the server, which says what matched our vehicles; the picker
 * then stands at the first step still to answer (generation and trim, or the year when the VIN
 * carries none). The VIN is kept nowhere, not even in the field once decoded.
 */
export function VinEntry({ onDecoded }: { onDecoded: (note: string) => void }) {
  const dispatch = useAppDispatch();
  const [vin, setVin] = useState('');
  const [decode, { isLoading }] = useDecodeVinMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const answer = await decode(vin.replace(/[\s-]/g, '').toUpperCase());
    if ('error' in answer) return setProblem(serverText(answer.error));
    setVin('');
    const { matched, make, model, year } = answer.data;
    const read = [make, model, year].filter((part) => part !== null).join(' ');
    if (matched.makeId && matched.makeName && matched.makeSlug)
      dispatch(makeChosen({ id: matched.makeId, slug: matched.makeSlug, name: matched.makeName }));
    if (matched.modelId && matched.modelName && matched.modelSlug)
      dispatch(
        modelChosen({ id: matched.modelId, slug: matched.modelSlug, name: matched.modelName }),
      );
    if (matched.modelId && year !== null) dispatch(yearChosen(year));
    const asked = !matched.makeId
      ? 'We do not list that make yet: pick your car below.'
      : !matched.modelId
        ? 'Pick the model.'
        : year === null
          ? 'Your VIN carries no model year: pick it.'
          : 'Pick the trim.';
    onDecoded(`Your VIN reads: ${read}. ${asked}`);
  };

  return (
    <form
      className={styles.vin}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="fitment-vin" className={styles.vinLabel}>
        Enter your VIN
      </label>
      <div className={styles.vinRow}>
        <Input
          id="fitment-vin"
          value={vin}
          onChange={(event) => setVin(event.target.value)}
          maxLength={24}
          autoComplete="off"
          spellCheck={false}
          placeholder="17 characters, e.g. 1HGCM82633A004352"
          status={problem ? 'error' : undefined}
          aria-describedby={problem ? 'fitment-vin-problem' : undefined}
          data-testid="fitment-vin"
        />
        <Button
          htmlType="submit"
          loading={isLoading}
          disabled={!vin.trim()}
          data-testid="fitment-vin-decode"
        >
          Decode
        </Button>
      </div>
      {problem && (
        <p
          id="fitment-vin-problem"
          role="alert"
          className={styles.vinProblem}
          data-testid="fitment-vin-problem"
        >
          {problem}
        </p>
      )}
    </form>
  );
}
