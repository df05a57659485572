import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  APPROVAL_STATUSES,
  LISTING_VISIBILITIES,
  MOUNT_LOCATIONS,
  PRINT_DIFFICULTIES,
  PRINT_MATERIALS,
  type ApprovalStatus,
  type ListingDto,
  type ListingVisibility,
  type MountLocation,
  type PrintMaterial,
  type PersonDto,
  type PreviewDto,
  type PrintDifficulty,
  type SellerProfileDto,
  type VehicleFitmentDto,
} from '@pitstop/contracts';

// Documentation of the contracts' shapes (the catalog's replies pass through unchanged).

export class PersonResponse implements PersonDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Maya' }) firstName!: string;
  @ApiProperty({ example: 'Okafor' }) lastName!: string;
  @ApiProperty({ type: String, nullable: true, example: 'BoostedMaya' }) displayName!:
    string | null;
}

export class VehicleFitmentResponse implements VehicleFitmentDto {
  @ApiProperty({ format: 'uuid' }) makeId!: string;
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty({ format: 'uuid' }) generationId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) trimId!: string | null;
  @ApiProperty({ example: 'Volkswagen' }) makeName!: string;
  @ApiProperty({ example: 'volkswagen' }) makeSlug!: string;
  @ApiProperty({ example: 'Golf' }) modelName!: string;
  @ApiProperty({ example: 'golf' }) modelSlug!: string;
  @ApiProperty({ example: 'Mk7' }) generationName!: string;
  @ApiProperty({ example: 2013 }) yearStart!: number;
  @ApiProperty({ type: Number, nullable: true, example: 2020 }) yearEnd!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'GTI' }) trimName!: string | null;
}

export class PreviewResponse implements PreviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() storageUrl!: string;
  @ApiProperty({
    nullable: true,
    description: 'WebP copies for srcset: { card, full, width, height }, null until made',
  })
  variants?: { card: string; full: string; width: number; height: number } | null;
}

export class TakedownResponse {
  @ApiProperty({ description: 'What the seller is told' }) reason!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class ListingResponse implements ListingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'mk7-gti-golf-ball-shift-knob' }) slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty() shortDescription!: string;
  @ApiProperty({ type: String, nullable: true }) longDescriptionMd!: string | null;
  @ApiProperty({ description: 'longDescriptionMd rendered and sanitised; safe to insert as HTML' })
  longDescriptionHtml!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) categoryId!: string | null;
  @ApiProperty({ type: String, nullable: true }) categoryName!: string | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ description: 'Integer cents' }) priceCents!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty() isFree!: boolean;
  @ApiProperty({ enum: PRINT_DIFFICULTIES }) printDifficulty!: PrintDifficulty;
  @ApiProperty() supportsRequired!: boolean;
  @ApiProperty({ minimum: 0, maximum: 100 }) infillHintPercent!: number;
  @ApiProperty({ enum: PRINT_MATERIALS, isArray: true }) materials!: PrintMaterial[];
  @ApiProperty({ enum: MOUNT_LOCATIONS, nullable: true }) mountLocation!: MountLocation | null;
  @ApiProperty() allowPersonalUse!: boolean;
  @ApiProperty() allowCommercialUse!: boolean;
  @ApiProperty({ format: 'uuid' }) sellerId!: string;
  @ApiProperty({ type: PersonResponse }) seller!: PersonResponse;
  @ApiProperty() downloadCount!: number;
  @ApiProperty() likeCount!: number;
  @ApiProperty({ description: 'Average review rating, 0 without reviews' }) ratingAvg!: number;
  @ApiProperty({ description: 'Same as ratingAvg' }) averageRating!: number;
  @ApiProperty() ratingCount!: number;
  @ApiProperty({ description: 'Integer cents earned by the seller' }) totalEarnings!: number;
  @ApiProperty() isDraft!: boolean;
  @ApiProperty({ enum: LISTING_VISIBILITIES }) visibility!: ListingVisibility;
  @ApiProperty({ enum: APPROVAL_STATUSES }) approvalStatus!: ApprovalStatus;
  @ApiProperty() isUniversalFit!: boolean;
  @ApiProperty({ type: VehicleFitmentResponse, nullable: true })
  vehicleFitment!: VehicleFitmentResponse | null;
  @ApiProperty({ type: [String] }) fileUrls!: string[];
  @ApiProperty({ type: [String] }) imageUrls!: string[];
  @ApiProperty({ type: [PreviewResponse] }) previews!: PreviewResponse[];
  @ApiProperty({ description: 'Whether you (signed in) like it' }) likedByMe!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'Increases with every change' }) version!: number;
  @ApiPropertyOptional({
    type: TakedownResponse,
    nullable: true,
    description: 'Why and when an admin took it down: the seller and admins only',
  })
  takedown?: TakedownResponse | null;
}

/** GET /api/sellers/{id}: the creator card and page. */
export class SellerResponse extends PersonResponse implements SellerProfileDto {
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Account created',
  })
  joinedAt!: string | null;
  @ApiProperty({ description: 'Approved, public listings' }) listingCount!: number;
  @ApiProperty({ description: 'Downloads of those listings, summed' }) totalDownloads!: number;
  @ApiProperty({ description: "Their reviews' average, 0 without reviews" }) ratingAvg!: number;
  @ApiProperty({ description: 'Reviews of those listings' }) ratingCount!: number;
  @ApiProperty({
    type: [ListingResponse],
    description: 'One page of those listings, newest first; listingCount is the total',
  })
  listings!: ListingResponse[];
}
