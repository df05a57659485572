import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The printer a user saved in Settings: a common model, or a custom bed size. */
@Entity({ name: 'user_printer' })
export class UserPrinterEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** A COMMON_PRINTERS id, or 'custom'. */
  @Column({ type: 'text' })
  model!: string;

  /** The build volume in millimetres (a common printer's, copied when saved). */
  @Column({ name: 'bed_x', type: 'integer' })
  bedX!: number;

  @Column({ name: 'bed_y', type: 'integer' })
  bedY!: number;

  @Column({ name: 'bed_z', type: 'integer' })
  bedZ!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
