import { MigrationInterface, QueryRunner } from 'typeorm';

export class Taxonomy1795283513698 implements MigrationInterface {
  name = 'Taxonomy1795283513698';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalog"."category" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "slug" text NOT NULL, "description" text, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_cb73208f151aa71cdd78f662d70" UNIQUE ("slug"), CONSTRAINT "PK_9c4e4a89e3674fc9f382d733f03" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."make" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "slug" text NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d082e1030f0dff7618a723f7cf6" UNIQUE ("slug"), CONSTRAINT "PK_d4a8ffcef42ddddbe1c38b6e39b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."vehicle_model" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "make_id" uuid NOT NULL, "name" text NOT NULL, "slug" text NOT NULL, CONSTRAINT "PK_557870ce4ace117b16a56c42bda" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_vehicle_model_make_slug" ON "catalog"."vehicle_model"  ("make_id", "slug") `,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."generation" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "model_id" uuid NOT NULL, "name" text NOT NULL, "slug" text NOT NULL, "year_start" integer NOT NULL, "year_end" integer, CONSTRAINT "PK_58db1b8155c99c2604394ffef2a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_generation_model_slug" ON "catalog"."generation"  ("model_id", "slug") `,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."trim" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "generation_id" uuid NOT NULL, "name" text NOT NULL, "slug" text NOT NULL, "body_type" text NOT NULL, "drivetrain" text, "engine" text, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_962579b19e7e2b4217853ab2314" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_trim_generation_slug" ON "catalog"."trim"  ("generation_id", "slug") `,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."vehicle_model" ADD CONSTRAINT "FK_da9a229b194cf2ea8b209d223d2" FOREIGN KEY ("make_id") REFERENCES "catalog"."make"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."generation" ADD CONSTRAINT "FK_8352bb3f6f8b6bea74c093f21e1" FOREIGN KEY ("model_id") REFERENCES "catalog"."vehicle_model"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."trim" ADD CONSTRAINT "FK_5d866cba64a342ac4e405d82094" FOREIGN KEY ("generation_id") REFERENCES "catalog"."generation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "catalog"."trim" DROP CONSTRAINT "FK_5d866cba64a342ac4e405d82094"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."generation" DROP CONSTRAINT "FK_8352bb3f6f8b6bea74c093f21e1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."vehicle_model" DROP CONSTRAINT "FK_da9a229b194cf2ea8b209d223d2"`,
    );
    await queryRunner.query(`DROP INDEX "catalog"."UQ_trim_generation_slug"`);
    await queryRunner.query(`DROP TABLE "catalog"."trim"`);
    await queryRunner.query(`DROP INDEX "catalog"."UQ_generation_model_slug"`);
    await queryRunner.query(`DROP TABLE "catalog"."generation"`);
    await queryRunner.query(`DROP INDEX "catalog"."UQ_vehicle_model_make_slug"`);
    await queryRunner.query(`DROP TABLE "catalog"."vehicle_model"`);
    await queryRunner.query(`DROP TABLE "catalog"."make"`);
    await queryRunner.query(`DROP TABLE "catalog"."category"`);
  }
}
