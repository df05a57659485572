import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, serverText } from '../../api/api-error';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { useCreatePaymentIntentMutation } from './checkoutApi';

/**
 * POST /api/create-payment-intent once the cart is known and non-empty (docs/product.md §7), and
 * again whenever its contents or prices change (`signature`; '' for an empty or unknown cart).
 * React's strict mode mounts twice in development: one request per cart all the same.
 *
 * The server prices the cart from the catalog as it is now: when a seller changed a price (or an
 * item is no longer for sale) since it was added, it updates the cart and answers 409 saying
 * what changed. The cart is then read again (`cartRefreshing` meanwhile), its new signature asks
 * for a payment at the new total, and `notice` keeps the server's words for the buyer to read
 * before paying.
 */
export function usePaymentIntent(signature: string, cartRefreshing: boolean) {
  const [create, result] = useCreatePaymentIntentMutation();
  const asked = useRef<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; signature: string } | null>(null);
  // One Idempotency-Key per cart signature: a Retry after a lost answer is harmless.
  const keys = useRef(new Map<string, string>());

  const ask = useCallback(
    async (forSignature: string) => {
      let idempotencyKey = keys.current.get(forSignature);
      if (!idempotencyKey) keys.current.set(forSignature, (idempotencyKey = newIdempotencyKey()));
      const answer = await create({ idempotencyKey });
      if ('error' in answer && isApiError(answer.error) && answer.error.status === 409)
        setConflict({ message: serverText(answer.error), signature: forSignature });
    },
    [create],
  );

  useEffect(() => {
    if (!signature || asked.current === signature) return;
    asked.current = signature;
    void ask(signature);
  }, [signature, ask]);

  const retry = useCallback(() => void ask(signature), [ask, signature]);
  const refused = conflict?.signature === signature;
  return {
    intent: result.data,
    error: result.error,
    isLoading: result.isLoading || (!!signature && result.isUninitialized),
    /** The cart is being read again after the server changed it: not an error (yet). */
    updatingCart: refused && cartRefreshing,
    /** What changed in the cart since the buyer last saw it (new prices, items gone). */
    notice: conflict && !refused ? conflict.message : null,
    retry,
  };
}
