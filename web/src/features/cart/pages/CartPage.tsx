import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { LinkButton } from '../../../components/LinkButton';
import { showToast } from '../../notifications/toastSlice';
import { useRemoveFromCartMutation } from '../cartApi';
import { CartItemRow } from '../components/CartItemRow';
import { CartPending } from '../components/CartPending';
import { OrderSummary } from '../components/OrderSummary';
import { useCart } from '../useCart';
import { useGetPaymentsConfigQuery, type PaymentsConfig } from '../../checkout/checkoutApi';
import styles from './CartPage.module.css';

/** docs/product.md §2: the note that the card provider runs the checkout. */
function providerNote(provider: PaymentsConfig['provider'] | undefined): string {
  return provider === 'test'
    ? 'Secure checkout powered by the test provider (TEST MODE)'
    : 'Secure checkout powered by Stripe';
}

/** /cart (signed-in only; the route table guards it): docs/product.md §2 'Cart'. */
export default function CartPage() {
  const dispatch = useAppDispatch();
  const cart = useCart();
  const [removeFromCart, removal] = useRemoveFromCartMutation();
  const config = useGetPaymentsConfigQuery();

  const remove = async (modelId: string) => {
    try {
      await removeFromCart({ modelId }).unwrap();
    } catch {
      return; // the api's toast: 'Error' / 'Failed to remove item from cart'
    }
    dispatch(
      showToast({ kind: 'success', title: 'Item Removed', description: 'Item removed from cart' }),
    );
  };

  if (!cart.data) return <CartPending cart={cart} testId="cart" />;

  const { items } = cart.data;
  return (
    <div className={`pp-container ${styles.page}`}>
      <header className={styles.header}>
        <Link to="/" className={styles.back} data-testid="cart-back">
          <ArrowLeftOutlined aria-hidden /> Back to Shop
        </Link>
        <h1 className={styles.title}>SHOPPING CART</h1>
        <p className={styles.subtitle} data-testid="cart-count">
          {items.length} item(s) in your cart
        </p>
      </header>
      {items.length === 0 ? (
        <EmptyState
          icon={<ShoppingCartOutlined />}
          title="YOUR CART IS EMPTY"
          testId="cart-empty"
          actions={
            <LinkButton to="/" type="primary" size="large" data-testid="cart-start-shopping">
              START SHOPPING
            </LinkButton>
          }
        >
          Ready to find some sick parts for your ride?
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.items} aria-label="Items in your cart" data-testid="cart-items">
            {items.map((item) => (
              <CartItemRow
                key={item.modelId}
                item={item}
                removing={removal.isLoading && removal.originalArgs?.modelId === item.modelId}
                onRemove={() => void remove(item.modelId)}
              />
            ))}
          </ul>
          <aside className={styles.aside}>
            <OrderSummary summary={cart.data}>
              <LinkButton
                to="/checkout"
                type="primary"
                size="large"
                block
                data-testid="cart-checkout"
              >
                PROCEED TO CHECKOUT
              </LinkButton>
              <p className={styles.note} data-testid="cart-provider-note">
                <LockOutlined aria-hidden /> {providerNote(config.data?.provider)}
              </p>
            </OrderSummary>
          </aside>
        </div>
      )}
    </div>
  );
}
