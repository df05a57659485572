import { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795286218712 implements MigrationInterface {
  name = 'Accounts1795286218712';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users"."outbox_message" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "topic" text NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2f36ee5236f2793f3e7bd554589" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE TYPE "users"."user_role" AS ENUM('user', 'admin')`);
    await queryRunner.query(
      `CREATE TYPE "users"."user_status" AS ENUM('active', 'banned', 'deleted')`,
    );
    await queryRunner.query(
      `CREATE TABLE "users"."user_account" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "password_hash" text NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "display_name" text, "bio" text, "profile_image_url" text, "role" "users"."user_role" NOT NULL DEFAULT 'user', "status" "users"."user_status" NOT NULL DEFAULT 'active', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_56a0e4bcec2b5411beafa47ffa5" UNIQUE ("email"), CONSTRAINT "PK_6acfec7285fdf9f463462de3e9f" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "users"."user_account"`);
    await queryRunner.query(`DROP TYPE "users"."user_status"`);
    await queryRunner.query(`DROP TYPE "users"."user_role"`);
    await queryRunner.query(`DROP TABLE "users"."outbox_message"`);
  }
}
