import CarOutlined from '@ant-design/icons/CarOutlined';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import type { AppRoute } from '../app/routes';
import { useAppDispatch } from '../app/hooks';
import { Logo } from '../components/Logo';
import { SafetyBadge } from '../components/SafetyBadge';
import { CartButton } from '../features/cart/components/CartButton';
import { openFitmentPicker } from '../features/fitment/fitmentSlice';
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
  const dispatch = useAppDispatch();
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
        <Button
          size="large"
          block
          icon={<CarOutlined />}
          onClick={() => {
            onClose();
            dispatch(openFitmentPicker());
          }}
        >
          Select Your Ride
        </Button>
        {navRoutes.map((route) => (
          <NavRouteButton key={route.path} route={route} block onNavigate={onClose} />
        ))}
        {withCart && <CartButton label="CART" onNavigate={onClose} />}
      </nav>
      <SafetyBadge className={styles.badge} />
    </Drawer>
  );
}
