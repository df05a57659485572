import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { LinkButton } from '../../../components/LinkButton';
import { countOf } from '../../../components/format';
import { badgeCount } from '../cart-summary';
import { useCart } from '../useCart';
import styles from './CartButton.module.css';

/**
 * The navigation bar's cart button (signed-in only), with the count in a badge when the cart
 * has items (docs/product.md §2). `label` spells it out (the mobile menu's row); the bar shows
 * the icon alone.
 */
export function CartButton({
  label,
  className,
  onNavigate,
}: {
  label?: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const cart = useCart();
  const count = cart.data?.count ?? 0;
  const badge = badgeCount(count);
  const name = count > 0 ? `Cart, ${countOf(count, 'item')}` : 'Cart';
  return (
    <LinkButton
      to="/cart"
      size="large"
      block={!!label}
      type={label ? 'default' : 'text'}
      className={[styles.button, label ? undefined : styles.iconOnly, className]
        .filter(Boolean)
        .join(' ')}
      aria-label={name}
      icon={
        <span className={styles.iconWrap}>
          <ShoppingCartOutlined aria-hidden />
          {badge && (
            <span className={styles.badge} data-testid="cart-badge" aria-hidden>
              {badge}
            </span>
          )}
        </span>
      }
      onNavigate={onNavigate}
      data-testid={label ? 'menu-cart' : 'nav-cart'}
    >
      {label}
    </LinkButton>
  );
}
