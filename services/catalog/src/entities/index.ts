import { OutboxMessageEntity } from '@pitstop/common';
import { CategoryEntity } from './category.entity.js';
import { CollectionItemEntity } from './collection-item.entity.js';
import { CollectionEntity } from './collection.entity.js';
import { CommentEntity } from './comment.entity.js';
import { GarageVehicleEntity } from './garage-vehicle.entity.js';
import { GenerationEntity } from './generation.entity.js';
import { ListingLikeEntity } from './listing-like.entity.js';
import { ListingPreviewEntity } from './listing-preview.entity.js';
import { ListingReportEntity } from './listing-report.entity.js';
import { ListingEntity } from './listing.entity.js';
import { FitConfirmationEntity } from './fit-confirmation.entity.js';
import { MakeEntity } from './make.entity.js';
import { MemberEntity } from './member.entity.js';
import { ReviewEntity } from './review.entity.js';
import { TrimEntity } from './trim.entity.js';
import { VehicleModelEntity } from './vehicle-model.entity.js';

/** The catalog service's tables (its own `catalog` schema). */
export const CATALOG_ENTITIES: Function[] = [
  MakeEntity,
  VehicleModelEntity,
  GenerationEntity,
  TrimEntity,
  CategoryEntity,
  MemberEntity,
  ListingEntity,
  ListingPreviewEntity,
  ReviewEntity,
  CommentEntity,
  ListingLikeEntity,
  ListingReportEntity,
  CollectionEntity,
  CollectionItemEntity,
  GarageVehicleEntity,
  FitConfirmationEntity,
  OutboxMessageEntity,
];
