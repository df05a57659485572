import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useTabParam } from '../../../components/useTabParam';
import { ADMIN_TABS, type AdminTab } from '../admin-tabs';
import { ApprovalsTab } from '../components/ApprovalsTab';
import { AuditTab } from '../components/AuditTab';
import { OrdersTab } from '../components/OrdersTab';
import { ReportsTab } from '../components/ReportsTab';
import { SettingsTab } from '../components/SettingsTab';
import { UsersTab } from '../components/UsersTab';
import { VehiclesTab } from '../components/vehicles/VehiclesTab';
import styles from './AdminPage.module.css';

const PANELS: Record<AdminTab, ReactNode> = {
  users: <UsersTab />,
  approvals: <ApprovalsTab />,
  reports: <ReportsTab />,
  settings: <SettingsTab />,
  audit: <AuditTab />,
  orders: <OrdersTab />,
  vehicles: <VehiclesTab />,
};

/** /admin (admins only; the route table guards it). The URL's ?tab= picks the tab. */
export default function AdminPage() {
  const [tab, selectTab] = useTabParam(ADMIN_TABS);

  return (
    <div className={`pp-container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>PIT WALL</p>
        <h1 className={styles.title}>ADMIN PANEL</h1>
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => selectTab(key as AdminTab)}
        data-testid="admin-tabs"
        items={ADMIN_TABS.map(({ key, label }) => ({ key, label, children: PANELS[key] }))}
      />
    </div>
  );
}
