import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LISTING_LIMITS, type ReportReason } from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import type { ReportRow } from '../domain/feedback-dto.js';
import type { AccessGuard } from '../domain/listing-access.js';
import { lockAndGuard, memberNamesSql } from './listing-sql.js';

const REPORT_COLUMNS = `r.id, r.listing_id AS "listingId", l.slug AS "listingSlug",
  l.title AS "listingTitle", r.reporter_id AS "reporterId", ${memberNamesSql('m')} AS reporter,
  r.reason, r.details, r.updated_at AS "reportedAt"`;

const REPORT_FROM = `catalog.listing_report r
  JOIN catalog.listing l ON l.id = r.listing_id
  LEFT JOIN catalog.member m ON m.id = r.reporter_id`;

/** Reports for the admins: one per reporter and listing. */
@Injectable()
export class ReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Reporting again replaces the reason and details and counts as a new report. */
  async upsert(
    listingId: string,
    reporterId: string,
    report: { reason: ReportReason; details: string },
    guard: AccessGuard,
  ): Promise<ReportRow> {
    return this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, listingId, guard, 'share');
      const [{ id }] = (await manager.query(
        `INSERT INTO catalog.listing_report (listing_id, reporter_id, reason, details)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (listing_id, reporter_id) DO UPDATE SET reason = excluded.reason,
           details = excluded.details, updated_at = now()
         RETURNING id`,
        [listingId, reporterId, report.reason, report.details],
      )) as [{ id: string }];
      const [row] = (await manager.query(
        `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE r.id = $1`,
        [id],
      )) as ReportRow[];
      return row!;
    });
  }

  /** The newest ones; reports on deleted listings are settled and left out. */
  list(): Promise<ReportRow[]> {
    return this.dataSource.query(
      `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM}
       WHERE l.deleted_at IS NULL ORDER BY r.updated_at DESC, r.id DESC LIMIT $1`,
      [LISTING_LIMITS.reportsListMax],
    ) as Promise<ReportRow[]>;
  }
}
