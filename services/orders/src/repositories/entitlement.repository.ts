import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface EntitlementRow {
  listingId: string;
  orderId: string;
  title: string;
  slug: string;
  grantedAt: Date;
}

/** Who may download what (written only by fulfilment). */
@Injectable()
export class EntitlementRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(userId: string, listingId: string): Promise<EntitlementRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT e.listing_id AS "listingId", e.order_id AS "orderId", l.title, l.slug,
         e.granted_at AS "grantedAt"
       FROM orders.entitlement e
         JOIN orders.order_line l ON l.order_id = e.order_id AND l.listing_id = e.listing_id
       WHERE e.user_id = $1 AND e.listing_id = $2`,
      [userId, listingId],
    )) as EntitlementRow[];
    return row;
  }

  /** Which of these listings the user owns already. */
  async ownedAmong(userId: string, listingIds: string[]): Promise<Set<string>> {
    if (listingIds.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT listing_id AS "listingId" FROM orders.entitlement
       WHERE user_id = $1 AND listing_id = ANY($2::uuid[])`,
      [userId, listingIds],
    )) as { listingId: string }[];
    return new Set(rows.map((r) => r.listingId));
  }

  /** Everyone who bought the listing. */
  async holders(listingId: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT user_id AS "userId" FROM orders.entitlement WHERE listing_id = $1`,
      [listingId],
    )) as { userId: string }[];
    return rows.map((row) => row.userId);
  }

  list(userId: string): Promise<EntitlementRow[]> {
    return this.dataSource.query(
      `SELECT e.listing_id AS "listingId", e.order_id AS "orderId", l.title, l.slug,
         e.granted_at AS "grantedAt"
       FROM orders.entitlement e
         JOIN orders.order_line l ON l.order_id = e.order_id AND l.listing_id = e.listing_id
       WHERE e.user_id = $1 ORDER BY e.granted_at DESC, e.listing_id`,
      [userId],
    ) as Promise<EntitlementRow[]>;
  }
}
