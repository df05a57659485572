import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * /media/{key} asks the catalog which listings show an image before serving it (only a public
 * listing's images are public): by the preview's object (indexed already) or by the address of
 * one of its variants, which these indexes find without reading every preview.
 */
export class ImageVariantIndexes1797500000002 implements MigrationInterface {
  name = 'ImageVariantIndexes1797500000002';

  async up(q: QueryRunner): Promise<void> {
    for (const variant of ['card', 'full'])
      await q.query(
        `CREATE INDEX "IDX_listing_preview_${variant}" ON "catalog"."listing_preview" ((variants->>'${variant}')) WHERE variants IS NOT NULL`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const variant of ['card', 'full'])
      await q.query(`DROP INDEX "catalog"."IDX_listing_preview_${variant}"`);
  }
}
