import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slugs by byte order (text_pattern_ops): finding a title's numbered siblings ('base-2',
 * 'base-3', …) reads the range 'base-' ≤ slug < 'base.' from this index. The unique index's
 * collation order cannot answer that, so every new listing scanned the whole table.
 */
export class SlugPrefixIndex1797100000000 implements MigrationInterface {
  name = 'SlugPrefixIndex1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "IDX_listing_slug_prefix" ON "catalog"."listing" ("slug" text_pattern_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."IDX_listing_slug_prefix"`);
  }
}
