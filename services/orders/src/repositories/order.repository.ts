import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ORDER_LIMITS, type OrderStatus, type PaymentProviderName } from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { cartSignature } from '../domain/cart-signature.js';
import { selectCartItems } from './cart.repository.js';

export interface OrderRow {
  id: string;
  number: string;
  buyerId: string;
  status: OrderStatus;
  subtotalCents: number;
  platformFeeCents: number;
  totalCents: number;
  currency: string;
  createdAt: Date;
  paidAt: Date | null;
}

export interface OrderLineRow {
  orderId: string;
  listingId: string;
  sellerId: string;
  sellerName: string;
  title: string;
  slug: string;
  priceCents: number;
}

export interface PaymentRow {
  id: string;
  orderId: string;
  provider: PaymentProviderName;
  providerPaymentId: string | null;
  clientSecret: string | null;
  amountCents: number;
  currency: string;
  status: 'creating' | 'pending' | 'succeeded' | 'cancelled';
  failureMessage: string | null;
  cardLast4: string | null;
}

export interface OrderWithLines extends OrderRow {
  lines: OrderLineRow[];
  payment: PaymentRow | null;
}

/** The pending order for a cart, and the provider payments a newer cart replaced. */
export interface OpenOrder {
  order: OrderRow;
  payment: PaymentRow;
  replacedPayments: { provider: PaymentProviderName; providerPaymentId: string }[];
}

const ORDER_COLUMNS = `o.id, o.number, o.buyer_id AS "buyerId", o.status,
  o.subtotal_cents AS "subtotalCents", o.platform_fee_cents AS "platformFeeCents",
  o.total_cents AS "totalCents", o.currency, o.created_at AS "createdAt", o.paid_at AS "paidAt"`;
const LINE_COLUMNS = `order_id AS "orderId", listing_id AS "listingId", seller_id AS "sellerId",
  seller_name AS "sellerName", title, slug, price_cents AS "priceCents"`;
export const PAYMENT_COLUMNS = `p.id, p.order_id AS "orderId", p.provider,
  p.provider_payment_id AS "providerPaymentId", p.client_secret AS "clientSecret",
  p.amount_cents AS "amountCents", p.currency, p.status, p.failure_message AS "failureMessage",
  p.card_last4 AS "cardLast4"`;

/** Orders, their lines and their payments, up to the provider's answer. */
@Injectable()
export class OrderRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The buyer's pending order for the cart as it now is: the one already made for the same
   * listings and prices, else a new one (any other pending order of theirs is cancelled: the
   * cart changed since). Checkouts of one cart queue on its row, so two tabs get one order.
   * Null when the cart is empty.
   */
  openOrderForCart(buyerId: string, provider: PaymentProviderName): Promise<OpenOrder | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO orders.cart (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
        [buyerId],
      );
      await manager.query(`SELECT 1 FROM orders.cart WHERE user_id = $1 FOR UPDATE`, [buyerId]);
      const items = await selectCartItems(manager, buyerId);
      if (items.length === 0) return null;
      const signature = cartSignature(items);

      const [existing] = (await manager.query(
        `SELECT ${ORDER_COLUMNS} FROM orders.purchase_order o
         WHERE o.buyer_id = $1 AND o.status = 'pending' AND o.cart_signature = $2`,
        [buyerId, signature],
      )) as OrderRow[];
      if (existing) {
        const payment = await this.paymentOf(manager, existing.id);
        return { order: existing, payment: payment!, replacedPayments: [] };
      }

      // (A SELECT around the UPDATEs: TypeORM answers a bare UPDATE with [rows, count].)
      const replaced = (await manager.query(
        `WITH cancelled AS (
           UPDATE orders.purchase_order SET status = 'cancelled', updated_at = now()
           WHERE buyer_id = $1 AND status = 'pending' RETURNING id),
         payments AS (
           UPDATE orders.payment p SET status = 'cancelled', updated_at = now()
           FROM cancelled c WHERE p.order_id = c.id AND p.status IN ('creating', 'pending')
           RETURNING p.provider, p.provider_payment_id AS "providerPaymentId")
         SELECT * FROM payments`,
        [buyerId],
      )) as OpenOrder['replacedPayments'];

      const subtotal = items.reduce((sum, item) => sum + item.priceCentsSnapshot, 0);
      const fee = ORDER_LIMITS.platformFeeCents;
      const currency = items[0]!.currency;
      const [order] = (await manager.query(
        `INSERT INTO orders.purchase_order AS o (buyer_id, cart_signature, subtotal_cents,
           platform_fee_cents, total_cents, currency)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ORDER_COLUMNS}`,
        [buyerId, signature, subtotal, fee, subtotal + fee, currency],
      )) as OrderRow[];
      await manager.query(
        `INSERT INTO orders.order_line (order_id, listing_id, position, seller_id, seller_name,
           title, slug, price_cents)
         SELECT $1, * FROM unnest($2::uuid[], $3::smallint[], $4::uuid[], $5::text[], $6::text[],
           $7::text[], $8::int[])`,
        [
          order!.id,
          items.map((i) => i.listingId),
          items.map((_, position) => position),
          items.map((i) => i.sellerId),
          items.map((i) => i.sellerName),
          items.map((i) => i.title),
          items.map((i) => i.slug),
          items.map((i) => i.priceCentsSnapshot),
        ],
      );
      const [payment] = (await manager.query(
        `INSERT INTO orders.payment AS p (order_id, provider, amount_cents, currency)
         VALUES ($1, $2, $3, $4) RETURNING ${PAYMENT_COLUMNS}`,
        [order!.id, provider, order!.totalCents, currency],
      )) as PaymentRow[];
      return {
        order: order!,
        payment: payment!,
        replacedPayments: replaced.filter((p) => p.providerPaymentId !== null),
      };
    });
  }

  /** The provider's payment for an order, once it has answered (the same answer every time). */
  async attachProviderPayment(
    paymentId: string,
    providerPaymentId: string,
    clientSecret: string,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders.payment SET provider_payment_id = $2, client_secret = $3, updated_at = now(),
         status = CASE WHEN status = 'creating' THEN 'pending' ELSE status END
       WHERE id = $1`,
      [paymentId, providerPaymentId, clientSecret],
    );
  }

  async paymentByProviderId(
    provider: PaymentProviderName,
    providerPaymentId: string,
  ): Promise<(PaymentRow & { buyerId: string }) | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS}, o.buyer_id AS "buyerId"
       FROM orders.payment p JOIN orders.purchase_order o ON o.id = p.order_id
       WHERE p.provider = $1 AND p.provider_payment_id = $2`,
      [provider, providerPaymentId],
    )) as (PaymentRow & { buyerId: string })[];
    return row;
  }

  async findForBuyer(orderId: string, buyerId: string): Promise<OrderWithLines | undefined> {
    const [order] = (await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} FROM orders.purchase_order o WHERE o.id = $1 AND o.buyer_id = $2`,
      [orderId, buyerId],
    )) as OrderRow[];
    if (!order) return undefined;
    const [withLines] = await this.withLines([order]);
    return withLines;
  }

  /** The buyer's paid orders, newest first. */
  async listPaid(buyerId: string, limit: number, offset: number): Promise<OrderWithLines[]> {
    const orders = (await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} FROM orders.purchase_order o
       WHERE o.buyer_id = $1 AND o.status = 'paid'
       ORDER BY o.paid_at DESC, o.number DESC LIMIT $2 OFFSET $3`,
      [buyerId, limit, offset],
    )) as OrderRow[];
    return this.withLines(orders);
  }

  private async withLines(orders: OrderRow[]): Promise<OrderWithLines[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [lines, payments] = await Promise.all([
      this.dataSource.query(
        `SELECT ${LINE_COLUMNS} FROM orders.order_line WHERE order_id = ANY($1::uuid[])
         ORDER BY order_id, position`,
        [ids],
      ) as Promise<OrderLineRow[]>,
      this.dataSource.query(
        `SELECT ${PAYMENT_COLUMNS} FROM orders.payment p WHERE p.order_id = ANY($1::uuid[])`,
        [ids],
      ) as Promise<PaymentRow[]>,
    ]);
    return orders.map((order) => ({
      ...order,
      lines: lines.filter((l) => l.orderId === order.id),
      payment: payments.find((p) => p.orderId === order.id) ?? null,
    }));
  }

  private async paymentOf(
    manager: EntityManager,
    orderId: string,
  ): Promise<PaymentRow | undefined> {
    const [payment] = (await manager.query(
      `SELECT ${PAYMENT_COLUMNS} FROM orders.payment p WHERE p.order_id = $1`,
      [orderId],
    )) as PaymentRow[];
    return payment;
  }
}
