import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@pitstop/common';
import type { SiteSettingsDto, UpdateSiteSettingsPayload } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AdminAuditRepository } from './admin-audit.repository.js';

interface SettingsRow {
  maintenanceMode: boolean;
  registrationOpen: boolean;
  updatedAt: Date;
  updatedBy: string | null;
}

const COLUMNS = `maintenance_mode AS "maintenanceMode", registration_open AS "registrationOpen",
  updated_at AS "updatedAt", updated_by AS "updatedBy"`;

const toDto = (row: SettingsRow): SiteSettingsDto => ({
  maintenanceMode: row.maintenanceMode,
  registrationOpen: row.registrationOpen,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** The one row of site settings (the migration creates it). */
@Injectable()
export class SiteSettingsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AdminAuditRepository,
  ) {}

  async get(): Promise<SiteSettingsDto> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM users.site_settings WHERE id = 1`,
    )) as SettingsRow[];
    return toDto(row!);
  }

  /**
   * Applies the changes when the actor is, at this moment, an active admin (one statement: an
   * admin demoted a moment ago changes nothing). Null when they are not.
   */
  async updateByAdmin(
    actorId: string,
    changes: UpdateSiteSettingsPayload['changes'],
  ): Promise<SiteSettingsDto | null> {
    return this.dataSource.transaction(async (manager) => {
      const [before] = await queryRows<SettingsRow>(
        manager,
        `SELECT ${COLUMNS} FROM users.site_settings WHERE id = 1 FOR UPDATE`,
      );
      // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected count].
      const [rows] = (await manager.query(
        `UPDATE users.site_settings SET
           maintenance_mode = COALESCE($2, maintenance_mode),
           registration_open = COALESCE($3, registration_open),
           updated_at = now(), updated_by = $1
         WHERE id = 1 AND EXISTS (SELECT 1 FROM users.user_account
           WHERE id = $1 AND role = 'admin' AND status = 'active')
         RETURNING ${COLUMNS}`,
        [actorId, changes.maintenanceMode ?? null, changes.registrationOpen ?? null],
      )) as [SettingsRow[], number];
      const after = rows[0];
      if (!after || !before) return null;
      // The audit log: each setting that changed, old → new, committed with the change.
      for (const setting of ['maintenanceMode', 'registrationOpen'] as const) {
        if (before[setting] === after[setting]) continue;
        await this.audit.append(manager, {
          id: randomUUID(),
          actorId,
          action: 'settings.changed',
          targetType: 'settings',
          targetId: null,
          targetLabel: setting,
          details: { setting, from: before[setting], to: after[setting] },
        });
      }
      return toDto(after);
    });
  }
}
