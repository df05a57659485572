import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report can name one of the listing's reviews or comments (target_type and target_id, both
 * or neither): one report per person per listing, and one per person per review or comment.
 */
export class FeedbackReports1797700000000 implements MigrationInterface {
  name = 'FeedbackReports1797700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "catalog"."report_target" AS ENUM('review', 'comment')`);
    await q.query(
      `ALTER TABLE "catalog"."listing_report" ADD "target_type" "catalog"."report_target",
        ADD "target_id" uuid`,
    );
    await q.query(`DROP INDEX "catalog"."UQ_listing_report_listing_reporter"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_listing_report_listing_reporter" ON "catalog"."listing_report"
        ("listing_id", "reporter_id") WHERE "target_id" IS NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_listing_report_target_reporter" ON "catalog"."listing_report"
        ("target_id", "reporter_id") WHERE "target_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "catalog"."listing_report" WHERE "target_id" IS NOT NULL`);
    await q.query(`DROP INDEX "catalog"."UQ_listing_report_target_reporter"`);
    await q.query(`DROP INDEX "catalog"."UQ_listing_report_listing_reporter"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_listing_report_listing_reporter" ON "catalog"."listing_report"
        ("listing_id", "reporter_id")`,
    );
    await q.query(
      `ALTER TABLE "catalog"."listing_report" DROP COLUMN "target_id", DROP COLUMN "target_type"`,
    );
    await q.query(`DROP TYPE "catalog"."report_target"`);
  }
}
