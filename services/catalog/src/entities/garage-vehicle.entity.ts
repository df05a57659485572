import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { GenerationEntity } from './generation.entity.js';
import { MakeEntity } from './make.entity.js';
import { TrimEntity } from './trim.entity.js';
import { VehicleModelEntity } from './vehicle-model.entity.js';

/**
 * A car in someone's garage. The person is a user of the users service, referenced by id only;
 * the vehicle points into the catalog's own taxonomy. At most one active vehicle per person (the
 * partial unique index), and a vehicle is known by its generation, its model year or both.
 */
@Entity({ name: 'garage_vehicle' })
@Index('IDX_garage_vehicle_user', ['userId', 'createdAt'])
@Index('UQ_garage_vehicle_active', ['userId'], { unique: true, where: `"is_active"` })
@Check('CHK_garage_vehicle_generation_or_year', `"generation_id" IS NOT NULL OR "year" IS NOT NULL`)
export class GarageVehicleEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'make_id', type: 'uuid' })
  makeId!: string;

  @ManyToOne(() => MakeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'make_id' })
  make?: Relation<MakeEntity>;

  @Column({ name: 'model_id', type: 'uuid' })
  modelId!: string;

  @ManyToOne(() => VehicleModelEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'model_id' })
  model?: Relation<VehicleModelEntity>;

  @Column({ name: 'generation_id', type: 'uuid', nullable: true })
  generationId!: string | null;

  @ManyToOne(() => GenerationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'generation_id' })
  generation?: Relation<GenerationEntity>;

  @Column({ type: 'int', nullable: true })
  year!: number | null;

  @Column({ name: 'trim_id', type: 'uuid', nullable: true })
  trimId!: string | null;

  @ManyToOne(() => TrimEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'trim_id' })
  trim?: Relation<TrimEntity>;

  @Column({ type: 'text', nullable: true })
  nickname!: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
