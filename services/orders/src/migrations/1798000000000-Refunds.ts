import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds and disputes: the refunds with the lines they covered, disputes, the provider webhook
 * events already applied, TEST MODE's refund records, and reversal lines in the ledger (a
 * negative line per seller per refund, `refund_id` set; a sale's line keeps one per order and
 * seller).
 */
export class Refunds1798000000000 implements MigrationInterface {
  name = 'Refunds1798000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "orders"."refund" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "provider" text NOT NULL, "provider_refund_id" text, "amount_cents" integer NOT NULL, "currency" text NOT NULL, "reason" text NOT NULL, "actor_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_refund_reason" CHECK ("reason" IN ('admin', 'provider', 'dispute-lost')), CONSTRAINT "PK_refund" PRIMARY KEY ("id"), CONSTRAINT "FK_refund_order" FOREIGN KEY ("order_id") REFERENCES "orders"."purchase_order"("id") ON DELETE RESTRICT)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_refund_order" ON "orders"."refund" ("order_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_refund_provider_id" ON "orders"."refund" ("provider", "provider_refund_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."refund_line" ("order_id" uuid NOT NULL, "listing_id" uuid NOT NULL, "refund_id" uuid NOT NULL, CONSTRAINT "PK_refund_line" PRIMARY KEY ("order_id", "listing_id"), CONSTRAINT "FK_refund_line_refund" FOREIGN KEY ("refund_id") REFERENCES "orders"."refund"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."dispute" ("id" text NOT NULL, "order_id" uuid NOT NULL, "status" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "closed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_dispute_status" CHECK ("status" IN ('open', 'won', 'lost')), CONSTRAINT "PK_dispute" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."processed_webhook_event" ("id" text NOT NULL, "type" text NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_processed_webhook_event" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."test_refund" ("id" text NOT NULL, "idempotency_key" text NOT NULL, "payment_id" text NOT NULL, "amount_cents" integer NOT NULL, "currency" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_test_refund_key" UNIQUE ("idempotency_key"), CONSTRAINT "PK_test_refund" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "orders"."ledger_entry" ADD "refund_id" uuid`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_ledger_entry_order_seller"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_ledger_entry_order_seller" ON "orders"."ledger_entry" ("order_id", "seller_id") WHERE "refund_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_ledger_entry_refund_seller" ON "orders"."ledger_entry" ("refund_id", "seller_id") WHERE "refund_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "orders"."payment" ADD "card_brand" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."payment" DROP COLUMN "card_brand"`);
    await queryRunner.query(`DELETE FROM "orders"."ledger_entry" WHERE "refund_id" IS NOT NULL`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_ledger_entry_refund_seller"`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_ledger_entry_order_seller"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_ledger_entry_order_seller" ON "orders"."ledger_entry" ("order_id", "seller_id")`,
    );
    await queryRunner.query(`ALTER TABLE "orders"."ledger_entry" DROP COLUMN "refund_id"`);
    await queryRunner.query(`DROP TABLE "orders"."test_refund"`);
    await queryRunner.query(`DROP TABLE "orders"."processed_webhook_event"`);
    await queryRunner.query(`DROP TABLE "orders"."dispute"`);
    await queryRunner.query(`DROP TABLE "orders"."refund_line"`);
    await queryRunner.query(`DROP TABLE "orders"."refund"`);
  }
}
