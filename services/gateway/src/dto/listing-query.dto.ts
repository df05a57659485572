import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  LISTING_LIMITS as L,
  LISTING_SORTS,
  PRINT_DIFFICULTIES,
  type ListingSort,
  type PrintDifficulty,
} from '@pitstop/contracts';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  BlankAsAbsent,
  NoControlCharacters,
  QueryBoolean,
  QueryWholeNumberInRange,
} from './field-rules.js';

const uuidFilter = (name: string) => IsUUID('all', { message: `${name} must be a UUID` });

/** GET /api/models3d: every filter optional; empty parameters are ignored. */
export class ListListingsQuery {
  @ApiPropertyOptional({
    description: 'Words in the title, descriptions or tags',
    maxLength: L.searchMax,
  })
  @NoControlCharacters('search')
  @MaxLength(L.searchMax, { message: `search must be at most ${L.searchMax} characters` })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  @BlankAsAbsent()
  search?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @uuidFilter('makeId')
  @IsOptional()
  @BlankAsAbsent()
  makeId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'A vehicle model (not a 3D model)' })
  @uuidFilter('modelId')
  @IsOptional()
  @BlankAsAbsent()
  modelId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @uuidFilter('generationId')
  @IsOptional()
  @BlankAsAbsent()
  generationId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @uuidFilter('trimId')
  @IsOptional()
  @BlankAsAbsent()
  trimId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @uuidFilter('categoryId')
  @IsOptional()
  @BlankAsAbsent()
  categoryId?: string;

  @ApiPropertyOptional({ type: Boolean })
  @IsBoolean({ message: 'isFree must be true or false' })
  @IsOptional()
  @QueryBoolean()
  isFree?: boolean;

  @ApiPropertyOptional({ enum: PRINT_DIFFICULTIES })
  @IsIn(PRINT_DIFFICULTIES, {
    message: `difficulty must be one of ${PRINT_DIFFICULTIES.join(', ')}`,
  })
  @IsOptional()
  @BlankAsAbsent()
  difficulty?: PrintDifficulty;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "A seller's listings; with your own id (or as an admin) drafts and pending ones too",
  })
  @uuidFilter('sellerId')
  @IsOptional()
  @BlankAsAbsent()
  sellerId?: string;

  @ApiPropertyOptional({ enum: LISTING_SORTS, default: 'newest' })
  @IsIn(LISTING_SORTS, { message: `sort must be one of ${LISTING_SORTS.join(', ')}` })
  @IsOptional()
  @BlankAsAbsent()
  sort?: ListingSort;

  @ApiPropertyOptional({ minimum: 1, maximum: L.pageSizeMax, default: L.pageSizeDefault })
  @QueryWholeNumberInRange('limit', 1, L.pageSizeMax)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: L.offsetMax, default: 0 })
  @QueryWholeNumberInRange('offset', 0, L.offsetMax)
  offset?: number;
}

/** GET /api/models3d/{id}/related. */
export class RelatedListingsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: L.relatedMax, default: L.relatedDefault })
  @QueryWholeNumberInRange('limit', 1, L.relatedMax)
  limit?: number;
}
