import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An upload, once verified, is copied to a key no upload address was issued for (verified/…);
 * the upload's row keeps the key of its copy (state 'copied') so that a claim retried with the
 * upload's address finds it.
 */
export class VerifiedCopies1797600000000 implements MigrationInterface {
  name = 'VerifiedCopies1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media"."stored_object" ADD "verified_key" text`);
    await queryRunner.query(`DROP INDEX "media"."IDX_stored_object_expiry"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_stored_object_expiry" ON "media"."stored_object" ("expires_at") WHERE "state" IN ('issued', 'copied')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "media"."IDX_stored_object_expiry"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_stored_object_expiry" ON "media"."stored_object" ("expires_at") WHERE "state" = 'issued'`,
    );
    await queryRunner.query(`ALTER TABLE "media"."stored_object" DROP COLUMN "verified_key"`);
  }
}
