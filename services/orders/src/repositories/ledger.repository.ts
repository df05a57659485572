import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface ListingSalesRow {
  listingId: string;
  title: string;
  slug: string;
  sales: number;
  earningsCents: number;
  lastSoldAt: Date;
}

/** The sellers' ledger (written only by fulfilment) and what it adds up to. */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async total(sellerId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(sum(amount_cents), 0)::bigint AS total FROM orders.ledger_entry
       WHERE seller_id = $1`,
      [sellerId],
    )) as { total: string }[];
    return Number(row!.total);
  }

  /** Sales per listing from the paid orders' lines; the latest title each was sold under. */
  salesByListing(sellerId: string): Promise<ListingSalesRow[]> {
    return this.dataSource.query(
      `SELECT l.listing_id AS "listingId",
         (array_agg(l.title ORDER BY o.paid_at DESC))[1] AS title,
         (array_agg(l.slug ORDER BY o.paid_at DESC))[1] AS slug,
         count(*)::int AS sales, sum(l.price_cents)::float8 AS "earningsCents",
         max(o.paid_at) AS "lastSoldAt"
       FROM orders.order_line l JOIN orders.purchase_order o ON o.id = l.order_id
       WHERE l.seller_id = $1 AND o.status = 'paid'
         -- A refunded line is no sale (refunds/: its ledger reversal takes the money back).
         AND NOT EXISTS (SELECT 1 FROM orders.refund_line r
           WHERE r.order_id = l.order_id AND r.listing_id = l.listing_id)
       GROUP BY l.listing_id ORDER BY sales DESC, "earningsCents" DESC, l.listing_id`,
      [sellerId],
    ) as Promise<ListingSalesRow[]>;
  }
}
