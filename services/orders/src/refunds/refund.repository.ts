import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConflictError, NotFoundError, Outbox, queryRows } from '@pitstop/common';
import {
  AdminAuditEvents,
  OrderMessages,
  OrdersRefundEvents,
  REFUND_MESSAGES,
  type PaymentProviderName,
  type RefundReason,
} from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { chooseRefundLines, type RefundLineChoice } from './refund-rules.js';

/** An order with an open dispute. */
interface DisputedOrderRow {
  orderId: string;
}

/** A paid order in the admin list. */
interface AdminOrderRow {
  id: string;
  buyerId: string;
}

/** Who bought an order. */
interface OrderBuyerRow {
  buyerId: string;
}

/** The card brand kept on an order's payment. */
interface CardBrandRow {
  cardBrand: string | null;
}

/** The order held for a refund, before its lines and refunds so far are read. */
type HeldOrderRow = Omit<RefundableOrder, 'lines' | 'refundedCents' | 'openDispute'>;

/** One line of the held order. */
type HeldOrderLineRow = RefundableOrder['lines'][number];

/** A refund just written. */
interface WrittenRefundRow {
  id: string;
  createdAt: Date;
}

/** The order a refund or a dispute acts on, held (FOR UPDATE) for the transaction. */
export interface RefundableOrder {
  orderId: string;
  number: string;
  buyerId: string;
  status: string;
  platformFeeCents: number;
  currency: string;
  provider: PaymentProviderName;
  providerPaymentId: string | null;
  openDispute: boolean;
  lines: {
    listingId: string;
    sellerId: string;
    title: string;
    priceCents: number;
    refunded: boolean;
  }[];
  /** Refunded so far (our refunds and the provider's), in cents. */
  refundedCents: number;
}

export interface RefundRow {
  id: string;
  orderId: string;
  amountCents: number;
  currency: string;
  reason: RefundReason;
  createdAt: Date;
  modelIds: string[];
}

/** A seller's share taken back by a refund: the negative ledger line written for it. */
export interface SellerReversal {
  refundId: string;
  orderId: string;
  sellerId: string;
  /** Positive: what the seller gives back (the ledger line holds its negative). */
  amountCents: number;
  currency: string;
}

export type RefundApplied =
  | { applied: true; refund: RefundRow; reversals: SellerReversal[] }
  | {
      applied: false;
      reason: 'already-processed' | 'nothing-to-refund' | 'unknown-order' | 'replayed';
    };

/**
 * Refunds and disputes, each in one transaction that holds the order's row: an admin's refund,
 * the provider's webhook for it and a dispute queue there, so a line is refunded once, a
 * webhook event (its id in processed_webhook_event) applies once, and the entitlements, the
 * refund, its ledger reversal and its events commit together or not at all.
 */
@Injectable()
export class RefundRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Refunds lines of an order. `choose` picks them from the held order (or refuses); `atProvider`
   * moves the money (an admin's refund; absent when the provider has refunded already) and runs
   * inside the transaction, so a provider's refund webhook arriving meanwhile waits for it.
   */
  refund(input: {
    orderId?: string;
    providerPaymentId?: string;
    provider: PaymentProviderName;
    reason: RefundReason;
    actorId?: string;
    eventId?: string;
    /** An admin request's idempotency scope: a refund made under it already is not made again. */
    idempotencyKey?: string;
    choose: (order: RefundableOrder) => RefundLineChoice | null;
    atProvider?: (order: RefundableOrder, amountCents: number) => Promise<string>;
  }): Promise<RefundApplied> {
    return this.dataSource.transaction(async (manager) => {
      if (input.eventId && !(await this.markProcessed(manager, input.eventId, input.reason)))
        return { applied: false, reason: 'already-processed' };
      const order = await this.hold(manager, input);
      if (!order) {
        if (input.orderId) throw new NotFoundError(OrderMessages.orderNotFound);
        return { applied: false, reason: 'unknown-order' };
      }
      if (input.idempotencyKey && (await this.madeUnder(manager, order, input.idempotencyKey)))
        return { applied: false, reason: 'replayed' };
      const choice = input.choose(order);
      if (!choice) return { applied: false, reason: 'nothing-to-refund' };
      const providerRefundId = input.atProvider
        ? await input.atProvider(order, choice.amountCents)
        : null;
      return this.write(manager, order, choice, input, providerRefundId);
    });
  }

  /** A dispute opened: the buyer's files of the order are suspended until it closes. */
  disputeOpened(
    provider: PaymentProviderName,
    event: { eventId: string; providerPaymentId: string; disputeId: string },
  ): Promise<'applied' | 'already-processed' | 'unknown-order'> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.markProcessed(manager, event.eventId, 'charge.dispute.created')))
        return 'already-processed';
      const order = await this.hold(manager, {
        provider,
        providerPaymentId: event.providerPaymentId,
      });
      if (!order) return 'unknown-order';
      await manager.query(
        `INSERT INTO orders.dispute (id, order_id, status) VALUES ($1, $2, 'open')
         ON CONFLICT (id) DO NOTHING`,
        [event.disputeId, order.orderId],
      );
      await manager.query(`DELETE FROM orders.entitlement WHERE order_id = $1 AND user_id = $2`, [
        order.orderId,
        order.buyerId,
      ]);
      return 'applied';
    });
  }

  /**
   * A dispute closed: won gives the buyer back the files not refunded; lost ends them for good
   * and reverses the sellers' share of the lines not refunded (the bank took the money back).
   */
  disputeClosed(
    provider: PaymentProviderName,
    event: { eventId: string; providerPaymentId: string; disputeId: string; won: boolean },
  ): Promise<RefundApplied | { applied: false; reason: 'restored' }> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.markProcessed(manager, event.eventId, 'charge.dispute.closed')))
        return { applied: false, reason: 'already-processed' };
      const order = await this.hold(manager, {
        provider,
        providerPaymentId: event.providerPaymentId,
      });
      if (!order) return { applied: false, reason: 'unknown-order' };
      await manager.query(
        `INSERT INTO orders.dispute (id, order_id, status, closed_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, closed_at = now()`,
        [event.disputeId, order.orderId, event.won ? 'won' : 'lost'],
      );
      if (event.won) {
        await manager.query(
          `INSERT INTO orders.entitlement (user_id, listing_id, order_id)
           SELECT $2, l.listing_id, l.order_id FROM orders.order_line l
           WHERE l.order_id = $1 AND NOT EXISTS (SELECT 1 FROM orders.refund_line r
             WHERE r.order_id = l.order_id AND r.listing_id = l.listing_id)
           ON CONFLICT (user_id, listing_id) DO NOTHING`,
          [order.orderId, order.buyerId],
        );
        return { applied: false, reason: 'restored' };
      }
      // The dispute is closed now; what is left of the order goes back to the bank.
      const choice = order.lines.some((l) => !l.refunded)
        ? chooseRefundLines({ ...order, openDispute: false }, { lineIds: undefined })
        : null;
      if (!choice) return { applied: false, reason: 'nothing-to-refund' };
      return this.write(manager, order, choice, { reason: 'dispute-lost' }, null);
    });
  }

  /** The refunds of these orders, oldest first, with their lines; and which are disputed now. */
  async ofOrders(orderIds: string[]): Promise<{ refunds: RefundRow[]; disputed: Set<string> }> {
    if (orderIds.length === 0) return { refunds: [], disputed: new Set() };
    const refunds = await queryRows<RefundRow>(
      this.dataSource,
      `SELECT r.id, r.order_id AS "orderId", r.amount_cents AS "amountCents", r.currency,
         r.reason, r.created_at AS "createdAt",
         COALESCE(array_agg(l.listing_id::text) FILTER (WHERE l.listing_id IS NOT NULL), '{}')
           AS "modelIds"
       FROM orders.refund r LEFT JOIN orders.refund_line l ON l.refund_id = r.id
       WHERE r.order_id = ANY($1::uuid[])
       GROUP BY r.id ORDER BY r.created_at, r.id`,
      [orderIds],
    );
    const disputed = await queryRows<DisputedOrderRow>(
      this.dataSource,
      `SELECT DISTINCT order_id AS "orderId" FROM orders.dispute
       WHERE order_id = ANY($1::uuid[]) AND status = 'open'`,
      [orderIds],
    );
    return { refunds, disputed: new Set(disputed.map((d) => d.orderId)) };
  }

  /** Paid orders for the admin list, newest first: by number, by buyers, or all. */
  async adminPage(query: {
    number?: number;
    buyerIds?: string[];
    limit: number;
    offset: number;
  }): Promise<{ items: { id: string; buyerId: string }[]; total: number }> {
    const where = [`o.status = 'paid'`];
    const params: unknown[] = [];
    if (query.number !== undefined) {
      params.push(String(query.number));
      where.push(`o.number = $${params.length}::bigint`);
    }
    if (query.buyerIds) {
      params.push(query.buyerIds);
      where.push(`o.buyer_id = ANY($${params.length}::uuid[])`);
    }
    const clause = where.join(' AND ');
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM orders.purchase_order o WHERE ${clause}`,
      params,
    )) as [{ total: number }];
    const items = await queryRows<AdminOrderRow>(
      this.dataSource,
      `SELECT o.id, o.buyer_id AS "buyerId" FROM orders.purchase_order o WHERE ${clause}
       ORDER BY o.paid_at DESC, o.number DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, query.offset],
    );
    return { items, total };
  }

  async buyerOf(orderId: string): Promise<string | null> {
    const [row] = await queryRows<OrderBuyerRow>(
      this.dataSource,
      `SELECT buyer_id AS "buyerId" FROM orders.purchase_order WHERE id = $1`,
      [orderId],
    );
    return row?.buyerId ?? null;
  }

  /** The card's brand as the provider told it, kept on the payment for the next receipt. */
  async rememberCard(orderId: string, card: { brand: string | null; last4: string | null }) {
    await this.dataSource.query(
      `UPDATE orders.payment SET card_brand = $2, card_last4 = COALESCE(card_last4, $3)
       WHERE order_id = $1`,
      [orderId, card.brand, card.last4],
    );
  }

  async cardBrandOf(orderId: string): Promise<string | null> {
    const [row] = await queryRows<CardBrandRow>(
      this.dataSource,
      `SELECT card_brand AS "cardBrand" FROM orders.payment WHERE order_id = $1`,
      [orderId],
    );
    return row?.cardBrand ?? null;
  }

  flush(): Promise<void> {
    return this.outbox.flush();
  }

  /** True the first time an event id is seen (in the transaction that applies it). */
  private async markProcessed(manager: EntityManager, eventId: string, type: string) {
    const rows = (await manager.query(
      `INSERT INTO orders.processed_webhook_event (id, type) VALUES ($1, $2)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [eventId, type],
    )) as unknown[];
    return rows.length > 0;
  }

  private async hold(
    manager: EntityManager,
    key: { orderId?: string; provider: PaymentProviderName; providerPaymentId?: string },
  ): Promise<RefundableOrder | null> {
    const [order] = await queryRows<HeldOrderRow>(
      manager,
      `SELECT o.id AS "orderId", o.number, o.buyer_id AS "buyerId", o.status,
         o.platform_fee_cents AS "platformFeeCents", o.currency, p.provider,
         p.provider_payment_id AS "providerPaymentId"
       FROM orders.purchase_order o JOIN orders.payment p ON p.order_id = o.id
       WHERE ${key.orderId ? 'o.id = $1' : 'p.provider = $2 AND p.provider_payment_id = $1'}
       FOR UPDATE OF o`,
      key.orderId ? [key.orderId] : [key.providerPaymentId, key.provider],
    );
    if (!order) return null;
    const lines = await queryRows<HeldOrderLineRow>(
      manager,
      `SELECT l.listing_id AS "listingId", l.seller_id AS "sellerId", l.title,
         l.price_cents AS "priceCents", (r.listing_id IS NOT NULL) AS refunded
       FROM orders.order_line l
         LEFT JOIN orders.refund_line r ON r.order_id = l.order_id AND r.listing_id = l.listing_id
       WHERE l.order_id = $1 ORDER BY l.position`,
      [order.orderId],
    );
    const [{ refunded, disputes }] = (await manager.query(
      `SELECT (SELECT COALESCE(sum(amount_cents), 0)::int FROM orders.refund
                WHERE order_id = $1 AND reason <> 'dispute-lost') AS refunded,
              (SELECT count(*)::int FROM orders.dispute
                WHERE order_id = $1 AND status = 'open') AS disputes`,
      [order.orderId],
    )) as [{ refunded: number; disputes: number }];
    return { ...order, lines, refundedCents: refunded, openDispute: disputes > 0 };
  }

  /** Whether a refund of this (held) order was made under this idempotency key. */
  private async madeUnder(
    manager: EntityManager,
    order: RefundableOrder,
    idempotencyKey: string,
  ): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `SELECT id FROM orders.refund WHERE order_id = $1 AND idempotency_key = $2`,
      [order.orderId, idempotencyKey],
    );
    return rows.length > 0;
  }

  private async write(
    manager: EntityManager,
    order: RefundableOrder,
    choice: RefundLineChoice,
    made: { reason: RefundReason; actorId?: string; idempotencyKey?: string },
    providerRefundId: string | null,
  ): Promise<RefundApplied> {
    const { reason, actorId } = made;
    const [refund] = await queryRows<WrittenRefundRow>(
      manager,
      `INSERT INTO orders.refund (order_id, provider, provider_refund_id, amount_cents, currency,
         reason, actor_id, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING id, created_at AS "createdAt"`,
      [
        order.orderId,
        order.provider,
        providerRefundId,
        choice.amountCents,
        order.currency,
        reason,
        actorId ?? null,
        made.idempotencyKey ?? null,
      ],
    );
    const refundId = refund!.id;
    const modelIds = choice.lines.map((l) => l.listingId);
    if (modelIds.length) {
      try {
        await manager.query(
          `INSERT INTO orders.refund_line (order_id, listing_id, refund_id)
           SELECT $1, unnest($2::uuid[]), $3`,
          [order.orderId, modelIds, refundId],
        );
      } catch (err) {
        // The order's row is held, so this is a second writer we did not foresee: refuse.
        if ((err as { code?: string }).code === '23505')
          throw new ConflictError(REFUND_MESSAGES.alreadyRefunded);
        throw err;
      }
      await manager.query(
        `DELETE FROM orders.entitlement
         WHERE user_id = $1 AND order_id = $2 AND listing_id = ANY($3::uuid[])`,
        [order.buyerId, order.orderId, modelIds],
      );
    }
    const bySeller = new Map<string, number>();
    for (const line of choice.lines)
      bySeller.set(line.sellerId, (bySeller.get(line.sellerId) ?? 0) + line.priceCents);
    const reversals: SellerReversal[] = [...bySeller].map(([sellerId, amountCents]) => ({
      refundId,
      orderId: order.orderId,
      sellerId,
      amountCents,
      currency: order.currency,
    }));
    for (const r of reversals)
      await manager.query(
        `INSERT INTO orders.ledger_entry (order_id, seller_id, amount_cents, currency, refund_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [r.orderId, r.sellerId, -r.amountCents, r.currency, r.refundId],
      );
    const refundedAt = new Date(refund!.createdAt).toISOString();
    if (reason !== 'dispute-lost')
      await this.outbox.enqueue(manager, OrdersRefundEvents.orderRefunded, {
        orderId: order.orderId,
        number: Number(order.number),
        buyerId: order.buyerId,
        refundId,
        reason,
        lines: choice.lines.map((l) => ({
          modelId: l.listingId,
          title: l.title,
          sellerId: l.sellerId,
          priceCents: l.priceCents,
        })),
        amountCents: choice.amountCents,
        currency: order.currency,
        refundedAt,
      });
    if (reason === 'admin' && actorId)
      await this.outbox.enqueue(manager, AdminAuditEvents.orders, {
        id: randomUUID(),
        at: refundedAt,
        actorId,
        action: 'order.refunded',
        targetType: 'order',
        targetId: order.orderId,
        targetLabel: `Order #${order.number}`,
        details: {
          amountCents: choice.amountCents,
          currency: order.currency,
          lines: choice.lines.map((l) => l.title).join(', '),
          refundId,
        },
      });
    return {
      applied: true,
      refund: {
        id: refundId,
        orderId: order.orderId,
        amountCents: choice.amountCents,
        currency: order.currency,
        reason,
        createdAt: refund!.createdAt,
        modelIds,
      },
      reversals,
    };
  }
}
