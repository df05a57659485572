import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A model file taken off a listing that someone bought is kept (removed_at set) for its buyers:
 * hidden from the listing, still downloadable by those who bought it before it was removed (see
 * docs/security.md, 'Purchased files'). Only the live files hold the positions.
 */
export class KeptFiles1797500000001 implements MigrationInterface {
  name = 'KeptFiles1797500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."listing_file" ADD "removed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`DROP INDEX "catalog"."UQ_listing_file_position"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_listing_file_position" ON "catalog"."listing_file" ("listing_id", "position") WHERE "removed_at" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "catalog"."listing_file" WHERE "removed_at" IS NOT NULL`);
    await q.query(`DROP INDEX "catalog"."UQ_listing_file_position"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_listing_file_position" ON "catalog"."listing_file" ("listing_id", "position")`,
    );
    await q.query(`ALTER TABLE "catalog"."listing_file" DROP COLUMN "removed_at"`);
  }
}
