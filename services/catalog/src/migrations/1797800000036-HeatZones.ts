import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a part mounts (its heat zone) and the filaments its seller names, so the model page can
 * say which materials last there and search can filter by both.
 */
export class HeatZones1797800000036 implements MigrationInterface {
  name = 'HeatZones1797800000036';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TYPE "catalog"."mount_location" AS ENUM('sun_interior', 'shaded_interior', 'exterior', 'engine_bay', 'trunk')`,
    );
    await q.query(
      `ALTER TABLE "catalog"."listing" ADD "materials" text array NOT NULL DEFAULT '{}',
        ADD "mount_location" "catalog"."mount_location"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "catalog"."listing" DROP COLUMN "mount_location", DROP COLUMN "materials"`,
    );
    await q.query(`DROP TYPE "catalog"."mount_location"`);
  }
}
