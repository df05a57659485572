import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminAction,
  AdminActionRecord,
  AdminAuditEntryDto,
  AuditDetails,
  AuditTargetType,
} from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** A record filed by users itself: its time is the transaction's. */
export type OwnAdminAction = Omit<AdminActionRecord, 'at'>;

interface AuditRow {
  id: string;
  at: Date;
  actorId: string;
  actorName: string | null;
  action: AdminAction;
  targetType: AuditTargetType;
  targetId: string | null;
  targetLabel: string;
  details: AuditDetails;
}

const toEntry = (row: AuditRow): AdminAuditEntryDto => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, name: row.actorName ?? 'Unknown admin' },
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  details: row.details,
});

const INSERT = `INSERT INTO users.admin_audit
    (id, at, actor_id, action, target_type, target_id, target_label, details)
  VALUES ($1, COALESCE($2::timestamptz, now()), $3, $4, $5, $6, $7, $8)
  ON CONFLICT (id) DO NOTHING`;

const values = (record: OwnAdminAction & { at?: string }) => [
  record.id,
  record.at ?? null,
  record.actorId,
  record.action,
  record.targetType,
  record.targetId,
  record.targetLabel,
  JSON.stringify(record.details),
];

/**
 * The audit log of admin actions: rows are only ever added (the table's trigger refuses UPDATE,
 * DELETE and TRUNCATE), keyed by the id the acting service gave them, so a record that arrives
 * twice is filed once. The admin's name is read at listing time from their account.
 */
@Injectable()
export class AdminAuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Users' own action, in the transaction that makes it: logged if and only if it happened. */
  async append(manager: EntityManager, record: OwnAdminAction): Promise<void> {
    await manager.query(INSERT, values(record));
  }

  /** Another service's record (from its event); a redelivery is a no-op. */
  async file(record: AdminActionRecord): Promise<void> {
    await this.dataSource.query(INSERT, values(record));
  }

  /** Newest first; by the action's index when filtered. */
  async list(filter: {
    action?: AdminAction;
    limit: number;
    offset: number;
  }): Promise<{ entries: AdminAuditEntryDto[]; total: number }> {
    const where = filter.action ? 'WHERE a.action = $1' : '';
    const params = filter.action ? [filter.action] : [];
    const n = params.length;
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query(
        `SELECT a.id, a.at, a.actor_id AS "actorId",
           NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS "actorName",
           a.action, a.target_type AS "targetType", a.target_id AS "targetId",
           a.target_label AS "targetLabel", a.details
         FROM users.admin_audit a LEFT JOIN users.user_account u ON u.id = a.actor_id
         ${where} ORDER BY a.at DESC, a.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, filter.limit, filter.offset],
      ) as Promise<AuditRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM users.admin_audit a ${where}`,
        params,
      ) as Promise<{ total: number }[]>,
    ]);
    return { entries: rows.map(toEntry), total: counted!.total };
  }
}
