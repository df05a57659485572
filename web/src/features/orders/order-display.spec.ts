import { orderDate, orderTitle, paymentLine, refundStatusLabel } from './order-display';

describe('how an order reads', () => {
  it('names it by its number', () => {
    expect(orderTitle({ number: 1042 })).toBe('Order #1042');
  });

  it('dates it by its payment, else its creation', () => {
    expect(orderDate({ paidAt: '2026-11-25T10:00:00Z', createdAt: '2026-11-25T09:59:00Z' })).toBe(
      '2026-11-25T10:00:00Z',
    );
    expect(orderDate({ paidAt: null, createdAt: '2026-11-25T09:59:00Z' })).toBe(
      '2026-11-25T09:59:00Z',
    );
  });

  it("gives the receipt's card, provider and reference", () => {
    expect(paymentLine({ provider: 'test', paymentReference: 'tp_abc', cardLast4: '4242' })).toBe(
      'Card •••• 4242 · TEST MODE · tp_abc',
    );
    expect(paymentLine({ provider: 'stripe', paymentReference: 'pi_123', cardLast4: null })).toBe(
      'Stripe · pi_123',
    );
    expect(paymentLine(null)).toBeNull();
  });

  it("names the card's brand when the provider told it", () => {
    expect(
      paymentLine({
        provider: 'test',
        paymentReference: 'tp_abc',
        cardLast4: '4242',
        cardBrand: 'visa',
      }),
    ).toBe('Visa •••• 4242 · TEST MODE · tp_abc');
    expect(
      paymentLine({
        provider: 'stripe',
        paymentReference: 'pi_1',
        cardLast4: '0005',
        cardBrand: 'amex',
      }),
    ).toBe('American Express •••• 0005 · Stripe · pi_1');
  });

  it('says what became of the money', () => {
    expect(refundStatusLabel({ refundStatus: 'refunded' })).toBe('Refunded');
    expect(refundStatusLabel({ refundStatus: 'partially-refunded' })).toBe('Partially refunded');
    expect(refundStatusLabel({ refundStatus: 'disputed' })).toBe('Disputed');
    expect(refundStatusLabel({ refundStatus: 'none' })).toBeNull();
    expect(refundStatusLabel({})).toBeNull();
  });
});
