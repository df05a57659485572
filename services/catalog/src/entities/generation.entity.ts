import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { VehicleModelEntity } from './vehicle-model.entity.js';

@Entity({ name: 'generation' })
@Index('UQ_generation_model_slug', ['modelId', 'slug'], { unique: true })
export class GenerationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'model_id', type: 'uuid' })
  modelId!: string;

  @ManyToOne(() => VehicleModelEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'model_id' })
  model?: Relation<VehicleModelEntity>;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ name: 'year_start', type: 'int' })
  yearStart!: number;

  /** null: still in production ('Present'). */
  @Column({ name: 'year_end', type: 'int', nullable: true })
  yearEnd!: number | null;

  /** An admin set the years: the shipped data's import leaves them (taxonomy-writer.ts). */
  @Column({ name: 'years_set_by_admin', type: 'boolean', default: false })
  yearsSetByAdmin!: boolean;
}
