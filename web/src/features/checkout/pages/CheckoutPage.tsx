import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import Alert from 'antd/es/alert';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { formatCents } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { cartSignature } from '../../cart/cart-summary';
import type { CartItem } from '../../cart/cartApi';
import { CartPending, CartSpinner } from '../../cart/components/CartPending';
import { OrderSummary } from '../../cart/components/OrderSummary';
import { useCart } from '../../cart/useCart';
import { showToast } from '../../notifications/toastSlice';
import { paymentSettled } from '../../orders/ordersApi';
import { successPath } from '../checkout-return';
import { INTENT_FAILED, useGetPaymentsConfigQuery } from '../checkoutApi';
import { isApiError } from '../../../api/api-error';
import { TestCardForm } from '../components/TestCardForm';
import { PAYMENT_SUCCEEDED } from '../payment-outcome';
import { usePaymentIntent } from '../usePaymentIntent';
import cartStyles from '../../cart/pages/CartPage.module.css';
import styles from './CheckoutPage.module.css';

// Stripe Elements and Stripe.js load only for a checkout that takes cards through Stripe.
const StripeCardForm = lazy(() => import('../components/StripeCardForm'));

/**
 * /checkout (signed-in only; the route table guards it): docs/product.md §2 'Checkout'. A spinner
 * until the payment's client secret arrives, then the SECURE PAYMENT card (Stripe's form, or
 * TEST MODE's) beside the ORDER SUMMARY.
 */
export default function CheckoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useCart();
  const items = cart.data?.items ?? [];
  const payment = usePaymentIntent(cartSignature(items), cart.isFetching);
  const config = useGetPaymentsConfigQuery();

  if (!cart.data) return <CartPending cart={cart} testId="checkout" />;
  if (items.length === 0)
    return (
      <div className={`pp-container ${cartStyles.page}`}>
        <EmptyState
          icon={<ShoppingCartOutlined />}
          title="CART IS EMPTY"
          testId="checkout-empty"
          actions={
            <LinkButton to="/cart" type="primary" size="large" data-testid="checkout-go-to-cart">
              GO TO CART
            </LinkButton>
          }
        >
          Add some items to your cart before checking out
        </EmptyState>
      </div>
    );

  // The server changed the cart as it refused the payment (a new price): wait for it.
  if (payment.updatingCart)
    return <CartSpinner label="Updating your cart…" testId="checkout-updating" />;
  const failure = payment.error ?? config.error;
  if (failure)
    return (
      <div className={`pp-container ${cartStyles.page}`}>
        <BackToCart />
        <LoadError
          // The toast said 'Error'; the page names what failed.
          error={isApiError(failure) ? { ...failure, title: INTENT_FAILED } : failure}
          onRetry={() => {
            if (payment.error) payment.retry();
            if (config.error) void config.refetch();
          }}
          retrying={payment.isLoading || config.isFetching}
          testId="checkout-intent-error"
        />
      </div>
    );
  const intent = payment.intent;
  if (!intent || !config.data)
    return <CartSpinner label="Preparing secure payment…" testId="checkout-loading" />;

  const paid = (orderId: string) => {
    dispatch(showToast(PAYMENT_SUCCEEDED));
    navigate(successPath(orderId));
    dispatch(paymentSettled(items.map((item) => item.modelId)));
  };

  const stripe = config.data.provider === 'stripe' && intent.provider === 'stripe';
  return (
    <div className={`pp-container ${cartStyles.page}`}>
      <header className={cartStyles.header}>
        <BackToCart />
        <h1 className={cartStyles.title}>CHECKOUT</h1>
        <p className={cartStyles.subtitle} data-testid="checkout-count">
          Secure payment for {items.length} item(s)
        </p>
      </header>
      {payment.notice && (
        // Before the buyer pays: what changed, beside the new total in the ORDER SUMMARY.
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          message="Your cart was updated"
          description={payment.notice}
          data-testid="checkout-cart-updated"
        />
      )}
      <div className={cartStyles.layout}>
        <section
          className={styles.payment}
          aria-labelledby="secure-payment-title"
          data-testid="secure-payment"
        >
          <h2 id="secure-payment-title" className={styles.paymentTitle}>
            <LockOutlined aria-hidden /> SECURE PAYMENT
          </h2>
          {stripe && config.data.publishableKey ? (
            <Suspense
              fallback={<CartSpinner label="Loading the card form…" testId="stripe-loading" />}
            >
              <StripeCardForm
                publishableKey={config.data.publishableKey}
                clientSecret={intent.clientSecret}
                orderId={intent.orderId}
              />
            </Suspense>
          ) : (
            <TestCardForm
              clientSecret={intent.clientSecret}
              testCards={config.data.testCards}
              onPaid={paid}
            />
          )}
        </section>
        <aside className={cartStyles.aside}>
          <OrderSummary
            summary={cart.data}
            items={<CheckoutItems items={items} />}
            testId="checkout-summary"
          />
        </aside>
      </div>
    </div>
  );
}

function BackToCart() {
  return (
    <Link to="/cart" className={cartStyles.back} data-testid="checkout-back">
      <ArrowLeftOutlined aria-hidden /> Back to Cart
    </Link>
  );
}

/** The summary's item list: title, 'STL File', price; it scrolls past 15rem. */
function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className={styles.items} aria-label="Items" data-testid="checkout-items">
      {items.map((item) => (
        <li key={item.modelId} className={styles.item} data-testid="checkout-item">
          <div className={styles.itemText}>
            <p className={styles.itemTitle}>{item.title}</p>
            <p className={styles.itemKind}>STL File</p>
          </div>
          <span className={styles.itemPrice}>{formatCents(item.priceCentsSnapshot)}</span>
        </li>
      ))}
    </ul>
  );
}
