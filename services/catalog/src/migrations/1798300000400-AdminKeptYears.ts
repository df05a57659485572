import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A generation whose years an admin set (the Vehicles tab or their taxonomy CSV): the shipped
 * data, imported at every start, no longer corrects them, so an admin's correction survives a
 * restart.
 */
export class AdminKeptYears1798300000400 implements MigrationInterface {
  name = 'AdminKeptYears1798300000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "catalog"."generation" ADD "years_set_by_admin" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."generation" DROP COLUMN "years_set_by_admin"`);
  }
}
