import type { Toast } from '../notifications/toastSlice';

/** docs/product.md §8: the payment's toasts. */
export const PAYMENT_SUCCEEDED: Toast = {
  kind: 'success',
  title: 'Payment Successful',
  description: 'Thank you for your purchase!',
};

/** 'Payment Failed' with the provider's message (its generic words when it gave none). */
export function paymentFailed(message: string | undefined | null): Toast {
  return {
    kind: 'error',
    title: 'Payment Failed',
    description: message?.trim() || 'Your payment could not be completed. Please try again.',
  };
}
