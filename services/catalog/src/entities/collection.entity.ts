import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A person's named list of listings (docs/product.md §3 'Collection'); private unless made public. */
@Entity({ name: 'collection' })
@Index('IDX_collection_owner', ['ownerId', 'createdAt'])
// One name per owner however it is capitalised (lower(name), which TypeORM cannot declare).
// Made by migration Collections.
@Index('UQ_collection_owner_name', { synchronize: false })
@Check('CHK_collection_name', `length("name") BETWEEN 1 AND 200`)
export class CollectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The user's id in the users service (no foreign key: people are the users service's). */
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
