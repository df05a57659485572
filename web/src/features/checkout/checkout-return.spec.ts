import type { KeyValueStorage } from '../../app/browser-storage';
import { checkoutReturn, rememberPendingOrder, successPath } from './checkout-return';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('checkoutReturn', () => {
  it("reads TEST MODE's ?order= (the address successPath makes)", () => {
    const path = successPath('6f1c2a7e-0000-4000-8000-000000000001');
    expect(checkoutReturn(path.slice(path.indexOf('?')), memoryStorage())).toEqual({
      orderId: '6f1c2a7e-0000-4000-8000-000000000001',
      fromStripe: false,
      failed: false,
    });
  });

  it("takes the order remembered before Stripe's redirect when Stripe's parameters come back", () => {
    const storage = memoryStorage();
    rememberPendingOrder('order-7', storage);
    expect(
      checkoutReturn(
        '?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
        storage,
      ),
    ).toEqual({ orderId: 'order-7', fromStripe: true, failed: false });
  });

  it("says when Stripe's redirect reports a failure", () => {
    expect(checkoutReturn('?payment_intent=pi_1&redirect_status=failed', memoryStorage())).toEqual({
      orderId: null,
      fromStripe: true,
      failed: true,
    });
  });

  it('falls back to the latest order with nothing to go on, or without storage', () => {
    expect(checkoutReturn('', memoryStorage()).orderId).toBeNull();
    expect(checkoutReturn('?payment_intent=pi_1', null).orderId).toBeNull();
  });

  it('ignores a remembered order when the visit is not a return from Stripe', () => {
    const storage = memoryStorage();
    rememberPendingOrder('order-old', storage);
    expect(checkoutReturn('', storage).orderId).toBeNull();
  });
});
