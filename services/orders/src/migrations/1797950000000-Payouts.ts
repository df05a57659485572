import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payouts: sellers' connected accounts, one transfer per ledger entry (the unique key that makes
 * the payout job send each seller's share once), and TEST MODE's own accounts and transfers.
 * Generated from the entities in payout.entity.ts.
 */
export class Payouts1797950000000 implements MigrationInterface {
  name = 'Payouts1797950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "orders"."payout_account" ("seller_id" uuid NOT NULL, "provider" text NOT NULL, "account_id" text NOT NULL, "state" text NOT NULL DEFAULT 'pending', "requirements" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1902985da1f5026f98e940ae5e2" PRIMARY KEY ("seller_id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payout_account_account" ON "orders"."payout_account"  ("account_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."payout_transfer" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ledger_entry_id" uuid NOT NULL, "order_id" uuid NOT NULL, "seller_id" uuid NOT NULL, "account_id" text NOT NULL, "amount_cents" integer NOT NULL, "fee_cents" integer NOT NULL, "currency" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "provider_transfer_id" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7fc973ebfee4281af8c6197e5ee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payout_transfer_ledger_entry" ON "orders"."payout_transfer"  ("ledger_entry_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payout_transfer_seller" ON "orders"."payout_transfer"  ("seller_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."test_payout_account" ("id" text NOT NULL, "seller_id" uuid NOT NULL, "state" text NOT NULL DEFAULT 'pending', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_66f953dabd5c248cb7052fa6679" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_test_payout_account_seller" ON "orders"."test_payout_account"  ("seller_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."test_transfer" ("id" text NOT NULL, "idempotency_key" text NOT NULL, "destination" text NOT NULL, "amount_cents" integer NOT NULL, "currency" text NOT NULL, "transfer_group" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4a6fc9901efafaf7666fd2260f9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_test_transfer_idempotency_key" ON "orders"."test_transfer"  ("idempotency_key") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders"."UQ_test_transfer_idempotency_key"`);
    await queryRunner.query(`DROP TABLE "orders"."test_transfer"`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_test_payout_account_seller"`);
    await queryRunner.query(`DROP TABLE "orders"."test_payout_account"`);
    await queryRunner.query(`DROP INDEX "orders"."IDX_payout_transfer_seller"`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_payout_transfer_ledger_entry"`);
    await queryRunner.query(`DROP TABLE "orders"."payout_transfer"`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_payout_account_account"`);
    await queryRunner.query(`DROP TABLE "orders"."payout_account"`);
  }
}
