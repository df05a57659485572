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
    for (const index of Object.keys(DROPPED))
      await q.query(`DROP INDEX IF EXISTS "search"."${index}"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "search"."listing_removed"`);
    await q.query(`ALTER TABLE "search"."listing_doc" DROP COLUMN "changed_xid"`);
    for (const [index, definition] of Object.entries(DROPPED))
      await q.query(`CREATE INDEX "${index}" ON "search"."listing_doc" ${definition}`);
  }
}

/** The indexes of the SQL plans (SearchIndex, SearchVocabulary), as `down` makes them again. */
const DROPPED: Record<string, string> = {
  IDX_doc_document: `USING gin ("document")`,
  IDX_doc_title_vector: `USING gin ("title_vector")`,
  IDX_doc_vehicle_vector: `USING gin ("vehicle_vector")`,
  IDX_doc_newest: `("created_at" DESC, "id" DESC)`,
  IDX_doc_popular: `("download_count" DESC, "id" DESC)`,
  IDX_doc_rating: `("rating_avg" DESC, "rating_count" DESC, "id" DESC)`,
  IDX_doc_price: `("price_cents", "id")`,
  IDX_doc_trending: `("trending" DESC, "id" DESC)`,
  IDX_doc_make: `("make_slug")`,
  IDX_doc_model: `("model_id")`,
  IDX_doc_universal: `("id") WHERE "is_universal"`,
};
