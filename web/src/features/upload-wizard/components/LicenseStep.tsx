import Checkbox from 'antd/es/checkbox';
import { useAppDispatch } from '../../../app/hooks';
import { licenseChanged, type WizardLicense } from '../uploadWizardSlice';
import styles from './WizardSteps.module.css';

/** Step 6: what buyers may do with the prints. */
export function LicenseStep({ license }: { license: WizardLicense }) {
  const dispatch = useAppDispatch();
  const change = (fields: Partial<WizardLicense>) => dispatch(licenseChanged(fields));
  return (
    <div className={styles.choices}>
      <Checkbox
        checked={license.allowPersonalUse}
        onChange={(event) => change({ allowPersonalUse: event.target.checked })}
        data-testid="upload-personal-use"
      >
        <strong>Personal use allowed</strong>
        <span className={styles.muted}>Print it for your own car.</span>
      </Checkbox>
      <Checkbox
        checked={license.allowCommercialUse}
        onChange={(event) => change({ allowCommercialUse: event.target.checked })}
        data-testid="upload-commercial-use"
      >
        <strong>Commercial use allowed</strong>
        <span className={styles.muted}>Others may sell prints of it.</span>
      </Checkbox>
    </div>
  );
}
