import { OrderMessages, type ListingDto } from '@pitstop/contracts';
import { cartChangesSince, hasChanges } from './cart-check.js';

const BUYER = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';

const item = (listingId: string, priceCentsSnapshot: number) => ({
  listingId,
  title: `Part ${listingId}`,
  priceCentsSnapshot,
  currency: 'USD',
});
const listing = (id: string, priceCents: number, more: Partial<ListingDto> = {}) =>
  ({
    id,
    priceCents,
    isFree: priceCents === 0,
    sellerId: SELLER,
    currency: 'USD',
    ...more,
  }) as ListingDto;

describe('cartChangesSince', () => {
  it('finds nothing when every item is for sale at the price it was added for', () => {
    const changes = cartChangesSince(
      [item('a', 499), item('b', 1250)],
      new Map([
        ['a', listing('a', 499)],
        ['b', listing('b', 1250)],
      ]),
      BUYER,
    );
    expect(changes).toEqual({ repriced: [], gone: [] });
    expect(hasChanges(changes)).toBe(false);
  });

  it("reprices an item at the catalog's price, up or down", () => {
    const changes = cartChangesSince(
      [item('a', 499), item('b', 1250), item('c', 300)],
      new Map([
        ['a', listing('a', 599)],
        ['b', listing('b', 1250)],
        ['c', listing('c', 199)],
      ]),
      BUYER,
    );
    expect(changes.repriced).toEqual([
      { listingId: 'a', title: 'Part a', priceCents: 599, currency: 'USD' },
      { listingId: 'c', title: 'Part c', priceCents: 199, currency: 'USD' },
    ]);
    expect(changes.gone).toEqual([]);
    expect(hasChanges(changes)).toBe(true);
  });

  it('drops what is no longer for sale: not found, made free, or now the buyer’s own', () => {
    const changes = cartChangesSince(
      [item('a', 499), item('b', 1250), item('c', 300)],
      new Map<string, ListingDto | null>([
        ['a', null],
        ['b', listing('b', 0)],
        ['c', listing('c', 300, { sellerId: BUYER })],
      ]),
      BUYER,
    );
    expect(changes).toEqual({
      repriced: [],
      gone: [
        { listingId: 'a', title: 'Part a' },
        { listingId: 'b', title: 'Part b' },
        { listingId: 'c', title: 'Part c' },
      ],
    });
  });
});

describe('OrderMessages.cartChanged', () => {
  it('names each item and its new price, then asks to check the cart', () => {
    expect(
      OrderMessages.cartChanged({
        repriced: [{ title: 'Gauge Pod', priceCents: 499, currency: 'USD' }],
        gone: [],
      }),
    ).toBe('The price of “Gauge Pod” changed to $4.99. Check your cart and pay again.');
    expect(
      OrderMessages.cartChanged({
        repriced: [{ title: 'Gauge Pod', priceCents: 123456, currency: 'USD' }],
        gone: [{ title: 'Vent Clip' }, { title: 'Cup Holder' }],
      }),
    ).toBe(
      'The price of “Gauge Pod” changed to $1,234.56. “Vent Clip” and “Cup Holder” are no longer for sale and were removed from your cart. Check your cart and pay again.',
    );
    expect(OrderMessages.cartChanged({ repriced: [], gone: [{ title: 'Vent Clip' }] })).toBe(
      '“Vent Clip” is no longer for sale and was removed from your cart. Check your cart and pay again.',
    );
  });
});
