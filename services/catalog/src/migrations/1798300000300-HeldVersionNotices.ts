import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version posted while its listing is hidden for review holds its buyers' notice here until an
 * admin approves the listing (then it is sent, once) or rejects it (then it is dropped): a mail
 * must not point buyers at files they cannot reach yet.
 */
export class HeldVersionNotices1798300000300 implements MigrationInterface {
  name = 'HeldVersionNotices1798300000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."listing_version" ADD "held_notice" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."listing_version" DROP COLUMN "held_notice"`);
  }
}
