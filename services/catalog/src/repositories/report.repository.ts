import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox, queryRows } from '@pitstop/common';
import type { ReportReason, ReportTargetType } from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { ReportRow } from '../domain/feedback-dto.js';
import type { AccessGuard } from '../domain/listing-access.js';
import type { ListingRow } from '../domain/listing-dto.js';
import { recordAdminAction } from './admin-audit.js';
import { lockAndGuard, memberNamesSql, readAccess, selectListings } from './listing-sql.js';
import { ListingRepository } from './listing.repository.js';

/** Who wrote the reported review or comment. */
interface ReportedItemRow {
  authorId: string;
}

const REPORT_COLUMNS = `r.id, r.listing_id AS "listingId", l.slug AS "listingSlug",
  l.title AS "listingTitle", r.reporter_id AS "reporterId", ${memberNamesSql('m')} AS reporter,
  r.reason, r.details, r.updated_at AS "reportedAt", r.status, r.resolved_at AS "resolvedAt",
  r.resolved_by AS "resolvedById", ${memberNamesSql('rm')} AS "resolvedBy",
  r.target_type AS "targetType", r.target_id AS "targetId",
  CASE WHEN rv.id IS NOT NULL THEN concat_ws(E'\n\n', NULLIF(rv.title, ''), rv.body_md)
    WHEN fc.id IS NOT NULL THEN concat_ws(E'\n\n', CASE WHEN fc.fits THEN 'Fits' ELSE 'Does not fit' END,
      fc.note, fc.photo_url)
    ELSE rc.body_md END AS "targetText",
  COALESCE(rv.removed_at, rc.removed_at, fc.removed_at) AS "targetRemovedAt"`;

const REPORT_FROM = `catalog.listing_report r
  JOIN catalog.listing l ON l.id = r.listing_id
  LEFT JOIN catalog.review rv ON r.target_type = 'review' AND rv.id = r.target_id
  LEFT JOIN catalog.comment rc ON r.target_type = 'comment' AND rc.id = r.target_id
  LEFT JOIN catalog.fit_confirmation fc ON r.target_type = 'fit_confirmation' AND fc.id = r.target_id
  LEFT JOIN catalog.member m ON m.id = r.reporter_id
  LEFT JOIN catalog.member rm ON rm.id = r.resolved_by`;

/** The table of each kind of reported item (never the caller's text: a fixed name). */
const REPORTED_TABLES: Record<ReportTargetType, string> = {
  review: 'review',
  comment: 'comment',
  fit_confirmation: 'fit_confirmation',
};

/** Why a settling change did not happen. */
export type SettleRefusal = 'not-found' | 'taken-down';

/** Reports for the admins: one per reporter and listing, kept after an admin settles them. */
@Injectable()
export class ReportRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly listings: ListingRepository,
  ) {}

  /**
   * Reporting again replaces the reason and details, counts as a new report and opens it again.
   * With a target, the report names that review or comment of the listing: 'not-found' when the
   * listing has no such one, 'own' when it is the reporter's own.
   */
  async upsert(
    listingId: string,
    reporterId: string,
    report: { reason: ReportReason; details: string },
    guard: AccessGuard,
    target?: { type: ReportTargetType; id: string },
  ): Promise<ReportRow | 'not-found' | 'own'> {
    return this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, listingId, guard, 'share');
      if (target) {
        const [item] = await queryRows<ReportedItemRow>(
          manager,
          `SELECT author_id AS "authorId" FROM catalog.${REPORTED_TABLES[target.type]}
           WHERE id = $1 AND listing_id = $2`,
          [target.id, listingId],
        );
        if (!item) return 'not-found';
        if (item.authorId === reporterId) return 'own';
      }
      const conflict = target
        ? `(target_id, reporter_id) WHERE target_id IS NOT NULL`
        : `(listing_id, reporter_id) WHERE target_id IS NULL`;
      const [{ id }] = (await manager.query(
        `INSERT INTO catalog.listing_report
           (listing_id, reporter_id, reason, details, target_type, target_id)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ${conflict} DO UPDATE SET reason = excluded.reason,
           details = excluded.details, updated_at = now(), status = 'open',
           resolved_at = NULL, resolved_by = NULL
         RETURNING id`,
        [
          listingId,
          reporterId,
          report.reason,
          report.details,
          target?.type ?? null,
          target?.id ?? null,
        ],
      )) as [{ id: string }];
      return (await findReport(manager, id))!;
    });
  }

  /**
   * A page of the newest open ones (or all), and how many there are; reports on deleted listings
   * are settled and left out.
   */
  async list(
    status: 'open' | 'all',
    page: { limit: number; offset: number },
  ): Promise<{ rows: ReportRow[]; total: number }> {
    const where = `l.deleted_at IS NULL ${status === 'open' ? `AND r.status = 'open'` : ''}`;
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE ${where}
         ORDER BY r.updated_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
        [page.limit, page.offset],
      ) as Promise<ReportRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM catalog.listing_report r
           JOIN catalog.listing l ON l.id = r.listing_id WHERE ${where}`,
      ) as Promise<{ total: number }[]>,
    ]);
    return { rows, total: counted!.total };
  }

  /** Settles an open report without action; a dismissed one stays as it is (idempotent). */
  async dismiss(reportId: string, adminId: string): Promise<ReportRow | SettleRefusal> {
    const result = await this.dataSource.transaction(async (manager) => {
      const current = await findReport(manager, reportId, true);
      if (!current) return 'not-found';
      if (current.status === 'taken_down') return 'taken-down';
      if (current.status === 'dismissed') return current;
      await manager.query(
        `UPDATE catalog.listing_report SET status = 'dismissed', resolved_at = now(), resolved_by = $2
         WHERE id = $1`,
        [reportId, adminId],
      );
      await recordAdminAction(manager, this.outbox, {
        actorId: adminId,
        action: 'report.dismissed',
        targetType: 'report',
        targetId: reportId,
        targetLabel: current.listingTitle,
        details: { listingId: current.listingId, reason: current.reason },
      });
      return (await findReport(manager, reportId))!;
    });
    if (typeof result !== 'string') void this.outbox.flush();
    return result;
  }

  /**
   * Takes the report's listing down, under the listing's lock: hidden from everyone but its
   * seller and admins (its updated event takes it out of search), with the reason its seller is
   * told; every open report of it is settled with this one. A listing already down keeps its
   * first reason and time, and no event is sent again (idempotent).
   */
  async takeDown(
    reportId: string,
    adminId: string,
    reason: (report: ReportRow) => string,
  ): Promise<{ report: ReportRow; listing: ListingRow } | 'not-found'> {
    const result = await this.dataSource.transaction(async (manager) => {
      const report = await findReport(manager, reportId, true);
      if (!report) return 'not-found' as const;
      const access = await readAccess(manager, report.listingId, 'update');
      if (!access) return 'not-found' as const;
      await this.listings.takeDown(manager, report.listingId, reason(report), adminId, reportId);
      await manager.query(
        `UPDATE catalog.listing_report SET status = 'taken_down', resolved_at = now(), resolved_by = $3
         WHERE listing_id = $1 AND status <> 'taken_down' AND (status = 'open' OR id = $2)`,
        [report.listingId, reportId, adminId],
      );
      const [listing] = await selectListings(
        manager,
        adminId,
        (p) => `l.id = ${p.add(report.listingId)}`,
      );
      return { report: (await findReport(manager, reportId))!, listing: listing! };
    });
    if (result !== 'not-found') void this.outbox.flush();
    return result;
  }
}

/**
 * An admin removed the review or comment: its open reports are settled (taken_down: the
 * reported text is down), with who and when, in the removal's transaction.
 */
export async function settleFeedbackReports(
  manager: EntityManager,
  target: { type: ReportTargetType; id: string },
  adminId: string,
): Promise<void> {
  await manager.query(
    `UPDATE catalog.listing_report SET status = 'taken_down', resolved_at = now(), resolved_by = $3
     WHERE target_type = $1 AND target_id = $2 AND status = 'open'`,
    [target.type, target.id, adminId],
  );
}

/** One report with its names; with lock, the report row stays locked until the caller commits. */
async function findReport(
  manager: EntityManager,
  id: string,
  lock = false,
): Promise<ReportRow | null> {
  const [row] = (await manager.query(
    `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE r.id = $1 AND l.deleted_at IS NULL
     ${lock ? 'FOR UPDATE OF r' : ''}`,
    [id],
  )) as ReportRow[];
  return row ?? null;
}
