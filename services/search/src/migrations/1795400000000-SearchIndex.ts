import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger (which version of each listing the index holds) and the Postgres engine's tables:
 * documents with a weighted tsvector and a title tsvector (GIN) and sort columns (b-tree), and
 * the vocabulary that typo matching looks words up in (pg_trgm, GiST for nearest-word search).
 */
export class SearchIndex1795400000000 implements MigrationInterface {
  name = 'SearchIndex1795400000000';

  public async up(q: QueryRunner): Promise<void> {
    // Trusted since Postgres 13: the database owner may create it. One per database.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE TABLE "search"."listing_state" (
      "id" uuid PRIMARY KEY,
      "content_version" bigint NOT NULL DEFAULT 0,
      "visible" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz,
      "counts_version" bigint NOT NULL DEFAULT 0,
      "download_count" integer NOT NULL DEFAULT 0,
      "like_count" integer NOT NULL DEFAULT 0,
      "rating_avg" double precision NOT NULL DEFAULT 0,
      "rating_count" integer NOT NULL DEFAULT 0,
      "touched_at" timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(
      `CREATE INDEX "IDX_listing_state_touched" ON "search"."listing_state" ("touched_at")`,
    );
    await q.query(`CREATE TABLE "search"."listing_doc" (
      "id" uuid PRIMARY KEY,
      "listing" jsonb NOT NULL,
      "title_key" text NOT NULL,
      "title_vector" tsvector NOT NULL,
      "document" tsvector NOT NULL,
      "make_id" uuid,
      "make_slug" text,
      "model_id" uuid,
      "model_slug" text,
      "generation_id" uuid,
      "trim_id" uuid,
      "trim_key" text,
      "year_start" integer,
      "year_end" integer,
      "is_universal" boolean NOT NULL,
      "category_id" uuid,
      "is_free" boolean NOT NULL,
      "difficulty" text NOT NULL,
      "price_cents" integer NOT NULL,
      "created_at" timestamptz NOT NULL,
      "download_count" integer NOT NULL,
      "like_count" integer NOT NULL,
      "rating_avg" double precision NOT NULL,
      "rating_count" integer NOT NULL,
      "trending" double precision NOT NULL
    )`);
    // The listing (read for a page's 20 rows) out of line; the tsvector stays in the row, where
    // counting a broad word reads it without a trip to the TOAST table.
    await q.query(`ALTER TABLE "search"."listing_doc" ALTER COLUMN "listing" SET STORAGE EXTERNAL`);
    await q.query(
      `CREATE INDEX "IDX_doc_document" ON "search"."listing_doc" USING gin ("document")`,
    );
    await q.query(
      `CREATE INDEX "IDX_doc_title_vector" ON "search"."listing_doc" USING gin ("title_vector")`,
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
    await q.query(`CREATE TABLE "search"."search_term" ("word" text PRIMARY KEY)`);
    await q.query(
      `CREATE INDEX "IDX_term_trigram" ON "search"."search_term" USING gist ("word" gist_trgm_ops)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "search"."search_term"`);
    await q.query(`DROP TABLE "search"."listing_doc"`);
    await q.query(`DROP TABLE "search"."listing_state"`);
  }
}
