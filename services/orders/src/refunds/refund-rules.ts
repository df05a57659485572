import { BadRequestError, ConflictError } from '@pitstop/common';
import { REFUND_MESSAGES } from '@pitstop/contracts';

/** What the refund rules look at of an order (the repository's held order has these). */
export interface RefundSubject {
  status: string;
  platformFeeCents: number;
  openDispute: boolean;
  lines: {
    listingId: string;
    sellerId: string;
    title: string;
    priceCents: number;
    refunded: boolean;
  }[];
  refundedCents: number;
}

export interface RefundLineChoice {
  lines: RefundSubject['lines'];
  /** The lines' prices, plus the platform fee when they are the last lines of the order. */
  amountCents: number;
}

function choiceOf(order: RefundSubject, lines: RefundSubject['lines']): RefundLineChoice {
  const remaining = order.lines.filter((l) => !l.refunded).length;
  const sum = lines.reduce((total, l) => total + l.priceCents, 0);
  return { lines, amountCents: sum + (lines.length === remaining ? order.platformFeeCents : 0) };
}

/**
 * An admin's refund: the named lines (listing ids of the order), or every line not yet refunded.
 * Refused: an unpaid order, a disputed one (the dispute decides), lines refunded already.
 */
export function chooseRefundLines(
  order: RefundSubject,
  request: { lineIds: string[] | undefined },
): RefundLineChoice | null {
  if (order.status !== 'paid') throw new ConflictError(REFUND_MESSAGES.notPaid);
  if (order.openDispute) throw new ConflictError(REFUND_MESSAGES.disputed);
  if (request.lineIds === undefined) {
    const open = order.lines.filter((l) => !l.refunded);
    if (open.length === 0) throw new ConflictError(REFUND_MESSAGES.alreadyRefunded);
    return choiceOf(order, open);
  }
  const wanted = new Set(request.lineIds.map((id) => id.toLowerCase()));
  const lines = order.lines.filter((l) => wanted.has(l.listingId));
  if (lines.length !== wanted.size || lines.length === 0)
    throw new BadRequestError(REFUND_MESSAGES.lineNotInOrder);
  if (lines.some((l) => l.refunded)) throw new ConflictError(REFUND_MESSAGES.alreadyRefunded);
  return choiceOf(order, lines);
}

/**
 * A refund made at the provider (its charge.refunded says how much of the payment is refunded
 * in all): what is new beyond the refunds we know becomes a refund of the lines it pays for —
 * every line left when it covers them, else the first line left whose price it is, else the
 * first lines left whose prices add up to it. An amount no lines add up to refunds no line
 * (null: the money went back, the files stay; an admin decides).
 */
export function chooseLinesForAmount(
  order: RefundSubject,
  amountRefundedCents: number,
): RefundLineChoice | null {
  const fresh = amountRefundedCents - order.refundedCents;
  if (order.status !== 'paid' || !(fresh > 0)) return null;
  const open = order.lines.filter((l) => !l.refunded);
  if (open.length === 0) return null;
  const all = choiceOf(order, open);
  if (fresh >= all.amountCents) return all;
  const single = open.find((l) => l.priceCents === fresh);
  if (single) return choiceOf(order, [single]);
  let sum = 0;
  for (let i = 0; i < open.length; i++) {
    sum += open[i]!.priceCents;
    if (sum === fresh) return choiceOf(order, open.slice(0, i + 1));
    if (sum > fresh) break;
  }
  return null;
}
