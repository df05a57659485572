import { recoveryOf, reversalSplit } from './carried-balance.js';

describe('the carried-forward balance', () => {
  it.each([
    // carried, sale's transfer → paid off
    [0, 1000, 0],
    [-300, 1000, 300],
    [-1500, 1000, 1000],
    [-1, 0, 0],
  ])('a seller owing %i pays off, from a transfer of %i, %i', (carried, amount, recovered) => {
    expect(recoveryOf(carried, amount)).toBe(recovered);
  });

  it('takes a refund back from what is left of the transfer, and carries the rest', () => {
    expect(reversalSplit(1080, 1080)).toEqual({ backCents: 1080, carriedCents: 0 });
    expect(reversalSplit(1080, 500)).toEqual({ backCents: 500, carriedCents: -580 });
    // Nothing left of the transfer (earlier refunds took it): all carried.
    expect(reversalSplit(1080, 0)).toEqual({ backCents: 0, carriedCents: -1080 });
  });
});
