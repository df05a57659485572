// Types only: a value import would bundle the contracts into the app.
import type { PaymentIntentDto, PaymentsConfigDto, TestPaymentResultDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { idempotencyHeader } from '../../api/idempotency-key';
import { shownInlineAs, withSpecTextAndReason } from '../../api/api-error';
import { paymentIdOf } from './card-number';

export type PaymentIntent = PaymentIntentDto;
export type PaymentsConfig = PaymentsConfigDto;
export type TestPaymentResult = TestPaymentResultDto;

/** docs/product.md §8's words for a payment that could not be set up. */
export const INTENT_FAILED = 'Failed to initialize payment';

/**
 * 'Error' / 'Failed to initialize payment', and when the server refused (an item no longer for
 * sale, one already owned) its reason after it, so the buyer knows what to fix in the cart.
 */
export const intentError = withSpecTextAndReason('Error', INTENT_FAILED);

/** From the cart to a payment: which card form, the payment itself, TEST MODE's confirmation. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentsConfig: build.query<PaymentsConfig, void>({
      query: () => 'payments/config',
      // The checkout shows it with a Retry where the card form would be.
      transformErrorResponse: shownInlineAs('Failed to initialize payment'),
    }),
    /**
     * docs/product.md §7: an empty body; the server prices the cart. A mutation, not a query: each
     * visit to the checkout asks afresh (the same cart gets the same order back from the server,
     * a changed one a new payment), so no stale secret is ever reused from a cache.
     */
    createPaymentIntent: build.mutation<PaymentIntent, { idempotencyKey: string } | void>({
      // One key per cart as it stands (usePaymentIntent): its Retry sends the same key.
      query: (args) => ({
        url: 'create-payment-intent',
        method: 'POST',
        headers: idempotencyHeader(args?.idempotencyKey),
      }),
      transformErrorResponse: intentError,
      // A 409: the server found the cart out of date (a price changed, an item gone, one already
      // owned) and updated it where it could; the checkout reads it again and shows why.
      invalidatesTags: (_result, error) => (error?.status === 409 ? ['Cart'] : []),
    }),
    /** TEST MODE: a decline is an answer (status 'declined'), not an error. */
    confirmTestPayment: build.mutation<
      TestPaymentResult,
      { clientSecret: string; cardNumber: string }
    >({
      query: ({ clientSecret, cardNumber }) => ({
        url: `test-payments/${encodeURIComponent(paymentIdOf(clientSecret))}/confirm`,
        method: 'POST',
        body: { clientSecret, cardNumber },
      }),
      // The card form says 'Payment Failed' itself, with the provider's words.
      transformErrorResponse: shownInlineAs('Payment Failed'),
    }),
  }),
});

export const {
  useGetPaymentsConfigQuery,
  useCreatePaymentIntentMutation,
  useConfirmTestPaymentMutation,
} = checkoutApi;
