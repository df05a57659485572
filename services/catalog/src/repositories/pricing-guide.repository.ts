import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PricingGuideCategoryDto } from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import { VISIBLE_SQL } from './listing-sql.js';

/** Prices of the paid listings on sale, per category: quartiles by Postgres' percentile_cont. */
@Injectable()
export class PricingGuideRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  byCategory(): Promise<PricingGuideCategoryDto[]> {
    return this.dataSource.query(
      `SELECT c.name AS category, count(*)::int AS listings,
         min(l.price_cents)::int AS "minCents",
         round(percentile_cont(0.25) WITHIN GROUP (ORDER BY l.price_cents))::int AS "p25Cents",
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY l.price_cents))::int AS "medianCents",
         round(percentile_cont(0.75) WITHIN GROUP (ORDER BY l.price_cents))::int AS "p75Cents",
         max(l.price_cents)::int AS "maxCents"
       FROM catalog.listing l JOIN catalog.category c ON c.id = l.category_id
       WHERE ${VISIBLE_SQL} AND l.price_cents > 0
       GROUP BY c.id, c.name, c.sort_order ORDER BY c.sort_order, c.name`,
    ) as Promise<PricingGuideCategoryDto[]>;
  }
}
