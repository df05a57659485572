import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listing's versions (docs/product.md, 'Versions'): one row per version after the first was
 * superseded, with the ids of the files it had (kept in listing_file, removed_at set, for those
 * entitled). A listing without rows has one version: its files as published. listing_download
 * remembers the newest version each user downloaded, for the 'Updated' mark on Downloads.
 */
export class ListingVersions1798300000100 implements MigrationInterface {
  name = 'ListingVersions1798300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalog"."listing_version" (
      "listing_id" uuid NOT NULL,
      "number" integer NOT NULL,
      "changelog" text,
      "file_ids" uuid array NOT NULL DEFAULT '{}',
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_listing_version" PRIMARY KEY ("listing_id", "number"),
      CONSTRAINT "CHK_listing_version_number" CHECK ("number" >= 1),
      CONSTRAINT "FK_listing_version_listing" FOREIGN KEY ("listing_id")
        REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await q.query(
      `ALTER TABLE "catalog"."listing_download" ADD "version" integer NOT NULL DEFAULT 1`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."listing_download" DROP COLUMN "version"`);
    await q.query(`DROP TABLE "catalog"."listing_version"`);
  }
}
