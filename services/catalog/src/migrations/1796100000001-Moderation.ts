import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation: an admin settles each report (dismissed, or the listing taken down), and the
 * listing keeps why, when and by whom it was taken down (what its seller is told). Reports are
 * kept after they are settled: the queue lists the open ones.
 */
export class Moderation1796100000001 implements MigrationInterface {
  name = 'Moderation1796100000001';

  async up(q: QueryRunner): Promise<void> {
    // Not used in this migration: Postgres lets a new enum value be used once committed.
    await q.query(`ALTER TYPE "catalog"."approval_status" ADD VALUE IF NOT EXISTS 'taken_down'`);
    await q.query(
      `ALTER TABLE "catalog"."listing" ADD "takedown_reason" text,
        ADD "taken_down_at" TIMESTAMP WITH TIME ZONE, ADD "taken_down_by" uuid`,
    );
    await q.query(
      `CREATE TYPE "catalog"."report_status" AS ENUM('open', 'dismissed', 'taken_down')`,
    );
    await q.query(
      `ALTER TABLE "catalog"."listing_report"
        ADD "status" "catalog"."report_status" NOT NULL DEFAULT 'open',
        ADD "resolved_at" TIMESTAMP WITH TIME ZONE, ADD "resolved_by" uuid`,
    );
    await q.query(
      `CREATE INDEX "IDX_listing_report_open" ON "catalog"."listing_report" ("updated_at")
        WHERE "status" = 'open'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."IDX_listing_report_open"`);
    await q.query(
      `ALTER TABLE "catalog"."listing_report" DROP COLUMN "resolved_by", DROP COLUMN "resolved_at", DROP COLUMN "status"`,
    );
    await q.query(`DROP TYPE "catalog"."report_status"`);
    await q.query(
      `ALTER TABLE "catalog"."listing" DROP COLUMN "taken_down_by", DROP COLUMN "taken_down_at", DROP COLUMN "takedown_reason"`,
    );
    // Postgres cannot drop an enum value: taken-down listings go back to rejected, the value stays.
    await q.query(
      `UPDATE "catalog"."listing" SET "approval_status" = 'rejected' WHERE "approval_status" = 'taken_down'`,
    );
  }
}
