import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews and comments an admin removed stay in place (who removed them, when and why) with
 * their text withheld; a removed review no longer counts in the listing's rating.
 */
export class FeedbackModeration1797500000000 implements MigrationInterface {
  name = 'FeedbackModeration1797500000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['review', 'comment'])
      await q.query(
        `ALTER TABLE "catalog"."${table}" ADD "removed_at" TIMESTAMP WITH TIME ZONE,
          ADD "removed_by" uuid, ADD "removal_reason" text`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['review', 'comment'])
      await q.query(
        `ALTER TABLE "catalog"."${table}" DROP COLUMN "removal_reason", DROP COLUMN "removed_by",
          DROP COLUMN "removed_at"`,
      );
  }
}
