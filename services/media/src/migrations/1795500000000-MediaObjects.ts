import { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaObjects1795500000000 implements MigrationInterface {
  name = 'MediaObjects1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "media"."outbox_message" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "topic" text NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_media_outbox_message" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "media"."stored_object" ("key" text NOT NULL, "owner_id" uuid NOT NULL, "purpose" text, "filename" text, "content_type" text, "state" text NOT NULL DEFAULT 'issued', "size_bytes" bigint, "file_type" text, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "verified_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_stored_object" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_stored_object_expiry" ON "media"."stored_object" ("expires_at") WHERE "state" = 'issued'`,
    );
    await queryRunner.query(
      `CREATE TABLE "media"."multipart_upload" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "key" text NOT NULL, "storage_upload_id" text NOT NULL, "owner_id" uuid NOT NULL, "size_bytes" bigint NOT NULL, "part_size" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_multipart_upload" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "media"."file_analysis" ("key" text NOT NULL, "state" text NOT NULL, "result" jsonb, "error" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_file_analysis" PRIMARY KEY ("key"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media"."file_analysis"`);
    await queryRunner.query(`DROP TABLE "media"."multipart_upload"`);
    await queryRunner.query(`DROP INDEX "media"."IDX_stored_object_expiry"`);
    await queryRunner.query(`DROP TABLE "media"."stored_object"`);
    await queryRunner.query(`DROP TABLE "media"."outbox_message"`);
  }
}
