import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import { DEFAULT_INFILL } from '../listing-fields';

/** The recommended-infill field's help line, the same in the wizard and the editor. */
export const INFILL_HELP = `0–100%; left empty, it is ${DEFAULT_INFILL}%.`;

/** Recommended infill in whole percent, in steps of 5 (the upload wizard and the editor). */
export function InfillInput(props: Omit<InputNumberProps<number>, 'min' | 'max' | 'step'>) {
  return <InputNumber<number> {...props} min={0} max={100} step={5} precision={0} suffix="%" />;
}
