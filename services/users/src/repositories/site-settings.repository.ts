import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SiteSettingsDto, UpdateSiteSettingsPayload } from '@pitstop/contracts';
import { DataSource } from 'typeorm';

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected count].
    const [rows] = (await this.dataSource.query(
      `UPDATE users.site_settings SET
         maintenance_mode = COALESCE($2, maintenance_mode),
         registration_open = COALESCE($3, registration_open),
         updated_at = now(), updated_by = $1
       WHERE id = 1 AND EXISTS (SELECT 1 FROM users.user_account
         WHERE id = $1 AND role = 'admin' AND status = 'active')
       RETURNING ${COLUMNS}`,
      [actorId, changes.maintenanceMode ?? null, changes.registrationOpen ?? null],
    )) as [SettingsRow[], number];
    return rows[0] ? toDto(rows[0]) : null;
  }
}
