import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The site's settings: one row (id 1), changed by admins. */
@Entity({ name: 'site_settings' })
@Check('CHK_site_settings_single_row', `"id" = 1`)
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ name: 'maintenance_mode', type: 'boolean', default: false })
  maintenanceMode!: boolean;

  @Column({ name: 'registration_open', type: 'boolean', default: true })
  registrationOpen!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The admin who made the last change (a user of this service); null for the defaults. */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy!: string | null;
}
