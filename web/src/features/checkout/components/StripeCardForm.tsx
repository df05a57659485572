import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import { rememberPendingOrder } from '../checkout-return';
import { paymentFailed } from '../payment-outcome';
import { PayButton } from './PayButton';
import styles from './StripeCardForm.module.css';

/** One Stripe.js per publishable key for the whole visit (loadStripe adds its script once). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
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
 * then sends the browser to {origin}/checkout/success (SPEC.md section 7), or says why not,
 * which shows as 'Payment Failed'. The order is fulfilled by Stripe's webhook, never by this
 * page: the success page waits for it.
 */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  orderId,
}: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
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
