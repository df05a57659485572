import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TEST MODE keeps the brand of the test card the buyer typed (5555… is a Mastercard), as Stripe's
 * PaymentMethod does, for the receipt. Generated from test-payment.entity.ts.
 */
export class TestCardBrand1798100000000 implements MigrationInterface {
  name = 'TestCardBrand1798100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."test_payment" ADD "card_brand" text`);
    // Before this, TEST MODE approved 4242 4242 4242 4242 alone.
    await queryRunner.query(
      `UPDATE "orders"."test_payment" SET "card_brand" = 'visa' WHERE "status" = 'succeeded'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."test_payment" DROP COLUMN "card_brand"`);
  }
}
