import Drawer from 'antd/es/drawer';
import type { AppRoute } from '../app/routes';
import { Logo } from '../components/Logo';
import { SafetyBadge } from '../components/SafetyBadge';
import { CartButton } from '../features/cart/components/CartButton';
import { RideButton } from '../features/garage/components/RideButton';
import { NavRouteButton } from './NavRouteButton';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  navRoutes: AppRoute[];
  /** Signed in: a CART row with the count (the bar's cart button shows it too). */
  withCart?: boolean;
}

/** The small-screen menu: the fitment picker, then whatever the route table offers this user. */
export default function MobileMenu({ open, onClose, navRoutes, withCart }: MobileMenuProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      title={<Logo onClick={onClose} />}
      rootClassName={styles.root}
      id="mobile-menu"
    >
      <nav aria-label="Mobile" className={styles.menu}>
        <RideButton block onDone={onClose} />
        {navRoutes.map((route) => (
          <NavRouteButton key={route.path} route={route} block onNavigate={onClose} />
        ))}
        {withCart && <CartButton label="CART" onNavigate={onClose} />}
      </nav>
      <SafetyBadge className={styles.badge} />
    </Drawer>
  );
}
