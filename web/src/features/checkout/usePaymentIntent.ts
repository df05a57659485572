import { useCallback, useEffect, useRef } from 'react';
import { useCreatePaymentIntentMutation } from './checkoutApi';

/**
 * POST /api/create-payment-intent once the cart is known and non-empty (SPEC.md section 7), and
 * again whenever its contents change (`signature`; '' for an empty or unknown cart). React's
 * strict mode mounts twice in development: one request per cart all the same.
 */
export function usePaymentIntent(signature: string) {
  const [create, result] = useCreatePaymentIntentMutation();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!signature || asked.current === signature) return;
    asked.current = signature;
    void create();
  }, [signature, create]);

  const retry = useCallback(() => void create(), [create]);
  return {
    intent: result.data,
    error: result.error,
    isLoading: result.isLoading || (!!signature && result.isUninitialized),
    retry,
  };
}
