import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owners confirm the fit: one row per person, listing and garage vehicle, the car copied from
 * the garage; a photo waits for an admin (photo_status). A report can name one.
 */
export class FitConfirmations1797800000037 implements MigrationInterface {
  name = 'FitConfirmations1797800000037';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TYPE "catalog"."fit_photo_status" AS ENUM('pending', 'approved', 'rejected')`,
    );
    await q.query(`CREATE TABLE "catalog"."fit_confirmation" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "listing_id" uuid NOT NULL,
      "author_id" uuid NOT NULL,
      "garage_vehicle_id" uuid NOT NULL,
      "make_id" uuid NOT NULL,
      "model_id" uuid NOT NULL,
      "generation_id" uuid,
      "year" integer,
      "trim_id" uuid,
      "fits" boolean NOT NULL,
      "note" text,
      "photo_url" text,
      "photo_key" text,
      "photo_status" "catalog"."fit_photo_status",
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "removed_at" TIMESTAMP WITH TIME ZONE,
      "removed_by" uuid,
      "removal_reason" text,
      CONSTRAINT "PK_fit_confirmation" PRIMARY KEY ("id"),
      CONSTRAINT "FK_fit_confirmation_listing" FOREIGN KEY ("listing_id")
        REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_fit_confirmation_author_vehicle" ON "catalog"."fit_confirmation" ("listing_id", "author_id", "garage_vehicle_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_fit_confirmation_listing_created" ON "catalog"."fit_confirmation" ("listing_id", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "IDX_fit_confirmation_model" ON "catalog"."fit_confirmation" ("model_id", "generation_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_fit_confirmation_pending_photo" ON "catalog"."fit_confirmation" ("created_at") WHERE "photo_status" = 'pending' AND "removed_at" IS NULL`,
    );
    await q.query(
      `ALTER TYPE "catalog"."report_target" ADD VALUE IF NOT EXISTS 'fit_confirmation'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."fit_confirmation"`);
    await q.query(`DROP TYPE "catalog"."fit_photo_status"`);
  }
}
