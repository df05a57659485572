/**
 * A seller's carried-forward balance: what refunds of sales already paid out took back beyond
 * what the provider could reverse. Zero or negative; later sales pay it off before anything is
 * sent. The two rules the payout run applies, in cents.
 */

/** How much of a new sale's transfer (`amountCents`) pays off the carried balance: all it can. */
export const recoveryOf = (carriedCents: number, amountCents: number): number =>
  Math.max(0, Math.min(-carriedCents, amountCents));

/**
 * A refund of a sale already sent: the seller's share of it less the fee it carried
 * (`owedBackCents`) is taken back from what is left of the sale's transfer (`leftCents`) as far
 * as that goes, or not at all when the provider refuses; the rest is carried forward.
 */
export function reversalSplit(
  owedBackCents: number,
  leftCents: number,
): { backCents: number; carriedCents: number } {
  const backCents = Math.max(0, Math.min(owedBackCents, leftCents));
  return { backCents, carriedCents: backCents - owedBackCents };
}
