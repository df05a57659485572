import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import {
  COMMON_PRINTERS,
  COMMON_PRINTER_IDS,
  MAX_BED_MM,
  type BedSize,
  type PrinterModel,
} from '@pitstop/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import { formatBed } from '../print-facts-format';
import { useGetPrinterQuery, useSavePrinterMutation } from '../printFactsApi';
import styles from './PrinterSettingsCard.module.css';

const OPTIONS = [
  ...COMMON_PRINTER_IDS.map((id) => ({
    value: id as PrinterModel,
    label: `${COMMON_PRINTERS[id].name} (${formatBed(COMMON_PRINTERS[id].bed)})`,
  })),
  { value: 'custom' as PrinterModel, label: 'Custom size' },
];

const SIDES = ['x', 'y', 'z'] as const;
const SIDE_LABELS = { x: 'Width', y: 'Depth', z: 'Height' };

/**
 * Profile → Settings: the printer the model page measures each file against (fits, fits
 * rotated, too big). One of the common printers, or a custom bed size.
 */
export function PrinterSettingsCard() {
  const dispatch = useAppDispatch();
  const saved = useGetPrinterQuery();
  const [save, { isLoading: saving }] = useSavePrinterMutation();
  // What the user is choosing; until they change something, the saved printer.
  const [draft, setDraft] = useState<{ model: PrinterModel; bed: Partial<BedSize> } | null>(null);
  const model = draft?.model ?? saved.data?.model ?? null;
  const bed: Partial<BedSize> = draft?.bed ?? saved.data?.bed ?? {};

  const custom = model === 'custom';
  const complete = model && (!custom || SIDES.every((side) => bed[side]));
  const submit = async () => {
    if (!model) return;
    try {
      await save(custom ? { model, bed: bed as BedSize } : { model }).unwrap();
    } catch {
      return;
    }
    dispatch(showToast({ kind: 'success', title: 'Printer Saved' }));
  };

  return (
    <section className={styles.card} aria-labelledby="printer-title" data-testid="printer-settings">
      <h2 id="printer-title" className={styles.title}>
        My printer
      </h2>
      <p className={styles.help}>
        Model pages then say whether each file fits your bed, as it lies or rotated.
      </p>
      {saved.isError && <p className={styles.help}>Your printer could not be loaded.</p>}
      <Select
        className={styles.select}
        placeholder="Choose your printer"
        value={model ?? undefined}
        onChange={(value: PrinterModel) =>
          setDraft({ model: value, bed: value === 'custom' ? bed : COMMON_PRINTERS[value].bed })
        }
        options={OPTIONS}
        aria-label="Printer"
        data-testid="printer-model"
      />
      {custom && (
        <div className={styles.bed}>
          {SIDES.map((side) => (
            <label key={side} className={styles.side}>
              <span>{SIDE_LABELS[side]} (mm)</span>
              <InputNumber
                min={1}
                max={MAX_BED_MM}
                precision={0}
                value={bed[side]}
                onChange={(value) =>
                  setDraft({ model: 'custom', bed: { ...bed, [side]: value ?? undefined } })
                }
                data-testid={`printer-bed-${side}`}
              />
            </label>
          ))}
        </div>
      )}
      <div>
        <Button
          type="primary"
          disabled={!complete}
          loading={saving}
          onClick={() => void submit()}
          data-testid="printer-save"
        >
          Save printer
        </Button>
      </div>
    </section>
  );
}
