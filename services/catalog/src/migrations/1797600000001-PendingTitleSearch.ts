import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Approvals tab searches the queue by title, anywhere in it: a trigram index (pg_trgm) over
 * the pending listings' lower-cased titles. The queue's order (oldest first) has its index
 * already (IDX_listing_pending).
 */
export class PendingTitleSearch1797600000001 implements MigrationInterface {
  name = 'PendingTitleSearch1797600000001';

  async up(q: QueryRunner): Promise<void> {
    // One per database; another service's migration may be creating it at this very moment.
    await q.query(`DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL; END $$`);
    await q.query(
      `CREATE INDEX "IDX_listing_pending_title" ON "catalog"."listing" USING gin (lower("title") gin_trgm_ops)
        WHERE "approval_status" = 'pending' AND "deleted_at" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."IDX_listing_pending_title"`);
  }
}
