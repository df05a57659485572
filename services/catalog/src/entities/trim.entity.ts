import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { GenerationEntity } from './generation.entity.js';

@Entity({ name: 'trim' })
@Index('UQ_trim_generation_slug', ['generationId', 'slug'], { unique: true })
export class TrimEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'generation_id', type: 'uuid' })
  generationId!: string;

  @ManyToOne(() => GenerationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'generation_id' })
  generation?: Relation<GenerationEntity>;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ name: 'body_type', type: 'text' })
  bodyType!: string;

  @Column({ type: 'text', nullable: true })
  drivetrain!: string | null;

  @Column({ type: 'text', nullable: true })
  engine!: string | null;

  /** Trims list in their showroom order (base first), not alphabetically. */
  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder!: number;
}
