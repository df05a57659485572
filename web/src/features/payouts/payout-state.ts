import type { PayoutAccountState } from '@pitstop/contracts';

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
