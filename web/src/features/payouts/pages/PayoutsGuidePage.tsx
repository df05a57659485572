import { LegalDocumentView } from '../../legal/components/LegalDocumentView';
import { list, p, type LegalDocument } from '../../legal/legal-document';
import { useGetPaymentsConfigQuery } from '../../checkout/checkoutApi';
import { holdText } from '../payout-state';

/** The footer's Payouts: how and when creators are paid, and what the platform keeps. */
export function payoutsGuide(terms: { feePercent: number; holdSeconds: number }): LegalDocument {
  const hold = holdText(terms.holdSeconds);
  const fee =
    terms.feePercent > 0
      ? `Pitstop Prints keeps ${terms.feePercent}% of each sale as its platform fee, taken from your share before it is sent; buyers pay the listed price and nothing more.`
      : 'Pitstop Prints takes no platform fee today: you receive the full price of each sale. Buyers pay the listed price and nothing more.';
  return {
    title: 'Payouts',
    kicker: 'FOR CREATORS',
    lastUpdated: 'November 2026',
    intro: [
      `When a buyer pays for one of your files, your share of the sale is recorded at once and sent to your payout account ${hold} later. You see every sale, your balance due and every transfer on the Sales tab of your profile.`,
    ],
    sections: [
      {
        id: 'set-up',
        heading: 'Setting Up Payouts',
        blocks: [
          p(
            'Open your profile, then Settings → Payouts, and press Set up payouts. We send you to Stripe, our payments partner, to create an Express account: your identity, the bank account to pay into, and your tax details are given to Stripe, never stored by us.',
          ),
          p(
            'Back on Settings, the card shows your account’s state: Onboarding unfinished, Active, or Restricted with what Stripe still needs. Open Stripe dashboard takes you to your Express dashboard, where you see Stripe’s payouts to your bank and download tax forms.',
          ),
        ],
      },
      {
        id: 'when',
        heading: 'When You Are Paid',
        blocks: [
          p(
            `Each sale is held for ${hold} so a refund or a chargeback can be settled before money moves; then your share is transferred to your Stripe account, once per order. Stripe pays your bank on its usual schedule (in most countries every few days).`,
          ),
          p(
            'Sold before you set up payouts? Your earnings wait as a balance due and are sent as soon as your account is active.',
          ),
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        blocks: [
          p(fee),
          list(
            'Card processing is paid by the platform, not deducted from your share.',
            'A refunded or charged-back sale is taken back from your balance, or from your next transfers when it had already been paid.',
          ),
        ],
      },
    ],
  };
}

export default function PayoutsGuidePage() {
  const { data } = useGetPaymentsConfigQuery();
  return (
    <LegalDocumentView
      doc={payoutsGuide({
        feePercent: data?.platformFeePercent ?? 0,
        holdSeconds: data?.payoutHoldSeconds ?? 7 * 86_400,
      })}
    />
  );
}
