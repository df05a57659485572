import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owners' confirmed fits (confirmedFitKeys): the ledger keeps each listing's newest keys and
 * their version, the Postgres engine's documents the keys best match ranks by.
 */
export class ConfirmedFits1797800000038 implements MigrationInterface {
  name = 'ConfirmedFits1797800000038';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "search"."listing_state" ADD "fits_version" bigint NOT NULL DEFAULT 0,
        ADD "confirmed_fits" text array NOT NULL DEFAULT '{}'`,
    );
    await q.query(
      `ALTER TABLE "search"."listing_doc" ADD "confirmed_fits" text array NOT NULL DEFAULT '{}'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "search"."listing_doc" DROP COLUMN "confirmed_fits"`);
    await q.query(
      `ALTER TABLE "search"."listing_state" DROP COLUMN "confirmed_fits", DROP COLUMN "fits_version"`,
    );
  }
}
