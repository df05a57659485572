import { SiteSettingsPanel } from '../../site-settings/components/SiteSettingsPanel';
import styles from './SettingsTab.module.css';

/** Settings: the site settings; the CSV import (issue 17's other half) joins them here. */
export function SettingsTab() {
  return (
    <div className={styles.tab}>
      <SiteSettingsPanel />
    </div>
  );
}
