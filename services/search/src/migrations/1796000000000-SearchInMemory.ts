import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Postgres engine answers matching, filters, orders and counts from an index in the search
 * service's memory (engines/postgres/memory-index.ts), kept in step with search.listing_doc by
 * transaction ids: every row carries the id of the transaction that last wrote it, and a
 * removal leaves a tombstone with its own, so a replica reads only what changed since its last
 * snapshot's xmin (index on both). The GIN and sort indexes served the SQL plans the memory
 * index replaced: they only slowed writes down, so they go.
 */
export class SearchInMemory1796000000000 implements MigrationInterface {
  name = 'SearchInMemory1796000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "search"."listing_doc" ADD "changed_xid" xid8 NOT NULL DEFAULT pg_current_xact_id()`,
    );
    await q.query(`CREATE INDEX "IDX_doc_changed" ON "search"."listing_doc" ("changed_xid", "id")`);
    await q.query(`CREATE TABLE "search"."listing_removed" (
      "id" uuid PRIMARY KEY,
      "changed_xid" xid8 NOT NULL DEFAULT pg_current_xact_id()
    )`);
    await q.query(
      `CREATE INDEX "IDX_removed_changed" ON "search"."listing_removed" ("changed_xid")`,
    );
    for (const index of DROPPED) await q.query(`DROP INDEX IF EXISTS "search"."${index}"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "search"."listing_removed"`);
    await q.query(`ALTER TABLE "search"."listing_doc" DROP COLUMN "changed_xid"`);
    await q.query(
      `CREATE INDEX "IDX_doc_document" ON "search"."listing_doc" USING gin ("document")`,
    );
    await q.query(
      `CREATE INDEX "IDX_doc_title_vector" ON "search"."listing_doc" USING gin ("title_vector")`,
    );
    await q.query(
      `CREATE INDEX "IDX_doc_vehicle_vector" ON "search"."listing_doc" USING gin ("vehicle_vector")`,
    );
    await q.query(
      `CREATE INDEX "IDX_doc_newest" ON "search"."listing_doc" ("created_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_doc_popular" ON "search"."listing_doc" ("download_count" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_doc_rating" ON "search"."listing_doc" ("rating_avg" DESC, "rating_count" DESC, "id" DESC)`,
    );
    await q.query(`CREATE INDEX "IDX_doc_price" ON "search"."listing_doc" ("price_cents", "id")`);
    await q.query(
      `CREATE INDEX "IDX_doc_trending" ON "search"."listing_doc" ("trending" DESC, "id" DESC)`,
    );
    await q.query(`CREATE INDEX "IDX_doc_make" ON "search"."listing_doc" ("make_slug")`);
    await q.query(`CREATE INDEX "IDX_doc_model" ON "search"."listing_doc" ("model_id")`);
    await q.query(
      `CREATE INDEX "IDX_doc_universal" ON "search"."listing_doc" ("id") WHERE "is_universal"`,
    );
  }
}

const DROPPED = [
  'IDX_doc_document',
  'IDX_doc_title_vector',
  'IDX_doc_vehicle_vector',
  'IDX_doc_newest',
  'IDX_doc_popular',
  'IDX_doc_rating',
  'IDX_doc_price',
  'IDX_doc_trending',
  'IDX_doc_make',
  'IDX_doc_model',
  'IDX_doc_universal',
];
