import type { ChargeEvent } from '../payment-provider.js';

/**
 * TEST MODE's refund and dispute notifications, as Stripe's charge.* events (what a test or a
 * support tool signs with the test provider's secret): `{ id, type, paymentId, … }`.
 */
export interface TestChargeEventBody {
  id: string;
  type: 'charge.refunded' | 'charge.dispute.created' | 'charge.dispute.closed';
  paymentId: string;
  amountRefundedCents?: number;
  disputeId?: string;
  status?: 'won' | 'lost';
}

export function readTestChargeEvent(body: string): ChargeEvent | null {
  const event = JSON.parse(body) as Partial<TestChargeEventBody>;
  if (typeof event.id !== 'string' || typeof event.paymentId !== 'string') return null;
  const base = { eventId: event.id, providerPaymentId: event.paymentId };
  switch (event.type) {
    case 'charge.refunded':
      return { kind: 'refunded', ...base, amountRefundedCents: Number(event.amountRefundedCents) };
    case 'charge.dispute.created':
      return { kind: 'dispute-created', ...base, disputeId: String(event.disputeId) };
    case 'charge.dispute.closed':
      return {
        kind: 'dispute-closed',
        ...base,
        disputeId: String(event.disputeId),
        won: event.status !== 'lost',
      };
    default:
      return null;
  }
}
