import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Idempotency-Key scope an admin's refund was made under, kept with it (refund.entity.ts):
 * a retry after the service died between the refund and keeping its answer replays it.
 */
export class RefundIdempotencyKey1798300000000 implements MigrationInterface {
  name = 'RefundIdempotencyKey1798300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."refund" ADD "idempotency_key" text`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_refund_idempotency_key" ON "orders"."refund" ("order_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders"."UQ_refund_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "orders"."refund" DROP COLUMN "idempotency_key"`);
  }
}
