import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useAppDispatch } from '../../../app/hooks';
import { MountAndMaterialFields } from '../../heat-zones/components/MountAndMaterialFields';
import { InfillInput, INFILL_HELP } from '../../listings/components/InfillInput';
import { DIFFICULTY_OPTIONS } from '../../listings/listing-display';
import { priceProblem } from '../../listings/listing-fields';
import { pricingChanged, type WizardPricing } from '../uploadWizardSlice';
import styles from './WizardSteps.module.css';

/**
 * Step 5: price and print settings. Free by default; the price (dollars, to the cent) shows only
 * for a paid model and is sent as rounded cents.
 */
export function PricingStep({ pricing }: { pricing: WizardPricing }) {
  const dispatch = useAppDispatch();
  const change = (fields: Partial<WizardPricing>) => dispatch(pricingChanged(fields));
  const problem = pricing.price === null ? null : priceProblem(pricing.isFree, pricing.price);

  return (
    <>
      <Checkbox
        checked={pricing.isFree}
        onChange={(event) => change({ isFree: event.target.checked })}
        className={styles.check}
        data-testid="upload-free"
      >
        Free
      </Checkbox>
      {!pricing.isFree && (
        <Form.Item
          label="Price (USD)"
          required
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? 'What a buyer pays for the files.'}
        >
          <InputNumber<number>
            value={pricing.price}
            onChange={(price) => change({ price: typeof price === 'number' ? price : null })}
            min={0}
            step={0.01}
            precision={2}
            prefix="$"
            placeholder="4.99"
            className={styles.number}
            data-testid="upload-price"
          />
        </Form.Item>
      )}
      <div className={styles.pair}>
        <Form.Item label="Difficulty">
          <Select
            value={pricing.printDifficulty}
            onChange={(printDifficulty) => change({ printDifficulty })}
            options={DIFFICULTY_OPTIONS}
            data-testid="upload-difficulty"
          />
        </Form.Item>
        <Form.Item label="Recommended infill" extra={INFILL_HELP}>
          <InfillInput
            value={pricing.infillHintPercent}
            onChange={(value) =>
              change({ infillHintPercent: typeof value === 'number' ? value : null })
            }
            className={styles.number}
            data-testid="upload-infill"
          />
        </Form.Item>
      </div>
      <Checkbox
        checked={pricing.supportsRequired}
        onChange={(event) => change({ supportsRequired: event.target.checked })}
        className={styles.check}
        data-testid="upload-supports"
      >
        Supports required
      </Checkbox>
      <MountAndMaterialFields
        value={{ mountLocation: pricing.mountLocation ?? null, materials: pricing.materials ?? [] }}
        onChange={change}
        testIdPrefix="upload"
      />
    </>
  );
}
