import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that finds what car people type: documents now keep the other spellings of their words
 * (plurals, aliases, synonyms, letters and digits apart and together) and a tsvector of the
 * vehicle they are listed for (GIN, for ranking the parts that fit a vehicle named in a query).
 * Documents written before do not have them, so the index and its ledger are emptied: the
 * service rebuilds an empty index from the catalog at start (SEARCH_REINDEX_ON_START).
 */
export class SearchVocabulary1795900000000 implements MigrationInterface {
  name = 'SearchVocabulary1795900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "search"."listing_doc"`);
    await q.query(`DELETE FROM "search"."listing_state"`);
    await q.query(`DELETE FROM "search"."search_term"`);
    await q.query(`ALTER TABLE "search"."listing_doc" ADD "vehicle_vector" tsvector NOT NULL`);
    await q.query(
      `CREATE INDEX "IDX_doc_vehicle_vector" ON "search"."listing_doc" USING gin ("vehicle_vector")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "search"."IDX_doc_vehicle_vector"`);
    await q.query(`ALTER TABLE "search"."listing_doc" DROP COLUMN "vehicle_vector"`);
  }
}
