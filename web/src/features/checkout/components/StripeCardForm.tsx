import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import { rememberPendingOrder } from '../checkout-return';
import { paymentFailed } from '../payment-outcome';
import { PayButton } from './PayButton';
import styles from './StripeCardForm.module.css';

/**
 * One Stripe.js per publishable key for the whole visit (loadStripe adds its script once). A
 * script that failed to load (offline, blocked) is forgotten so Retry loads it again.
 */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    // Never rejects: Elements would leave the rejection unhandled. Null means it did not load.
    stripe = loadStripe(publishableKey).catch(() => {
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  orderId: string;
}

/**
 * Stripe Elements' payment form (code-split: only a checkout with Stripe keys loads it, and
 * Stripe.js comes from Stripe's own host). COMPLETE PAYMENT confirms the PaymentIntent; Stripe
 * then sends the browser to {origin}/checkout/success (docs/product.md §7), or says why not,
 * which shows as 'Payment Failed'. The order is fulfilled by Stripe's webhook, never by this
 * page: the success page waits for it.
 */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  orderId,
}: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  // Which attempt failed: a Retry is a new attempt, so it shows the form (and loads) again.
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` asks for a fresh load
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey, attempt]);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setFailedAttempt(attempt);
    });
    return () => {
      current = false;
    };
  }, [stripe, attempt]);
  const failed = failedAttempt === attempt;

  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        title="The card form could not be loaded"
        description="Stripe's payment form did not load. Check your connection and try again."
        action={<Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>}
        data-testid="stripe-load-error"
      />
    );
  return (
    <Elements
      key={attempt}
      stripe={stripe}
      options={{
        clientSecret,
        appearance: {
          theme: 'night',
          variables: { colorPrimary: '#e10600', colorBackground: '#1b1b21', borderRadius: '6px' },
        },
      }}
    >
      <PaymentForm orderId={orderId} />
    </Elements>
  );
}

function PaymentForm({ orderId }: { orderId: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const dispatch = useAppDispatch();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    rememberPendingOrder(orderId);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/checkout/success` },
    });
    // Only reached when Stripe did not redirect: the card was refused or the form is incomplete.
    dispatch(showToast(paymentFailed(error?.message)));
    setProcessing(false);
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      data-testid="stripe-form"
    >
      <PaymentElement onReady={() => setReady(true)} />
      <PayButton processing={processing} disabled={!stripe || !elements || !ready} />
    </form>
  );
}
