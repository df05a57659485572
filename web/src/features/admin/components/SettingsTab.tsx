import { SiteSettingsPanel } from '../../site-settings/components/SiteSettingsPanel';
import { ContactMessagesCard } from '../../notices/components/ContactMessagesCard';
import { FailedMailCard } from './FailedMailCard';
import { CsvImportPanel } from './import/CsvImportPanel';
import styles from './SettingsTab.module.css';

/** Settings: the site settings, then the bulk CSV import (docs/product.md §2), then failed mail. */
export function SettingsTab() {
  return (
    <div className={styles.tab}>
      <SiteSettingsPanel />
      <CsvImportPanel />
      <FailedMailCard />
      <ContactMessagesCard />
    </div>
  );
}
