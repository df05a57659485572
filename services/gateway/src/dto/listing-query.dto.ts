import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  LISTING_LIMITS as L,
  LISTING_SORTS,
  PRINT_DIFFICULTIES,
  type ListingSort,
  type PrintDifficulty,
} from '@pitstop/contracts';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  BlankAsAbsent,
  NoControlCharacters,
  QueryBoolean,
  QueryWholeNumber,
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
  @Max(L.pageSizeMax, { message: `limit must be a whole number from 1 to ${L.pageSizeMax}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${L.pageSizeMax}` })
  @IsInt({ message: `limit must be a whole number from 1 to ${L.pageSizeMax}` })
  @IsOptional()
  @QueryWholeNumber()
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: L.offsetMax, default: 0 })
  @Max(L.offsetMax, { message: `offset must be a whole number from 0 to ${L.offsetMax}` })
  @IsInt({ message: `offset must be a whole number from 0 to ${L.offsetMax}` })
  @IsOptional()
  @QueryWholeNumber()
  offset?: number;
}

/** GET /api/models3d/{id}/related. */
export class RelatedListingsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: L.relatedMax, default: L.relatedDefault })
  @Max(L.relatedMax, { message: `limit must be a whole number from 1 to ${L.relatedMax}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${L.relatedMax}` })
  @IsInt({ message: `limit must be a whole number from 1 to ${L.relatedMax}` })
  @IsOptional()
  @QueryWholeNumber()
  limit?: number;
}
