import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConnectStandIn } from './stripe-connect-stand-in.js';
import { RefundsStandIn } from './stripe-refunds-stand-in.js';

/** A PaymentIntent as the stand-in keeps it: the fields the SDK and orders read. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  livemode: false;
}

/**
 * A local stand-in for the few Stripe API calls orders makes (create, retrieve and cancel a
 * PaymentIntent), so the real SDK runs against it (its host/port/protocol options). It honours
 * Idempotency-Key as Stripe does, and makes the events a test then signs and posts as webhooks.
 */
export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  /** Connect: accounts, account and login links, transfers. */
  readonly connect = new ConnectStandIn();
  /** Refunds and disputes (refunds/). */
  readonly refunds = new RefundsStandIn(this.intents);
  /** Every call as it arrived: method, path, idempotency key. */
  readonly calls: { method: string; path: string; idempotencyKey?: string }[] = [];
  private readonly byKey = new Map<string, string>();
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The buyer's card went through (Stripe's side of a payment): the event Stripe would send. */
  succeed(id: string): string {
    const intent = this.intents.get(id)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    return this.event('payment_intent.succeeded', intent);
  }

  fail(id: string, message: string): string {
    const intent = this.intents.get(id)!;
    intent.last_payment_error = { message };
    return this.event('payment_intent.payment_failed', intent);
  }

  event(type: string, intent: StandInIntent): string {
    return JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: { ...intent } },
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = new URLSearchParams(await readBody(req));
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.calls.push({ method: req.method ?? '', path, idempotencyKey });
    if (req.headers.authorization !== 'Bearer sk_test_stand_in')
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'bad key' } });
    if (this.connect.handle(req.method ?? '', path, body, idempotencyKey, res)) return;
    if (this.refunds.handle(req.method ?? '', path, body, idempotencyKey, res)) return;

    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const known = idempotencyKey && this.byKey.get(idempotencyKey);
      if (known) return send(res, 200, this.intents.get(known));
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        amount_received: 0,
        currency: body.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: Object.fromEntries(
          [...body.entries()]
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        ),
        last_payment_error: null,
        livemode: false,
      };
      this.intents.set(id, intent);
      if (idempotencyKey) this.byKey.set(idempotencyKey, id);
      return send(res, 200, intent);
    }
    const intent = one && this.intents.get(one[1]!);
    if (!intent)
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: `No such payment_intent` },
      });
    if (req.method === 'GET' && !one[2]) return send(res, 200, intent);
    if (req.method === 'POST' && one[2]) {
      if (intent.status === 'succeeded')
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'already succeeded' },
        });
      intent.status = 'canceled';
      return send(res, 200, intent);
    }
    send(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request' } });
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' });
  res.end(JSON.stringify(body));
}
