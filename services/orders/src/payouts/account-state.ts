import type { AccountSnapshot } from './payout-provider.js';

/** The parts of a Stripe Account that say whether it can be paid. */
export interface ConnectAccountFields {
  id: string;
  details_submitted?: boolean;
  payouts_enabled?: boolean;
  capabilities?: { transfers?: string } | null;
  requirements?: {
    currently_due?: string[] | null;
    past_due?: string[] | null;
    disabled_reason?: string | null;
  } | null;
}

/**
 * Active when Stripe lets us transfer to it (the transfers capability is active); restricted
 * when the seller has finished onboarding but Stripe holds it back or asks for more; pending
 * while onboarding is unfinished.
 */
export function accountStateOf(account: ConnectAccountFields): AccountSnapshot {
  const requirements = [
    ...new Set([
      ...(account.requirements?.past_due ?? []),
      ...(account.requirements?.currently_due ?? []),
    ]),
  ];
  const transfers = account.capabilities?.transfers === 'active';
  const state =
    transfers && account.details_submitted
      ? 'active'
      : account.details_submitted || account.requirements?.disabled_reason?.startsWith('rejected')
        ? 'restricted'
        : 'pending';
  return { accountId: account.id, state, requirements };
}
