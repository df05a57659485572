import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins keep the taxonomy: imports say what their file holds (listings or vehicles), and an
 * entry merged away leaves its slug as an alias of the survivor, so importing the shipped data
 * again (every start) maps to the survivor rather than bringing the duplicate back.
 */
export class TaxonomyAdmin1798300000200 implements MigrationInterface {
  name = 'TaxonomyAdmin1798300000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "catalog"."listing_import" ADD "kind" text NOT NULL DEFAULT 'listings',
        ADD CONSTRAINT "CHK_listing_import_kind" CHECK ("kind" IN ('listings', 'taxonomy'))`,
    );
    await q.query(`CREATE TABLE "catalog"."taxonomy_alias" (
      "level" text NOT NULL,
      "parent_id" uuid NOT NULL,
      "slug" text NOT NULL,
      "target_id" uuid NOT NULL,
      CONSTRAINT "CHK_taxonomy_alias_level" CHECK ("level" IN ('makes', 'models', 'generations', 'trims')),
      CONSTRAINT "PK_taxonomy_alias" PRIMARY KEY ("level", "parent_id", "slug"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."taxonomy_alias"`);
    await q.query(
      `ALTER TABLE "catalog"."listing_import" DROP CONSTRAINT "CHK_listing_import_kind", DROP COLUMN "kind"`,
    );
  }
}
