// Types only: a value import would bundle the contracts into the app.
import type { PayoutsDto, PricingGuideCategoryDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInlineAs } from '../../api/api-error';

export type Payouts = PayoutsDto;
export type PricingGuideCategory = PricingGuideCategoryDto;

/**
 * Sellers get paid: the payout account (Stripe Connect, or TEST MODE's), the balance due and the
 * transfers. They change with sales, so they share the earnings' tag (a payment invalidates it).
 */
export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayouts: build.query<Payouts, void>({
      query: () => 'payouts',
      providesTags: ['Earnings'],
      transformErrorResponse: shownInlineAs('Failed to fetch payouts'),
    }),
    /** Creates the account once; the answer is where to send the seller (the provider's page). */
    startPayoutsOnboarding: build.mutation<{ url: string }, void>({
      query: () => ({ url: 'payouts/onboarding', method: 'POST' }),
    }),
    payoutsDashboard: build.mutation<{ url: string }, void>({
      query: () => ({ url: 'payouts/dashboard', method: 'POST' }),
    }),
    /** TEST MODE's onboarding page: finishing it activates the account. */
    activateTestPayouts: build.mutation<Payouts, string>({
      query: (account) => ({ url: 'payouts/test-onboarding', method: 'POST', body: { account } }),
      invalidatesTags: ['Earnings'],
    }),
    /** Public: the footer's Pricing Guide. */
    getPricingGuide: build.query<PricingGuideCategory[], void>({
      query: () => 'pricing-guide',
      transformErrorResponse: shownInlineAs('Failed to fetch the pricing guide'),
    }),
  }),
});

export const {
  useGetPayoutsQuery,
  useStartPayoutsOnboardingMutation,
  usePayoutsDashboardMutation,
  useActivateTestPayoutsMutation,
  useGetPricingGuideQuery,
} = payoutsApi;
