import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The paid order lines the catalog has counted into its listings' earnings, one row per order
 * and listing: an orders.order.paid event delivered again finds its lines here and adds nothing.
 */
export class ListingSales1796000000000 implements MigrationInterface {
  name = 'ListingSales1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog"."listing_sale" ("order_id" uuid NOT NULL, "listing_id" uuid NOT NULL,
        "price_cents" integer NOT NULL, "sold_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "CHK_listing_sale_price" CHECK ("price_cents" >= 0),
        CONSTRAINT "PK_listing_sale" PRIMARY KEY ("order_id", "listing_id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."listing_sale"`);
  }
}
