// Types only: a value import would bundle the contracts into the app.
import type { CartDto, CartItemDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { idempotencyHeader } from '../../api/idempotency-key';
import {
  isApiError,
  shownInlineAs,
  withErrorTitle,
  withSpecTextAndReason,
  type ApiError,
} from '../../api/api-error';

export type Cart = CartDto;
export type CartItem = CartItemDto;

/** docs/product.md §8's words for a failed Add to Cart. */
export const ADD_FAILED = 'Failed to add item to cart';

/**
 * Add to Cart's failure: 'Error' / 'Failed to add item to cart', and when the server refused
 * (your own model, one you already own, a full cart) its reason after it, so the buyer learns
 * why. A 401 is left to the caller, which answers it with 'Login Required'.
 */
export function addToCartError(error: ApiError): ApiError {
  return { ...withSpecTextAndReason('Error', ADD_FAILED)(error), ownSignInPrompt: true };
}

/** A lapsed session or no session at all: the caller shows 'Login Required'. */
export function isSignInNeeded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The signed-in user's cart (docs/product.md §7): GET, add, remove; each change refetches it. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Only asked for when signed in (callers pass skipToken otherwise). */
    getCart: build.query<Cart, void>({
      query: () => 'cart',
      providesTags: ['Cart'],
      // The cart page shows it with a Retry; the navigation bar's badge just stays away.
      transformErrorResponse: shownInlineAs('Failed to fetch cart'),
    }),
    addToCart: build.mutation<Cart, { modelId: string; idempotencyKey?: string }>({
      // One key per click (a retry of it sends the same): the server adds it once.
      query: ({ modelId, idempotencyKey }) => ({
        url: 'cart/items',
        method: 'POST',
        body: { modelId },
        headers: idempotencyHeader(idempotencyKey),
      }),
      invalidatesTags: ['Cart'],
      transformErrorResponse: addToCartError,
    }),
    removeFromCart: build.mutation<Cart, { modelId: string }>({
      query: ({ modelId }) => ({
        url: `cart/items/${encodeURIComponent(modelId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Cart'],
      transformErrorResponse: withErrorTitle('Error', 'Failed to remove item from cart'),
    }),
  }),
});

export const { useGetCartQuery, useAddToCartMutation, useRemoveFromCartMutation } = cartApi;
