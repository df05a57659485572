/**
 * Where /checkout/success learns which order it shows. TEST MODE's form sends the buyer there
 * with ?order={id}. Stripe sends them back to the product's bare return_url with its own
 * parameters (payment_intent, payment_intent_client_secret, redirect_status), so the checkout
 * keeps the order id in this tab's storage before handing over to Stripe.
 */
import { browserStorage, type KeyValueStorage } from '../../app/browser-storage';

const PENDING_ORDER_KEY = 'pitstop.checkout.pendingOrder';

export interface CheckoutReturn {
  /** The order to show; null: the latest paid order. */
  orderId: string | null;
  /** Stripe's return: true when Stripe's parameters are there. */
  fromStripe: boolean;
  /** Stripe said the payment failed (a redirect-based method the buyer abandoned). */
  failed: boolean;
}

/** Reads the success page's address (and, after Stripe, what the checkout remembered). */
export function checkoutReturn(
  search: string,
  storage: KeyValueStorage | null = browserStorage('session'),
): CheckoutReturn {
  const params = new URLSearchParams(search);
  const fromStripe = params.has('payment_intent') || params.has('redirect_status');
  const failed = params.get('redirect_status') === 'failed';
  const fromAddress = params.get('order');
  const remembered = fromStripe ? readPendingOrder(storage) : null;
  return { orderId: fromAddress || remembered || null, fromStripe, failed };
}

/** Before Stripe takes over the page: which order this payment is for. */
export function rememberPendingOrder(
  orderId: string,
  storage: KeyValueStorage | null = browserStorage('session'),
): void {
  try {
    storage?.setItem(PENDING_ORDER_KEY, orderId);
  } catch {
    // Storage full or refused: the success page falls back to the latest paid order.
  }
}

function readPendingOrder(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(PENDING_ORDER_KEY) ?? null;
  } catch {
    return null;
  }
}

/** '/checkout/success?order={id}': where TEST MODE's form lands after a payment. */
export function successPath(orderId: string): string {
  return `/checkout/success?order=${encodeURIComponent(orderId)}`;
}

/** How often, and how long, the success page asks whether the payment has been fulfilled. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_GIVE_UP_MS = 30_000;
