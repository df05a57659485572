import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Spin from 'antd/es/spin';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { DownloadButton } from '../../downloads/components/DownloadButton';
import { showToast } from '../../notifications/toastSlice';
import { OrderReceipt } from '../../orders/components/OrderReceipt';
import {
  paymentSettled,
  useGetOrderQuery,
  useListOrdersQuery,
  type Order,
} from '../../orders/ordersApi';
import { CONFIRM_GIVE_UP_MS, CONFIRM_POLL_MS, checkoutReturn } from '../checkout-return';
import { PAYMENT_SUCCEEDED, paymentFailed } from '../payment-outcome';
import cartStyles from '../../cart/pages/CartPage.module.css';
import styles from './CheckoutSuccessPage.module.css';

/** Without an order id after Stripe, the newest paid order counts only if it is this recent. */
const RECENT_MS = 10 * 60 * 1000;

/**
 * /checkout/success: where a payment lands (TEST MODE with ?order=, Stripe with its
 * payment_intent parameters). It shows the order (number, items, total, date) with a download
 * button per item. Stripe's orders are fulfilled by its webhook, which may come a moment after
 * the buyer: until the order reads as paid the page says 'Confirming your payment…' and asks
 * again every 1.5 s for up to 30 s (the one query that polls: it waits on someone else's event).
 */
export default function CheckoutSuccessPage() {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const ret = useMemo(() => checkoutReturn(search), [search]);
  const [gaveUp, setGaveUp] = useState(false);
  const [arrivedAt] = useState(() => Date.now());

  const latestWanted = !ret.orderId && !ret.failed;
  const [recentFound, setRecentFound] = useState(false);
  // Only the newest order is wanted (asked again while Stripe's payment is confirmed).
  const latest = useListOrdersQuery(latestWanted ? 1 : skipToken, {
    pollingInterval:
      latestWanted && ret.fromStripe && !gaveUp && !recentFound ? CONFIRM_POLL_MS : 0,
  });
  const newest = latest.data?.[0];
  const recent = isRecent(newest, arrivedAt);
  if (recent !== recentFound) setRecentFound(recent);
  const fallback = newest && (!ret.fromStripe || recent) ? newest : undefined;

  const orderId = ret.orderId ?? fallback?.id ?? null;
  const [paid, setPaid] = useState(false);
  const order = useGetOrderQuery(orderId ?? skipToken, {
    pollingInterval: orderId && !paid && !gaveUp ? CONFIRM_POLL_MS : 0,
  });
  const isPaid = order.data?.status === 'paid';
  if (isPaid !== paid) setPaid(isPaid);

  useEffect(() => {
    if (paid || ret.failed) return;
    const timer = setTimeout(() => setGaveUp(true), CONFIRM_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [paid, ret.failed]);

  // After Stripe's redirect this page is the first to know the payment went through.
  const announced = useRef(false);
  useEffect(() => {
    if (!ret.fromStripe || announced.current) return;
    if (ret.failed) {
      announced.current = true;
      dispatch(showToast(paymentFailed('Your payment was not completed.')));
    } else if (paid && order.data) {
      announced.current = true;
      dispatch(showToast(PAYMENT_SUCCEEDED));
      dispatch(paymentSettled(order.data.items.map((line) => line.modelId)));
    }
  }, [ret, paid, order.data, dispatch]);

  if (ret.failed)
    return (
      <Shell>
        <EmptyState
          icon={<CloseCircleOutlined />}
          title="PAYMENT NOT COMPLETED"
          testId="checkout-success-failed"
          actions={
            <LinkButton to="/checkout" type="primary" size="large">
              Back to Checkout
            </LinkButton>
          }
        >
          Your payment was not completed and nothing was charged. Your cart is as you left it.
        </EmptyState>
      </Shell>
    );

  const error = order.error ?? (latestWanted ? latest.error : undefined);
  if (error && !order.data)
    return (
      <Shell>
        <LoadError
          error={error}
          onRetry={() => void (orderId ? order.refetch() : latest.refetch())}
          retrying={order.isFetching || latest.isFetching}
          testId="checkout-success-error"
        />
      </Shell>
    );

  if (latestWanted && latest.data && !fallback && (!ret.fromStripe || gaveUp))
    return (
      <Shell>
        <EmptyState
          icon={<ShoppingOutlined />}
          title="NO RECENT ORDER"
          testId="checkout-success-none"
          actions={
            <LinkButton to="/search" type="primary" size="large">
              Browse Parts
            </LinkButton>
          }
        >
          {ret.fromStripe
            ? "We're still confirming your payment. It will appear under Purchases in your profile shortly."
            : 'There is no order to show here yet.'}
        </EmptyState>
      </Shell>
    );

  if (!order.data || !isPaid)
    return (
      <Shell>
        <div className={styles.confirming} role="status" data-testid="checkout-confirming">
          <Spin size="large" />
          <p className={styles.confirmingText}>Confirming your payment…</p>
          {gaveUp && (
            <p className={styles.slow} data-testid="checkout-confirming-slow">
              This is taking longer than usual. Your order will appear under Purchases in your
              profile as soon as the payment is confirmed.{' '}
              <LinkButton to="/profile?tab=purchases" type="link">
                Go to Purchases
              </LinkButton>
            </p>
          )}
        </div>
      </Shell>
    );

  return (
    <Shell>
      <header className={styles.header}>
        <CheckCircleFilled className={styles.check} aria-hidden />
        <div>
          <h1 className={cartStyles.title}>ORDER CONFIRMED</h1>
          <p className={cartStyles.subtitle}>
            Thank you for your purchase! Your files are ready to download.
          </p>
        </div>
      </header>
      <div data-testid="checkout-success-order">
        <OrderReceipt
          order={order.data}
          headingLevel={2}
          action={(line) => (
            <DownloadButton listing={{ id: line.modelId, slug: line.slug, title: line.title }} />
          )}
        />
      </div>
      <div className={styles.next}>
        <LinkButton to="/profile?tab=purchases" size="large">
          View all purchases
        </LinkButton>
        <LinkButton to="/search" size="large" type="text">
          Keep shopping
        </LinkButton>
      </div>
    </Shell>
  );
}

function isRecent(order: Order | undefined, since: number): boolean {
  if (!order) return false;
  const at = Date.parse(order.paidAt ?? order.createdAt);
  return Number.isFinite(at) && at >= since - RECENT_MS;
}

function Shell({ children }: { children: ReactNode }) {
  return <div className={`pp-container ${cartStyles.page} ${styles.page}`}>{children}</div>;
}
