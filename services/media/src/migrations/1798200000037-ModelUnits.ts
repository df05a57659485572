import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The unit the seller says a model file was exported in (the upload wizard asks when it reads
 * implausibly small): its analysis is scaled by it (docs/print-facts.md, Units).
 */
export class ModelUnits1798200000037 implements MigrationInterface {
  name = 'ModelUnits1798200000037';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "media"."stored_object" ADD "unit" text NOT NULL DEFAULT 'mm'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "media"."stored_object" DROP COLUMN "unit"`);
  }
}
