import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SitemapEntry, SitemapKind } from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import { VISIBLE_SQL } from '../repositories/listing-sql.js';

interface SitemapRow {
  id: string;
  key: string;
  lastmod: Date;
}

/**
 * One keyset page per query, in id order: the primary key (listings, collections) or the
 * sellers' index leads, so a page costs the same at the end of the catalog as at its start.
 */
const QUERIES: Record<SitemapKind, string> = {
  listings: `SELECT l.id, l.slug AS key, l.updated_at AS lastmod
    FROM catalog.listing l
    WHERE ${VISIBLE_SQL} AND ($1::uuid IS NULL OR l.id > $1)
    ORDER BY l.id LIMIT $2`,
  // A creator has a page worth listing once they have published something; a deleted or
  // banned account has none.
  creators: `SELECT l.seller_id AS id, l.seller_id::text AS key, max(l.updated_at) AS lastmod
    FROM catalog.listing l
    LEFT JOIN catalog.member m ON m.id = l.seller_id
    WHERE ${VISIBLE_SQL} AND ($1::uuid IS NULL OR l.seller_id > $1)
      AND (m.status IS NULL OR m.status = 'active')
    GROUP BY l.seller_id ORDER BY l.seller_id LIMIT $2`,
  collections: `SELECT c.id, c.id::text AS key, c.updated_at AS lastmod
    FROM catalog.collection c
    WHERE c.is_public AND ($1::uuid IS NULL OR c.id > $1)
    ORDER BY c.id LIMIT $2`,
  // A model's page and each generation's, once a published part is made for it; one keyset
  // over both (their ids are distinct UUIDs).
  vehicles: `SELECT v.id, v.key, v.lastmod FROM (
      SELECT vm.id, mk.slug || '/' || vm.slug AS key, max(l.updated_at) AS lastmod
      FROM catalog.listing l
      JOIN catalog.vehicle_model vm ON vm.id = l.model_id
      JOIN catalog.make mk ON mk.id = vm.make_id
      WHERE ${VISIBLE_SQL} GROUP BY vm.id, mk.slug, vm.slug
      UNION ALL
      SELECT g.id, mk.slug || '/' || vm.slug || '/' || g.slug AS key, max(l.updated_at) AS lastmod
      FROM catalog.listing l
      JOIN catalog.generation g ON g.id = l.generation_id
      JOIN catalog.vehicle_model vm ON vm.id = g.model_id
      JOIN catalog.make mk ON mk.id = vm.make_id
      WHERE ${VISIBLE_SQL} GROUP BY g.id, mk.slug, vm.slug, g.slug
    ) v
    WHERE ($1::uuid IS NULL OR v.id > $1)
    ORDER BY v.id LIMIT $2`,
};

/** What the gateway's sitemap lists, read a page at a time. */
@Injectable()
export class SitemapRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(kind: SitemapKind, after: string | null, limit: number): Promise<SitemapEntry[]> {
    const rows: SitemapRow[] = await this.dataSource.query(QUERIES[kind], [after, limit]);
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      lastmod: new Date(row.lastmod).toISOString(),
    }));
  }
}
