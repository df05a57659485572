import type {
  ApprovalStatus,
  ListingVisibility,
  MountLocation,
  PrintDifficulty,
  PrintMaterial,
} from '@pitstop/contracts';
import {
  APPROVAL_STATUSES,
  LISTING_VISIBILITIES,
  MOUNT_LOCATIONS,
  PRINT_DIFFICULTIES,
} from '@pitstop/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
  type ValueTransformer,
} from 'typeorm';
import { CategoryEntity } from './category.entity.js';
import { GenerationEntity } from './generation.entity.js';
import { MakeEntity } from './make.entity.js';
import { TrimEntity } from './trim.entity.js';
import { VehicleModelEntity } from './vehicle-model.entity.js';

/** Everyone may see it: the condition of the partial indexes the public lists use. */
const VISIBLE = `"approval_status" = 'approved' AND "visibility" = 'public' AND NOT "is_draft" AND "deleted_at" IS NULL`;

/** bigint columns come back from pg as strings; these never approach 2^53. */
const bigintAsNumber: ValueTransformer = {
  to: (value: number | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A model (docs/product.md §3 'Model (listing)'). isFree is not stored: it is priceCents = 0. */
@Entity({ name: 'listing' })
@Check('CHK_listing_price', `"price_cents" >= 0`)
@Check('CHK_listing_infill', `"infill_hint_percent" BETWEEN 0 AND 100`)
@Check('CHK_listing_counts', `"download_count" >= 0 AND "like_count" >= 0 AND "rating_count" >= 0`)
@Check(
  'CHK_listing_fitment',
  `("is_universal_fit" AND "make_id" IS NULL AND "model_id" IS NULL AND "generation_id" IS NULL AND "trim_id" IS NULL) OR (NOT "is_universal_fit" AND "make_id" IS NOT NULL AND "model_id" IS NOT NULL AND "generation_id" IS NOT NULL)`,
)
@Index('UQ_listing_slug', ['slug'], { unique: true })
@Index('IDX_listing_visible_created', ['createdAt', 'id'], { where: VISIBLE })
@Index('IDX_listing_visible_downloads', ['downloadCount', 'id'], { where: VISIBLE })
@Index('IDX_listing_visible_vehicle', ['makeId', 'modelId', 'generationId'], { where: VISIBLE })
@Index('IDX_listing_visible_category', ['categoryId'], { where: VISIBLE })
@Index('IDX_listing_seller', ['sellerId', 'createdAt'], { where: `"deleted_at" IS NULL` })
@Index('IDX_listing_pending', ['createdAt'], {
  where: `"approval_status" = 'pending' AND "deleted_at" IS NULL`,
})
@Index('UQ_listing_import_line', ['importId', 'importLine'], {
  unique: true,
  where: `"import_id" IS NOT NULL`,
})
// Slugs in byte order (text_pattern_ops, which TypeORM cannot declare): a new slug's numbered
// siblings are read as a range of it. Made by migration SlugPrefixIndex.
@Index('IDX_listing_slug_prefix', { synchronize: false })
export class ListingEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** From the title when created, made unique with -2, -3, …; never changes afterwards. */
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ name: 'short_description', type: 'text' })
  shortDescription!: string;

  @Column({ name: 'long_description_md', type: 'text', nullable: true })
  longDescriptionMd!: string | null;

  /** longDescriptionMd rendered and sanitised when written. */
  @Column({ name: 'long_description_html', type: 'text', default: '' })
  longDescriptionHtml!: string;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId!: string | null;

  @ManyToOne(() => CategoryEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<CategoryEntity>;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ name: 'price_cents', type: 'int', default: 0 })
  priceCents!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  @Column({
    name: 'print_difficulty',
    type: 'enum',
    enum: PRINT_DIFFICULTIES,
    enumName: 'print_difficulty',
    default: 'medium',
  })
  printDifficulty!: PrintDifficulty;

  @Column({ name: 'supports_required', type: 'boolean', default: false })
  supportsRequired!: boolean;

  @Column({ name: 'infill_hint_percent', type: 'int', default: 20 })
  infillHintPercent!: number;

  /** The filaments the seller names in Print Settings (PRINT_MATERIALS), in that order. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  materials!: PrintMaterial[];

  /** Where the part mounts in the car: its heat zone (null when the seller did not say). */
  @Column({
    name: 'mount_location',
    type: 'enum',
    enum: MOUNT_LOCATIONS,
    enumName: 'mount_location',
    nullable: true,
  })
  mountLocation!: MountLocation | null;

  @Column({ name: 'allow_personal_use', type: 'boolean', default: true })
  allowPersonalUse!: boolean;

  @Column({ name: 'allow_commercial_use', type: 'boolean', default: false })
  allowCommercialUse!: boolean;

  /** A user of the users service: referenced by id only (no foreign key across services). */
  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId!: string;

  @Column({ name: 'download_count', type: 'int', default: 0 })
  downloadCount!: number;

  @Column({ name: 'like_count', type: 'int', default: 0 })
  likeCount!: number;

  /** Mean of the reviews' ratings to two places, recomputed from them on every review. */
  @Column({ name: 'rating_avg', type: 'numeric', precision: 3, scale: 2, default: 0 })
  ratingAvg!: string;

  @Column({ name: 'rating_count', type: 'int', default: 0 })
  ratingCount!: number;

  @Column({
    name: 'total_earnings_cents',
    type: 'bigint',
    default: 0,
    transformer: bigintAsNumber,
  })
  totalEarningsCents!: number;

  @Column({ name: 'is_draft', type: 'boolean', default: true })
  isDraft!: boolean;

  @Column({
    type: 'enum',
    enum: LISTING_VISIBILITIES,
    enumName: 'listing_visibility',
    default: 'private',
  })
  visibility!: ListingVisibility;

  @Column({
    name: 'approval_status',
    type: 'enum',
    enum: APPROVAL_STATUSES,
    enumName: 'approval_status',
    default: 'pending',
  })
  approvalStatus!: ApprovalStatus;

  @Column({ name: 'is_universal_fit', type: 'boolean', default: false })
  isUniversalFit!: boolean;

  @Column({ name: 'make_id', type: 'uuid', nullable: true })
  makeId!: string | null;

  @ManyToOne(() => MakeEntity)
  @JoinColumn({ name: 'make_id' })
  make?: Relation<MakeEntity>;

  @Column({ name: 'model_id', type: 'uuid', nullable: true })
  modelId!: string | null;

  @ManyToOne(() => VehicleModelEntity)
  @JoinColumn({ name: 'model_id' })
  model?: Relation<VehicleModelEntity>;

  @Column({ name: 'generation_id', type: 'uuid', nullable: true })
  generationId!: string | null;

  @ManyToOne(() => GenerationEntity)
  @JoinColumn({ name: 'generation_id' })
  generation?: Relation<GenerationEntity>;

  @Column({ name: 'trim_id', type: 'uuid', nullable: true })
  trimId!: string | null;

  @ManyToOne(() => TrimEntity)
  @JoinColumn({ name: 'trim_id' })
  trim?: Relation<TrimEntity>;

  /** Increases with every change; events carry it so consumers keep the newest. */
  @Column({ type: 'bigint', default: 1, transformer: bigintAsNumber })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Last change of content (edits), not of counters or approval. */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** What the seller is told when an admin took the listing down (approval status taken_down). */
  @Column({ name: 'takedown_reason', type: 'text', nullable: true })
  takedownReason!: string | null;

  @Column({ name: 'taken_down_at', type: 'timestamptz', nullable: true })
  takenDownAt!: Date | null;

  /** The admin who took it down (a user of the users service). */
  @Column({ name: 'taken_down_by', type: 'uuid', nullable: true })
  takenDownBy!: string | null;

  /** The CSV import and line it came from (one listing per line: a batch written twice adds none). */
  @Column({ name: 'import_id', type: 'uuid', nullable: true })
  importId!: string | null;

  @Column({ name: 'import_line', type: 'integer', nullable: true })
  importLine!: number | null;

  /** Soft delete: hidden everywhere, kept for buyers' entitlements and reports. */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
