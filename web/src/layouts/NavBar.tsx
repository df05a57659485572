import CarOutlined from '@ant-design/icons/CarOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { accessible, useAuth } from '../app/access';
import { useAppDispatch } from '../app/hooks';
import { routes } from '../app/routes';
import { Logo } from '../components/Logo';
import { openFitmentPicker } from '../features/fitment/fitmentSlice';
import { NavRouteButton } from './NavRouteButton';
import styles from './NavBar.module.css';

// The drawer is code-split: most visits never open it.
const MobileMenu = lazy(() => import('./MobileMenu'));

export function NavBar() {
  const dispatch = useAppDispatch();
  const { user, isLoading, isError } = useAuth();
  // Until GET /api/user answers (or while it fails), neither LOGIN nor the signed-in buttons.
  const navRoutes = accessible(routes, user).filter(
    (route) => route.nav && !((isLoading || isError) && route.access !== 'all'),
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header className={styles.bar}>
      <div className={`pp-container ${styles.inner}`}>
        <Logo />
        <nav aria-label="Main" className={styles.desktopNav}>
          <Button
            size="large"
            className={styles.rideButton}
            icon={<CarOutlined />}
            onClick={() => dispatch(openFitmentPicker())}
          >
            Select Your Ride
          </Button>
          {navRoutes.map((route) => (
            <NavRouteButton key={route.path} route={route} />
          ))}
        </nav>
        <Button
          className={styles.menuButton}
          size="large"
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={openMenu}
        />
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} navRoutes={navRoutes} />
        </Suspense>
      )}
    </header>
  );
}
