import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site's settings (maintenance mode, registration): one row, the defaults until an admin changes them. */
export class SiteSettings1796100000000 implements MigrationInterface {
  name = 'SiteSettings1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "users"."site_settings" ("id" smallint NOT NULL DEFAULT 1,
        "maintenance_mode" boolean NOT NULL DEFAULT false,
        "registration_open" boolean NOT NULL DEFAULT true,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_by" uuid,
        CONSTRAINT "CHK_site_settings_single_row" CHECK ("id" = 1),
        CONSTRAINT "PK_site_settings" PRIMARY KEY ("id"))`,
    );
    await q.query(`INSERT INTO "users"."site_settings" ("id") VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "users"."site_settings"`);
  }
}
