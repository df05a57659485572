import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CSV imports: one row per import (its file, status and counts, and the last line whose batch
 * committed, where a restarted worker resumes), its error rows, and on each imported listing the
 * import and line it came from: unique, so a batch written twice inserts nothing the second time.
 */
export class ListingImports1797000000000 implements MigrationInterface {
  name = 'ListingImports1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog"."listing_import" ("id" uuid NOT NULL, "admin_id" uuid NOT NULL,
        "filename" text NOT NULL, "object_key" text NOT NULL, "size_bytes" bigint NOT NULL,
        "status" text NOT NULL DEFAULT 'queued', "rows_total" integer, "rows_done" integer NOT NULL DEFAULT 0,
        "imported" integer NOT NULL DEFAULT 0, "errors" integer NOT NULL DEFAULT 0,
        "committed_line" integer NOT NULL DEFAULT 0, "cancel_requested" boolean NOT NULL DEFAULT false,
        "message" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "finished_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "CHK_listing_import_status" CHECK ("status" IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
        CONSTRAINT "PK_listing_import" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_listing_import_created" ON "catalog"."listing_import" ("created_at")`,
    );
    await q.query(
      `CREATE TABLE "catalog"."listing_import_error" ("import_id" uuid NOT NULL, "line" integer NOT NULL,
        "column_name" text NOT NULL, "reason" text NOT NULL,
        CONSTRAINT "PK_listing_import_error" PRIMARY KEY ("import_id", "line"))`,
    );
    await q.query(
      `ALTER TABLE "catalog"."listing" ADD "import_id" uuid, ADD "import_line" integer`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_listing_import_line" ON "catalog"."listing" ("import_id", "import_line") WHERE "import_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."UQ_listing_import_line"`);
    await q.query(
      `ALTER TABLE "catalog"."listing" DROP COLUMN "import_line", DROP COLUMN "import_id"`,
    );
    await q.query(`DROP TABLE "catalog"."listing_import_error"`);
    await q.query(`DROP TABLE "catalog"."listing_import"`);
  }
}
