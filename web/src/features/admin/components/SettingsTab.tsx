import { SiteSettingsPanel } from '../../site-settings/components/SiteSettingsPanel';
import { CsvImportPanel } from './import/CsvImportPanel';
import styles from './SettingsTab.module.css';

/** Settings: the site settings, then the bulk CSV import (SPEC section 2). */
export function SettingsTab() {
  return (
    <div className={styles.tab}>
      <SiteSettingsPanel />
      <CsvImportPanel />
    </div>
  );
}
