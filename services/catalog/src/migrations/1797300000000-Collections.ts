import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Collections (docs/product.md §3): a person's named lists of listings, private or public, and
 * the listings saved in each. An item goes with its collection, and with its listing when that
 * is destroyed; owners are users-service ids, without a foreign key.
 */
export class Collections1797300000000 implements MigrationInterface {
  name = 'Collections1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog"."collection" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "name" text NOT NULL, "is_public" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_collection_name" CHECK (length("name") BETWEEN 1 AND 200), CONSTRAINT "PK_ad3f485bbc99d875491f44d7c85" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_collection_owner" ON "catalog"."collection" ("owner_id", "created_at")`,
    );
    // Names compare without case: 'Mk7 Interior' and 'mk7 interior' are one name.
    await q.query(
      `CREATE UNIQUE INDEX "UQ_collection_owner_name" ON "catalog"."collection" ("owner_id", lower("name"))`,
    );
    await q.query(
      `CREATE TABLE "catalog"."collection_item" ("collection_id" uuid NOT NULL, "listing_id" uuid NOT NULL, "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_208f694cf952e957ac313961bf2" PRIMARY KEY ("collection_id", "listing_id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_collection_item_listing" ON "catalog"."collection_item" ("listing_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_collection_item_added" ON "catalog"."collection_item" ("collection_id", "added_at")`,
    );
    await q.query(
      `ALTER TABLE "catalog"."collection_item" ADD CONSTRAINT "FK_18d78d0cec94e632cd5f758157c" FOREIGN KEY ("collection_id") REFERENCES "catalog"."collection"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog"."collection_item" ADD CONSTRAINT "FK_2e376462b988607ae523ddf8fb8" FOREIGN KEY ("listing_id") REFERENCES "catalog"."listing"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."collection_item"`);
    await q.query(`DROP TABLE "catalog"."collection"`);
  }
}
