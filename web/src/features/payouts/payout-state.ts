import type { PayoutAccountState, PayoutTransferDto } from '@pitstop/contracts';
import { formatCents } from '../../components/format';

/** How each account state reads on the Payouts card (and its tag's colour). */
export const PAYOUT_STATE_LABELS: Record<PayoutAccountState, { label: string; color: string }> = {
  not_started: { label: 'Not set up', color: 'default' },
  pending: { label: 'Onboarding unfinished', color: 'gold' },
  active: { label: 'Active', color: 'green' },
  restricted: { label: 'Restricted', color: 'red' },
};

/** 'individual.verification.document' → 'individual verification document'. */
export const requirementText = (requirement: string): string => requirement.replace(/[._]/g, ' ');

/** '7 days', '1 day', '30 seconds': a holding period as sellers read it. */
export function holdText(seconds: number): string {
  if (seconds >= 86_400 && seconds % 86_400 === 0) {
    const days = seconds / 86_400;
    return `${days} day${days === 1 ? '' : 's'}`;
  }
  if (seconds >= 3600 && seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * A transfer row's status on the Sales tab: a refund taken back by a reversal, or carried forward
 * when the account could not cover it; a sale's transfer less what paid off a carried balance.
 */
export function transferStatusText(
  transfer: Pick<PayoutTransferDto, 'amountCents' | 'carriedCents' | 'status'>,
): string {
  if (transfer.status !== 'paid') return 'Sending';
  if (transfer.carriedCents < 0) return 'Carried forward (refund)';
  if (transfer.amountCents < 0) return 'Reversed (refund)';
  if (transfer.carriedCents > 0)
    return `Paid, less ${formatCents(transfer.carriedCents)} carried forward`;
  return 'Paid';
}
