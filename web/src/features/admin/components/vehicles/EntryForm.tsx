import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { useState } from 'react';
import styles from './VehiclesTab.module.css';

export interface EntryValues {
  name: string;
  yearStart?: number;
  yearEnd?: number | null;
}

/**
 * A name (and a generation's years) typed in place: Enter or Save sends it, Escape or Cancel
 * leaves it. Used to add an entry and to rename one.
 */
export function EntryForm({
  label,
  initial,
  withYears,
  submitText,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: EntryValues;
  withYears: boolean;
  submitText: string;
  busy: boolean;
  onSubmit: (values: EntryValues) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [yearStart, setYearStart] = useState<number | null>(initial?.yearStart ?? null);
  const [yearEnd, setYearEnd] = useState<number | null>(initial?.yearEnd ?? null);
  const submit = () =>
    onSubmit(
      withYears
        ? { name: name.trim(), yearStart: yearStart ?? undefined, yearEnd }
        : { name: name.trim() },
    );
  return (
    <form
      className={styles.entryForm}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Input
        autoFocus
        size="small"
        className={styles.nameInput}
        value={name}
        maxLength={80}
        placeholder="Name"
        aria-label="Name"
        onChange={(event) => setName(event.target.value)}
      />
      {withYears && (
        <span className={styles.years}>
          <InputNumber
            size="small"
            placeholder="From"
            aria-label="First model year"
            value={yearStart}
            controls={false}
            onChange={(value) => setYearStart(value)}
          />
          <span aria-hidden>–</span>
          <InputNumber
            size="small"
            placeholder="Present"
            aria-label="Last model year (empty: still built)"
            value={yearEnd}
            controls={false}
            onChange={(value) => setYearEnd(value)}
          />
        </span>
      )}
      <span className={styles.formButtons}>
        <Button
          size="small"
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={!name.trim()}
        >
          {submitText}
        </Button>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
