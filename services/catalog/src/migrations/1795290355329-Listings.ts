import { MigrationInterface, QueryRunner } from 'typeorm';

export class Listings1795290355329 implements MigrationInterface {
  name = 'Listings1795290355329';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalog"."outbox_message" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "topic" text NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2f36ee5236f2793f3e7bd554589" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "catalog"."print_difficulty" AS ENUM('easy', 'medium', 'hard')`,
    );
    await queryRunner.query(
      `CREATE TYPE "catalog"."listing_visibility" AS ENUM('public', 'private')`,
    );
    await queryRunner.query(
      `CREATE TYPE "catalog"."approval_status" AS ENUM('pending', 'approved', 'rejected')`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."listing" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" text NOT NULL, "title" text NOT NULL, "short_description" text NOT NULL, "long_description_md" text, "long_description_html" text NOT NULL DEFAULT '', "category_id" uuid, "tags" text array NOT NULL DEFAULT '{}', "price_cents" integer NOT NULL DEFAULT '0', "currency" text NOT NULL DEFAULT 'USD', "print_difficulty" "catalog"."print_difficulty" NOT NULL DEFAULT 'medium', "supports_required" boolean NOT NULL DEFAULT false, "infill_hint_percent" integer NOT NULL DEFAULT '20', "allow_personal_use" boolean NOT NULL DEFAULT true, "allow_commercial_use" boolean NOT NULL DEFAULT false, "seller_id" uuid NOT NULL, "download_count" integer NOT NULL DEFAULT '0', "like_count" integer NOT NULL DEFAULT '0', "rating_avg" numeric(3,2) NOT NULL DEFAULT '0', "rating_count" integer NOT NULL DEFAULT '0', "total_earnings_cents" bigint NOT NULL DEFAULT '0', "is_draft" boolean NOT NULL DEFAULT true, "visibility" "catalog"."listing_visibility" NOT NULL DEFAULT 'private', "approval_status" "catalog"."approval_status" NOT NULL DEFAULT 'pending', "is_universal_fit" boolean NOT NULL DEFAULT false, "make_id" uuid, "model_id" uuid, "generation_id" uuid, "trim_id" uuid, "file_urls" text array NOT NULL DEFAULT '{}', "version" bigint NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_listing_fitment" CHECK (("is_universal_fit" AND "make_id" IS NULL AND "model_id" IS NULL AND "generation_id" IS NULL AND "trim_id" IS NULL) OR (NOT "is_universal_fit" AND "make_id" IS NOT NULL AND "model_id" IS NOT NULL AND "generation_id" IS NOT NULL)), CONSTRAINT "CHK_listing_counts" CHECK ("download_count" >= 0 AND "like_count" >= 0 AND "rating_count" >= 0), CONSTRAINT "CHK_listing_infill" CHECK ("infill_hint_percent" BETWEEN 0 AND 100), CONSTRAINT "CHK_listing_price" CHECK ("price_cents" >= 0), CONSTRAINT "PK_381d45ebb8692362c156d6b87d7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_pending" ON "catalog"."listing"  ("created_at") WHERE "approval_status" = 'pending' AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_seller" ON "catalog"."listing"  ("seller_id", "created_at") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_visible_category" ON "catalog"."listing"  ("category_id") WHERE "approval_status" = 'approved' AND "visibility" = 'public' AND NOT "is_draft" AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_visible_vehicle" ON "catalog"."listing"  ("make_id", "model_id", "generation_id") WHERE "approval_status" = 'approved' AND "visibility" = 'public' AND NOT "is_draft" AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_visible_downloads" ON "catalog"."listing"  ("download_count", "id") WHERE "approval_status" = 'approved' AND "visibility" = 'public' AND NOT "is_draft" AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_visible_created" ON "catalog"."listing"  ("created_at", "id") WHERE "approval_status" = 'approved' AND "visibility" = 'public' AND NOT "is_draft" AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_listing_slug" ON "catalog"."listing"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."comment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "listing_id" uuid NOT NULL, "author_id" uuid NOT NULL, "body_md" text NOT NULL, "body_html" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0b0e4bbc8415ec426f87f3a88e2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_comment_listing_created" ON "catalog"."comment"  ("listing_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."listing_like" ("listing_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e856e75a76befc082a5b472e625" PRIMARY KEY ("listing_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_like_user" ON "catalog"."listing_like"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."listing_preview" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "listing_id" uuid NOT NULL, "storage_url" text NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_48b17681526967796f7bb6e808b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_listing_preview_position" ON "catalog"."listing_preview"  ("listing_id", "position") `,
    );
    await queryRunner.query(
      `CREATE TYPE "catalog"."report_reason" AS ENUM('infringement', 'unsafe', 'inappropriate', 'spam', 'other')`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."listing_report" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "listing_id" uuid NOT NULL, "reporter_id" uuid NOT NULL, "reason" "catalog"."report_reason" NOT NULL, "details" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3a5e5b76c3d78c69033d2476ed" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_report_updated" ON "catalog"."listing_report"  ("updated_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_listing_report_listing_reporter" ON "catalog"."listing_report"  ("listing_id", "reporter_id") `,
    );
    await queryRunner.query(
      `CREATE TYPE "catalog"."member_status" AS ENUM('active', 'banned', 'deleted')`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."member" ("id" uuid NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "display_name" text, "status" "catalog"."member_status" NOT NULL DEFAULT 'active', "joined_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_97cbbe986ce9d14ca5894fdc072" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."review" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "listing_id" uuid NOT NULL, "author_id" uuid NOT NULL, "rating" smallint NOT NULL, "title" text NOT NULL DEFAULT '', "body_md" text NOT NULL, "body_html" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_review_rating" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_2e4299a343a81574217255c00ca" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_review_listing_created" ON "catalog"."review"  ("listing_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_review_listing_author" ON "catalog"."review"  ("listing_id", "author_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" ADD CONSTRAINT "FK_1ea865202ab9ef9ebd39e2accf8" FOREIGN KEY ("category_id") REFERENCES "catalog"."category"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" ADD CONSTRAINT "FK_020f90324dd1ab75f9b06520583" FOREIGN KEY ("make_id") REFERENCES "catalog"."make"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" ADD CONSTRAINT "FK_788a58bfed686149230d16ab6f3" FOREIGN KEY ("model_id") REFERENCES "catalog"."vehicle_model"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" ADD CONSTRAINT "FK_82f4249e1829239b6e98eae15ed" FOREIGN KEY ("generation_id") REFERENCES "catalog"."generation"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" ADD CONSTRAINT "FK_3eda34f7c8ca64052720fed7ade" FOREIGN KEY ("trim_id") REFERENCES "catalog"."trim"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."comment" ADD CONSTRAINT "FK_4da04c8696f20e9d253c4808fd1" FOREIGN KEY ("listing_id") REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing_like" ADD CONSTRAINT "FK_75f213fa5a6ed5c47a60546afad" FOREIGN KEY ("listing_id") REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing_preview" ADD CONSTRAINT "FK_f8d0257411670ad688a2f724b63" FOREIGN KEY ("listing_id") REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing_report" ADD CONSTRAINT "FK_526ba5df74d2b180832521072b7" FOREIGN KEY ("listing_id") REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."review" ADD CONSTRAINT "FK_1d871c132ee9fc2dc377c3b4543" FOREIGN KEY ("listing_id") REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "catalog"."review" DROP CONSTRAINT "FK_1d871c132ee9fc2dc377c3b4543"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing_report" DROP CONSTRAINT "FK_526ba5df74d2b180832521072b7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing_preview" DROP CONSTRAINT "FK_f8d0257411670ad688a2f724b63"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing_like" DROP CONSTRAINT "FK_75f213fa5a6ed5c47a60546afad"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."comment" DROP CONSTRAINT "FK_4da04c8696f20e9d253c4808fd1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" DROP CONSTRAINT "FK_3eda34f7c8ca64052720fed7ade"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" DROP CONSTRAINT "FK_82f4249e1829239b6e98eae15ed"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" DROP CONSTRAINT "FK_788a58bfed686149230d16ab6f3"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" DROP CONSTRAINT "FK_020f90324dd1ab75f9b06520583"`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" DROP CONSTRAINT "FK_1ea865202ab9ef9ebd39e2accf8"`,
    );
    await queryRunner.query(`DROP INDEX "catalog"."UQ_review_listing_author"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_review_listing_created"`);
    await queryRunner.query(`DROP TABLE "catalog"."review"`);
    await queryRunner.query(`DROP TABLE "catalog"."member"`);
    await queryRunner.query(`DROP TYPE "catalog"."member_status"`);
    await queryRunner.query(`DROP INDEX "catalog"."UQ_listing_report_listing_reporter"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_report_updated"`);
    await queryRunner.query(`DROP TABLE "catalog"."listing_report"`);
    await queryRunner.query(`DROP TYPE "catalog"."report_reason"`);
    await queryRunner.query(`DROP INDEX "catalog"."UQ_listing_preview_position"`);
    await queryRunner.query(`DROP TABLE "catalog"."listing_preview"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_like_user"`);
    await queryRunner.query(`DROP TABLE "catalog"."listing_like"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_comment_listing_created"`);
    await queryRunner.query(`DROP TABLE "catalog"."comment"`);
    await queryRunner.query(`DROP INDEX "catalog"."UQ_listing_slug"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_visible_created"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_visible_downloads"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_visible_vehicle"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_visible_category"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_seller"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_pending"`);
    await queryRunner.query(`DROP TABLE "catalog"."listing"`);
    await queryRunner.query(`DROP TYPE "catalog"."approval_status"`);
    await queryRunner.query(`DROP TYPE "catalog"."listing_visibility"`);
    await queryRunner.query(`DROP TYPE "catalog"."print_difficulty"`);
    await queryRunner.query(`DROP TABLE "catalog"."outbox_message"`);
  }
}
