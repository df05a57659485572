import type { SellerReversal } from './refund.repository.js';

/**
 * The hook payouts uses to take back money already transferred: called after a refund or a lost
 * dispute commits, with one reversal per seller (its negative ledger line is already written,
 * refund_id set). Best effort and at least once in spirit: a listener that fails is logged, and
 * the ledger lines with refund_id stay the record to reconcile from. Provide it in the module:
 * `{ provide: SELLER_REVERSAL_LISTENER, useExisting: <payouts service> }`; key a transfer
 * reversal on `reversal:<refundId>:<sellerId>`.
 */
export interface SellerReversalListener {
  sellerSharesReversed(reversals: SellerReversal[]): Promise<void>;
}

export const SELLER_REVERSAL_LISTENER = Symbol('SELLER_REVERSAL_LISTENER');

export type { SellerReversal };
