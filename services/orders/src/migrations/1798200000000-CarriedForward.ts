import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A negative balance carried forward: what a refund of a sale already paid out leaves owed by
 * the seller when the provider cannot take it back (carried_cents, paid off by later sales), and
 * TEST MODE's accounts' bank payouts, which leave a reversal nothing to take back. Generated from
 * payout.entity.ts.
 */
export class CarriedForward1798200000000 implements MigrationInterface {
  name = 'CarriedForward1798200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "orders"."payout_transfer" ADD "carried_cents" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."test_payout_account" ADD "paid_out_cents" integer NOT NULL DEFAULT '0'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "orders"."test_payout_account" DROP COLUMN "paid_out_cents"`,
    );
    await queryRunner.query(`ALTER TABLE "orders"."payout_transfer" DROP COLUMN "carried_cents"`);
  }
}
