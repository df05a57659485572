import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  PRINT_DIFFICULTIES,
  type ListingFilters as ListingFilterFields,
  type PrintDifficulty,
} from '@pitstop/contracts';
import { QueryOneOf, QueryTrueOrFalse, QueryUuid } from './field-rules.js';

/**
 * The listing filters GET /api/models3d and GET /api/search share (the contracts' ListingFilters):
 * the vehicle and category by id, free, difficulty. Empty parameters are ignored.
 */
export class ListingFilters implements ListingFilterFields {
  @ApiPropertyOptional({ format: 'uuid' })
  @QueryUuid('makeId')
  makeId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'A vehicle model (not a 3D model)' })
  @QueryUuid('modelId')
  modelId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @QueryUuid('generationId')
  generationId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @QueryUuid('trimId')
  trimId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @QueryUuid('categoryId')
  categoryId?: string;

  @ApiPropertyOptional({ type: Boolean })
  @QueryTrueOrFalse('isFree')
  isFree?: boolean;

  @ApiPropertyOptional({ enum: PRINT_DIFFICULTIES })
  @QueryOneOf('difficulty', PRINT_DIFFICULTIES)
  difficulty?: PrintDifficulty;
}
