import { addToCartError } from '../cart/cartApi';
import { intentError } from './checkoutApi';

describe("the cart's and the checkout's failures (docs/product.md §8)", () => {
  it("adds the server's reason to 'Failed to initialize payment' when it refused", () => {
    expect(
      intentError({
        status: 409,
        message: '409: No longer for sale: Gauge Pod. Remove it from your cart.',
      }),
    ).toMatchObject({
      title: 'Error',
      description:
        'Failed to initialize payment. No longer for sale: Gauge Pod. Remove it from your cart.',
    });
  });

  it("keeps the spec's words alone for a server failure or no connection", () => {
    expect(intentError({ status: 503, message: '503: orders is unavailable' }).description).toBe(
      'Failed to initialize payment',
    );
    expect(intentError({ status: 'NETWORK', message: 'Could not reach' }).description).toBe(
      'Failed to initialize payment',
    );
  });

  it("gives Add to Cart's refusal its reason and leaves a 401 to the caller's sign-in prompt", () => {
    expect(addToCartError({ status: 409, message: '409: You already own this model.' })).toEqual({
      status: 409,
      message: '409: You already own this model.',
      title: 'Error',
      description: 'Failed to add item to cart. You already own this model.',
      ownSignInPrompt: true,
    });
    expect(addToCartError({ status: 401, message: '401: Unauthorized' })).toMatchObject({
      description: 'Failed to add item to cart',
      ownSignInPrompt: true,
    });
    expect(addToCartError({ status: 500, message: '500: boom' }).description).toBe(
      'Failed to add item to cart',
    );
  });
});
