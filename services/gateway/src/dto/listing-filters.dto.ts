import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  MOUNT_LOCATIONS,
  PRINT_DIFFICULTIES,
  PRINT_MATERIALS,
  type ListingFilters as ListingFilterFields,
  type MountLocation,
  type PrintDifficulty,
  type PrintMaterial,
} from '@pitstop/contracts';
import { QueryOneOf, QueryTrueOrFalse, QueryUuid } from './field-rules.js';

/**
 * The listing filters GET /api/models3d and GET /api/search share (the contracts' ListingFilters):
 * the vehicle and category by id, free, difficulty, mount location and material. Empty parameters
 * are ignored.
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

  @ApiPropertyOptional({ enum: MOUNT_LOCATIONS, description: 'Where the part mounts' })
  @QueryOneOf('mountLocation', MOUNT_LOCATIONS)
  mountLocation?: MountLocation;

  @ApiPropertyOptional({ enum: PRINT_MATERIALS, description: 'A filament the seller names' })
  @QueryOneOf('material', PRINT_MATERIALS)
  material?: PrintMaterial;
}
