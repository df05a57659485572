import Spin from 'antd/es/spin';
import { LoadError } from '../../../components/LoadError';
import type { useCart } from '../useCart';
import styles from '../pages/CartPage.module.css';

/** docs/product.md §2's spinner for the cart and the checkout (loading the cart, the payment). */
export function CartSpinner({ label, testId }: { label: string; testId: string }) {
  return (
    <div className={styles.loading} role="status" data-testid={testId}>
      <Spin size="large" />
      <span className="pp-visually-hidden">{label}</span>
    </div>
  );
}

/**
 * The cart and the checkout before the cart has arrived: the spinner while it loads, its failure
 * with a Retry when it could not be read. `testId` prefixes both ('cart' → cart-loading, cart-error).
 */
export function CartPending({
  cart,
  testId,
}: {
  cart: ReturnType<typeof useCart>;
  testId: string;
}) {
  if (cart.isLoading || !cart.error)
    return <CartSpinner label="Loading your cart…" testId={`${testId}-loading`} />;
  return (
    <div className={`pp-container ${styles.page}`}>
      <LoadError
        error={cart.error}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
        testId={`${testId}-error`}
      />
    </div>
  );
}
