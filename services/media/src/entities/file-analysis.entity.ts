import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** What the worker found in an object: a mesh analysis, or an image's variants. */
@Entity({ name: 'file_analysis' })
export class FileAnalysisEntity {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  /** ready | unreadable | none (see AnalysisState). */
  @Column({ type: 'text' })
  state!: string;

  @Column({ type: 'jsonb', nullable: true })
  result!: unknown;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
