import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My garage: the vehicles a user keeps (referenced by the user's id only), pointing into the
 * taxonomy; one active vehicle per user, kept by a partial unique index.
 */
export class Garage1797400000000 implements MigrationInterface {
  name = 'Garage1797400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog"."garage_vehicle" ("id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL, "make_id" uuid NOT NULL, "model_id" uuid NOT NULL,
        "generation_id" uuid, "year" integer, "trim_id" uuid, "nickname" text,
        "is_active" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_garage_vehicle_generation_or_year" CHECK ("generation_id" IS NOT NULL OR "year" IS NOT NULL),
        CONSTRAINT "PK_35565c49251492ec0cb7b3aac90" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_garage_vehicle_active" ON "catalog"."garage_vehicle" ("user_id") WHERE "is_active"`,
    );
    await q.query(
      `CREATE INDEX "IDX_garage_vehicle_user" ON "catalog"."garage_vehicle" ("user_id", "created_at")`,
    );
    await q.query(
      `ALTER TABLE "catalog"."garage_vehicle" ADD CONSTRAINT "FK_0d9e49c4ca459b214b31b747fc4" FOREIGN KEY ("make_id") REFERENCES "catalog"."make"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog"."garage_vehicle" ADD CONSTRAINT "FK_e527c318943fabea4cf26143dff" FOREIGN KEY ("model_id") REFERENCES "catalog"."vehicle_model"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog"."garage_vehicle" ADD CONSTRAINT "FK_eeeb10b095b3be3a84972d34324" FOREIGN KEY ("generation_id") REFERENCES "catalog"."generation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog"."garage_vehicle" ADD CONSTRAINT "FK_e91646881f6ac11022e5179610c" FOREIGN KEY ("trim_id") REFERENCES "catalog"."trim"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."garage_vehicle"`);
  }
}
