import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COLLECTION_LIMITS as L,
  CollectionMessages as M,
  type CollectionDto,
  type CollectionSummaryDto,
} from '@pitstop/contracts';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { NoControlCharacters, QueryUuid, QueryWholeNumberInRange, Trimmed } from './field-rules.js';
import { ListingResponse, PersonResponse, PreviewResponse } from './listing-response.dto.js';

// class-validator runs a property's decorators bottom-up, stopping at the first error: the most
// basic check sits lowest.

// ---- bodies ------------------------------------------------------------------------------

/** POST /api/collections. */
export class CreateCollectionBody {
  @ApiProperty({ maxLength: L.nameMax, example: 'Mk7 interior' })
  @NoControlCharacters('Collection name')
  @MaxLength(L.nameMax, { message: M.nameTooLong })
  @MinLength(1, { message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  @Trimmed()
  name!: string;

  @ApiPropertyOptional({ default: false, description: 'Anyone with the link may see it' })
  @IsBoolean({ message: M.isPublicInvalid })
  @IsOptional()
  isPublic?: boolean;
}

/** PATCH /api/collections/{id}: rename, make public or private; the fields given change. */
export class UpdateCollectionBody {
  @ApiPropertyOptional({ maxLength: L.nameMax, example: 'Mk7 interior' })
  @NoControlCharacters('Collection name')
  @MaxLength(L.nameMax, { message: M.nameTooLong })
  @MinLength(1, { message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  @IsOptional()
  @Trimmed()
  name?: string;

  @ApiPropertyOptional()
  @IsBoolean({ message: M.isPublicInvalid })
  @IsOptional()
  isPublic?: boolean;
}

/** POST /api/collections/{id}/items. */
export class AddCollectionItemBody {
  @ApiProperty({ format: 'uuid', description: 'A published model' })
  @IsUUID('all', { message: 'modelId must be a UUID' })
  @IsString({ message: 'modelId must be a UUID' })
  modelId!: string;
}

// ---- queries ------------------------------------------------------------------------------

/** GET /api/collections. */
export class ListCollectionsQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Also say, for each collection, whether this model is in it (containsModel)',
  })
  @QueryUuid('modelId')
  modelId?: string;
}

/** GET /api/collections/{id}: a page of its models, the newest added first. */
export class CollectionPageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: L.pageSizeMax, default: L.pageSizeDefault })
  @QueryWholeNumberInRange('limit', 1, L.pageSizeMax)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: L.offsetMax, default: 0 })
  @QueryWholeNumberInRange('offset', 0, L.offsetMax)
  offset?: number;
}

// ---- responses (documentation of the contracts' shapes) ----------------------------------

export class CollectionSummaryResponse implements CollectionSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Mk7 interior' }) name!: string;
  @ApiProperty({ description: 'Models in it that everyone may see' }) itemCount!: number;
  @ApiProperty() isPublic!: boolean;
  @ApiProperty({
    type: PreviewResponse,
    nullable: true,
    description: 'A preview of the model added last',
  })
  cover!: PreviewResponse | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiPropertyOptional({
    description: 'Whether the model asked about (modelId; the model added or removed) is in it',
  })
  containsModel?: boolean;
}

export class CollectionResponse extends CollectionSummaryResponse implements CollectionDto {
  @ApiProperty({ type: PersonResponse }) owner!: PersonResponse;
  @ApiProperty({
    type: [ListingResponse],
    description: 'One page of its models, the newest added first; itemCount is the total',
  })
  items!: ListingResponse[];
}
