import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** A connected account as the stand-in keeps it: the fields the SDK and orders read. */
export interface StandInAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  details_submitted: boolean;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  capabilities: { transfers: 'active' | 'inactive' | 'pending' };
  requirements: { currently_due: string[]; past_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
}

export interface StandInTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  amount_reversed: number;
  reversals: { id: string; amount: number }[];
}

/**
 * Stripe Connect's side of the stand-in (StripeStandIn routes /v1/accounts…, /v1/account_links
 * and /v1/transfers here): Express accounts, onboarding and dashboard links, and transfers, with
 * Idempotency-Key honoured as Stripe honours it (a retry answers the first object).
 */
export class ConnectStandIn {
  readonly accounts = new Map<string, StandInAccount>();
  readonly transfers = new Map<string, StandInTransfer>();
  private readonly byKey = new Map<string, unknown>();
  /** What each account paid out to its bank so far. */
  private readonly paidOut = new Map<string, number>();

  /** The account's balance: its transfers less reversals less what went to its bank. */
  balanceOf(id: string): number {
    let balance = -(this.paidOut.get(id) ?? 0);
    for (const t of this.transfers.values())
      if (t.destination === id) balance += t.amount - t.amount_reversed;
    return balance;
  }

  /** Stripe's automatic payout: the account's whole balance leaves for the seller's bank. */
  payOut(id: string): void {
    this.paidOut.set(id, (this.paidOut.get(id) ?? 0) + this.balanceOf(id));
  }

  /** The seller finished Stripe's forms: the account as account.updated would carry it. */
  activate(id: string): StandInAccount {
    return Object.assign(this.accounts.get(id)!, {
      details_submitted: true,
      payouts_enabled: true,
      charges_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
  }

  /** Stripe wants more before it lets the account be paid. */
  restrict(id: string, due: string[]): StandInAccount {
    return Object.assign(this.accounts.get(id)!, {
      details_submitted: true,
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
      requirements: { currently_due: due, past_due: due, disabled_reason: 'requirements.past_due' },
    });
  }

  /** The account.updated event Stripe would send about the account as it now is. */
  accountUpdated(id: string): string {
    return JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'account.updated',
      account: id,
      data: { object: { ...this.accounts.get(id)! } },
    });
  }

  /** Answers the request when it is a Connect call; false leaves it to the PaymentIntents part. */
  handle(
    method: string,
    path: string,
    body: URLSearchParams,
    idempotencyKey: string | undefined,
    res: ServerResponse,
  ): boolean {
    const once = (make: () => unknown) => {
      const known = idempotencyKey && this.byKey.get(idempotencyKey);
      const made = known || make();
      if (idempotencyKey) this.byKey.set(idempotencyKey, made);
      send(res, 200, made);
      return true;
    };
    if (method === 'POST' && path === '/v1/accounts')
      return once(() => {
        const account: StandInAccount = {
          id: `acct_${randomBytes(8).toString('hex')}`,
          object: 'account',
          type: 'express',
          email: body.get('email'),
          details_submitted: false,
          payouts_enabled: false,
          charges_enabled: false,
          capabilities: { transfers: 'inactive' },
          requirements: {
            currently_due: ['external_account', 'tos_acceptance.date'],
            past_due: [],
            disabled_reason: 'requirements.past_due',
          },
          metadata: mapOf(body, 'metadata'),
        };
        this.accounts.set(account.id, account);
        return account;
      });
    const login = /^\/v1\/accounts\/([^/]+)\/login_links$/.exec(path);
    if (method === 'POST' && login) {
      if (!this.accounts.has(login[1]!)) return noSuch(res, 'account');
      send(res, 200, {
        object: 'login_link',
        url: `https://connect.stripe.com/express/${login[1]}/stand_in`,
      });
      return true;
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = body.get('account') ?? '';
      if (!this.accounts.has(account)) return noSuch(res, 'account');
      return once(() => ({
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${account}/${randomBytes(6).toString('hex')}`,
        return_url: body.get('return_url'),
        refresh_url: body.get('refresh_url'),
        type: body.get('type'),
      }));
    }
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (method === 'POST' && reversal) {
      const transfer = this.transfers.get(reversal[1]!);
      if (!transfer) return noSuch(res, 'transfer');
      const known = idempotencyKey && this.byKey.has(idempotencyKey);
      // Stripe reverses a transfer_group transfer only when the account's balance covers it.
      if (
        !known &&
        Number(body.get('amount') ?? transfer.amount) > this.balanceOf(transfer.destination)
      ) {
        send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'insufficient_funds',
            message: 'Insufficient funds in the destination account to reverse this transfer.',
          },
        });
        return true;
      }
      return once(() => {
        const amount = Number(body.get('amount') ?? transfer.amount);
        const made = {
          id: `trr_${randomBytes(12).toString('hex')}`,
          object: 'transfer_reversal',
          amount,
          transfer: transfer.id,
        };
        transfer.reversals.push(made);
        transfer.amount_reversed += amount;
        transfer.reversed = transfer.amount_reversed >= transfer.amount;
        return made;
      });
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = body.get('destination') ?? '';
      const account = this.accounts.get(destination);
      if (!account || account.capabilities.transfers !== 'active')
        return noSuch(res, 'destination account that can receive transfers');
      return once(() => {
        const transfer: StandInTransfer = {
          id: `tr_${randomBytes(12).toString('hex')}`,
          object: 'transfer',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? 'usd',
          destination,
          transfer_group: body.get('transfer_group'),
          metadata: mapOf(body, 'metadata'),
          reversed: false,
          amount_reversed: 0,
          reversals: [],
        };
        this.transfers.set(transfer.id, transfer);
        return transfer;
      });
    }
    return false;
  }
}

const mapOf = (body: URLSearchParams, name: string) =>
  Object.fromEntries(
    [...body.entries()]
      .filter(([k]) => k.startsWith(`${name}[`))
      .map(([k, v]) => [k.slice(name.length + 1, -1), v]),
  );

function noSuch(res: ServerResponse, what: string): true {
  send(res, 400, { error: { type: 'invalid_request_error', message: `No such ${what}` } });
  return true;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' });
  res.end(JSON.stringify(body));
}
