import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { VerifyEmailBanner } from '../features/account/components/VerifyEmailBanner';
import { FitmentPickerHost } from '../features/fitment/components/FitmentPickerHost';
import { GarageSync } from '../features/garage/components/GarageSync';
import { MaintenanceBanner } from '../features/site-settings/components/MaintenanceBanner';
import styles from './AppLayout.module.css';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { PageLoading } from './PageLoading';
import { ScrollOnNavigate } from './ScrollOnNavigate';

export function AppLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className="pp-skip-link">
        Skip to content
      </a>
      <NavBar />
      <MaintenanceBanner />
      <VerifyEmailBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <FitmentPickerHost />
      <GarageSync />
      <ScrollOnNavigate />
    </div>
  );
}
