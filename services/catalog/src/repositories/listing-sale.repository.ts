import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderPaidEvent } from '@pitstop/contracts';
import { DataSource } from 'typeorm';

/** Paid orders counted into the listings' earnings (the seller's Total Earnings on cards). */
@Injectable()
export class ListingSaleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds each line's price to its listing's earnings, once per order and listing however often
   * the event comes. Returns how many lines were new. The listings are locked first, in id
   * order, before their sale rows (the order every listing writer keeps).
   */
  async recordPaidOrder(event: OrderPaidEvent): Promise<number> {
    const ids = [...new Set(event.lines.map((line) => line.modelId))];
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `SELECT id FROM catalog.listing WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
        [ids],
      );
      // pg answers an INSERT … RETURNING through TypeORM as its rows.
      const added = (await manager.query(
        `INSERT INTO catalog.listing_sale (order_id, listing_id, price_cents, sold_at)
         SELECT $1, l."modelId", l."priceCents", $3
         FROM jsonb_to_recordset($2::jsonb) AS l("modelId" uuid, "priceCents" int)
         ON CONFLICT DO NOTHING RETURNING listing_id, price_cents`,
        [event.orderId, JSON.stringify(event.lines), event.paidAt],
      )) as { listing_id: string; price_cents: number }[];
      if (added.length > 0)
        await manager.query(
          `UPDATE catalog.listing l SET total_earnings_cents = l.total_earnings_cents + s.cents
           FROM (SELECT listing_id, sum(price_cents) AS cents
                 FROM jsonb_to_recordset($1::jsonb) AS a(listing_id uuid, price_cents int)
                 GROUP BY listing_id) s
           WHERE l.id = s.listing_id`,
          [JSON.stringify(added)],
        );
      return added.length;
    });
  }
}
