import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mount-location and material filters: each document keeps where the part mounts and the
 * filaments its seller names. Documents indexed before have neither until the next reindex.
 */
export class PrintFilters1797800000036 implements MigrationInterface {
  name = 'PrintFilters1797800000036';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "search"."listing_doc" ADD "mount_location" text,
        ADD "materials" text array NOT NULL DEFAULT '{}'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "search"."listing_doc" DROP COLUMN "materials", DROP COLUMN "mount_location"`,
    );
  }
}
