import { BadRequestError, ConflictError } from '@pitstop/common';
import { chooseLinesForAmount, chooseRefundLines, type RefundSubject } from './refund-rules.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

function order(overrides: Partial<RefundSubject> = {}): RefundSubject {
  return {
    status: 'paid',
    platformFeeCents: 0,
    openDispute: false,
    refundedCents: 0,
    lines: [
      { listingId: A, sellerId: 's1', title: 'A', priceCents: 499, refunded: false },
      { listingId: B, sellerId: 's1', title: 'B', priceCents: 1250, refunded: false },
      { listingId: C, sellerId: 's2', title: 'C', priceCents: 333, refunded: false },
    ],
    ...overrides,
  };
}

describe('which lines a refund covers', () => {
  it('takes every line not yet refunded when none is named', () => {
    const choice = chooseRefundLines(order(), { lineIds: undefined })!;
    expect(choice.lines.map((l) => l.listingId)).toEqual([A, B, C]);
    expect(choice.amountCents).toBe(2082);
  });

  it('takes the named lines, and the platform fee with the last of them', () => {
    expect(chooseRefundLines(order({ platformFeeCents: 50 }), { lineIds: [B] })!.amountCents).toBe(
      1250,
    );
    const last = order({ platformFeeCents: 50 });
    last.lines[0]!.refunded = true;
    last.lines[1]!.refunded = true;
    expect(chooseRefundLines(last, { lineIds: [C.toUpperCase()] })!.amountCents).toBe(383);
  });

  it('refuses lines of another order, lines refunded already, unpaid and disputed orders', () => {
    expect(() =>
      chooseRefundLines(order(), { lineIds: [A, '00000000-0000-4000-8000-000000000999'] }),
    ).toThrow(BadRequestError);
    const refunded = order();
    refunded.lines[0]!.refunded = true;
    expect(() => chooseRefundLines(refunded, { lineIds: [A] })).toThrow(ConflictError);
    expect(() => chooseRefundLines(order({ status: 'pending' }), { lineIds: undefined })).toThrow(
      ConflictError,
    );
    expect(() => chooseRefundLines(order({ openDispute: true }), { lineIds: undefined })).toThrow(
      ConflictError,
    );
    const all = order();
    for (const line of all.lines) line.refunded = true;
    expect(() => chooseRefundLines(all, { lineIds: undefined })).toThrow(ConflictError);
  });
});

describe("a provider's refunded total as lines", () => {
  it('covers every line left when it reaches their sum', () => {
    expect(chooseLinesForAmount(order(), 2082)!.lines).toHaveLength(3);
  });

  it('finds the line whose price it is, else the first lines that add up to it', () => {
    expect(chooseLinesForAmount(order(), 333)!.lines.map((l) => l.listingId)).toEqual([C]);
    expect(chooseLinesForAmount(order(), 1749)!.lines.map((l) => l.listingId)).toEqual([A, B]);
  });

  it('counts only what is new beyond the refunds already known', () => {
    expect(chooseLinesForAmount(order({ refundedCents: 333 }), 333)).toBeNull();
    expect(
      chooseLinesForAmount(order({ refundedCents: 333 }), 832)!.lines.map((l) => l.listingId),
    ).toEqual([A]);
  });

  it('refunds no line for an amount no lines make', () => {
    expect(chooseLinesForAmount(order(), 100)).toBeNull();
  });
});
