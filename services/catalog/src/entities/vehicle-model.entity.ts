import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { MakeEntity } from './make.entity.js';

@Entity({ name: 'vehicle_model' })
@Index('UQ_vehicle_model_make_slug', ['makeId', 'slug'], { unique: true })
export class VehicleModelEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'make_id', type: 'uuid' })
  makeId!: string;

  @ManyToOne(() => MakeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'make_id' })
  make?: Relation<MakeEntity>;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  slug!: string;
}
