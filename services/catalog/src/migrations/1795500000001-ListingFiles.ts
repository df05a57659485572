import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Model files become records of their own (name, type, size, the stored object or an external
 * link, the mesh analysis), previews learn their stored object and WebP variants, and downloads
 * are recorded per user. The old file_urls become external file records, in order.
 */
export class ListingFiles1795500000001 implements MigrationInterface {
  name = 'ListingFiles1795500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalog"."listing_file" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "listing_id" uuid NOT NULL, "position" integer NOT NULL, "filename" text NOT NULL, "file_type" text NOT NULL, "size_bytes" bigint NOT NULL DEFAULT 0, "object_key" text, "external_url" text, "analysis_state" text NOT NULL DEFAULT 'none', "analysis" jsonb, "analysis_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_listing_file_source" CHECK (("object_key" IS NULL) <> ("external_url" IS NULL)), CONSTRAINT "PK_listing_file" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_listing_file_position" ON "catalog"."listing_file" ("listing_id", "position")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_file_object" ON "catalog"."listing_file" ("object_key") WHERE "object_key" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing_file" ADD CONSTRAINT "FK_listing_file_listing" FOREIGN KEY ("listing_id") REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "catalog"."listing_file" ("listing_id", "position", "filename", "file_type", "external_url")
       SELECT l.id, u.position, COALESCE(NULLIF(regexp_replace(split_part(u.url, '?', 1), '^.*/', ''), ''), 'model.stl'),
         COALESCE(NULLIF(lower(substring(split_part(u.url, '?', 1) from '\\.([A-Za-z0-9]+)$')), ''), 'file'), u.url
       FROM "catalog"."listing" l, unnest(l.file_urls) WITH ORDINALITY AS u(url, position)`,
    );
    await queryRunner.query(`ALTER TABLE "catalog"."listing" DROP COLUMN "file_urls"`);
    await queryRunner.query(`ALTER TABLE "catalog"."listing_preview" ADD "object_key" text`);
    await queryRunner.query(`ALTER TABLE "catalog"."listing_preview" ADD "variants" jsonb`);
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_preview_object" ON "catalog"."listing_preview" ("object_key") WHERE "object_key" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog"."listing_download" ("user_id" uuid NOT NULL, "listing_id" uuid NOT NULL, "first_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "times" integer NOT NULL DEFAULT 1, CONSTRAINT "PK_listing_download" PRIMARY KEY ("user_id", "listing_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_download_recent" ON "catalog"."listing_download" ("user_id", "last_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing_download" ADD CONSTRAINT "FK_listing_download_listing" FOREIGN KEY ("listing_id") REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "catalog"."listing_download"`);
    await queryRunner.query(`DROP INDEX "catalog"."IDX_listing_preview_object"`);
    await queryRunner.query(`ALTER TABLE "catalog"."listing_preview" DROP COLUMN "variants"`);
    await queryRunner.query(`ALTER TABLE "catalog"."listing_preview" DROP COLUMN "object_key"`);
    await queryRunner.query(
      `ALTER TABLE "catalog"."listing" ADD "file_urls" text array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(
      `UPDATE "catalog"."listing" l SET file_urls = COALESCE((SELECT array_agg(f.external_url ORDER BY f.position) FROM "catalog"."listing_file" f WHERE f.listing_id = l.id AND f.external_url IS NOT NULL), '{}')`,
    );
    await queryRunner.query(`DROP TABLE "catalog"."listing_file"`);
  }
}
