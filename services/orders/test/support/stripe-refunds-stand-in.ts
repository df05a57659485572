import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

interface RefundableIntent {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

/**
 * Refunds and disputes on the stand-in (StripeStandIn routes POST /v1/refunds here), with
 * Idempotency-Key honoured as Stripe does, and the charge.* events Stripe would send for a
 * refund made in its dashboard or a dispute, for a test to sign and post.
 */
export class RefundsStandIn {
  readonly refunds = new Map<string, StandInRefund>();
  private readonly byKey = new Map<string, string>();

  constructor(private readonly intents: Map<string, RefundableIntent>) {}

  refundedOf(intentId: string): number {
    return [...this.refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
  }

  /** A refund made in Stripe's dashboard: recorded, and the charge.refunded event for it. */
  refundInDashboard(intentId: string, amount: number): string {
    this.create(intentId, amount, {});
    return this.chargeEvent('charge.refunded', intentId);
  }

  chargeEvent(type: 'charge.refunded', intentId: string): string {
    const intent = this.intents.get(intentId)!;
    return envelope(type, {
      id: `ch_${intentId.slice(3)}`,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: this.refundedOf(intentId),
      currency: intent.currency,
      payment_intent: intentId,
      refunded: this.refundedOf(intentId) >= intent.amount,
    });
  }

  disputeEvent(
    type: 'charge.dispute.created' | 'charge.dispute.closed',
    intentId: string,
    disputeId: string,
    status: 'needs_response' | 'won' | 'lost',
  ): string {
    const intent = this.intents.get(intentId)!;
    return envelope(type, {
      id: disputeId,
      object: 'dispute',
      amount: intent.amount,
      currency: intent.currency,
      charge: `ch_${intentId.slice(3)}`,
      payment_intent: intentId,
      status,
    });
  }

  handle(
    method: string,
    path: string,
    body: URLSearchParams,
    idempotencyKey: string | undefined,
    res: ServerResponse,
  ): boolean {
    if (method !== 'POST' || path !== '/v1/refunds') return false;
    const known = idempotencyKey && this.byKey.get(idempotencyKey);
    if (known) return answer(res, 200, this.refunds.get(known));
    const intentId = body.get('payment_intent') ?? '';
    const intent = this.intents.get(intentId);
    if (!intent || intent.status !== 'succeeded')
      return answer(res, 400, {
        error: { type: 'invalid_request_error', message: 'This PaymentIntent has no charge' },
      });
    const amount = Number(body.get('amount') ?? intent.amount - this.refundedOf(intentId));
    if (amount <= 0 || this.refundedOf(intentId) + amount > intent.amount)
      return answer(res, 400, {
        error: { type: 'invalid_request_error', message: 'Refund amount is greater than charge' },
      });
    const metadata = Object.fromEntries(
      [...body.entries()]
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
    const refund = this.create(intentId, amount, metadata);
    if (idempotencyKey) this.byKey.set(idempotencyKey, refund.id);
    return answer(res, 200, refund);
  }

  private create(intentId: string, amount: number, metadata: Record<string, string>) {
    const intent = this.intents.get(intentId)!;
    const refund: StandInRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      metadata,
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }
}

function envelope(type: string, object: unknown): string {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

function answer(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' });
  res.end(JSON.stringify(body));
  return true;
}
