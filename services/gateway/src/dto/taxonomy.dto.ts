import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  CategoryDto,
  GenerationDto,
  MakeDto,
  TrimDto,
  VehicleModelDto,
} from '@pitstop/contracts';
import { IsNotEmpty, IsUUID } from 'class-validator';

// ---- queries ---------------------------------------------------------------------------

export class ModelsQuery {
  @ApiProperty({ format: 'uuid', description: 'The make whose vehicle models to list' })
  // class-validator runs these bottom-up: 'is required' must win over 'must be a UUID'
  @IsUUID('all', { message: 'makeId must be a UUID' })
  @IsNotEmpty({ message: 'makeId is required' })
  makeId!: string;
}

export class GenerationsQuery {
  @ApiProperty({ format: 'uuid', description: 'The vehicle model whose generations to list' })
  // class-validator runs these bottom-up: 'is required' must win over 'must be a UUID'
  @IsUUID('all', { message: 'modelId must be a UUID' })
  @IsNotEmpty({ message: 'modelId is required' })
  modelId!: string;
}

export class TrimsQuery {
  @ApiProperty({ format: 'uuid', description: 'The generation whose trims to list' })
  // class-validator runs these bottom-up: 'is required' must win over 'must be a UUID'
  @IsUUID('all', { message: 'generationId must be a UUID' })
  @IsNotEmpty({ message: 'generationId is required' })
  generationId!: string;
}

// ---- responses (documentation of the contracts' shapes) ----------------------------------

export class MakeResponse implements MakeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Volkswagen' }) name!: string;
  @ApiProperty({ example: 'volkswagen' }) slug!: string;
  @ApiProperty({ description: 'Number of approved listings for this make' }) modelCount!: number;
}

export class VehicleModelResponse implements VehicleModelDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) makeId!: string;
  @ApiProperty({ example: 'Golf' }) name!: string;
  @ApiProperty({ example: 'golf' }) slug!: string;
  @ApiProperty({
    nullable: true,
    example: 2009,
    type: Number,
    description: 'First model year of any generation',
  })
  yearStart!: number | null;
  @ApiProperty({
    nullable: true,
    example: null,
    type: Number,
    description: 'Last model year; null while still built',
  })
  yearEnd!: number | null;
}

export class GenerationResponse implements GenerationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty({ example: 'Mk7' }) name!: string;
  @ApiProperty({ example: 'mk7' }) slug!: string;
  @ApiProperty({ example: 2013 }) yearStart!: number;
  @ApiProperty({ nullable: true, example: 2020, type: Number, description: "null shows 'Present'" })
  yearEnd!: number | null;
}

export class TrimResponse implements TrimDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) generationId!: string;
  @ApiProperty({ example: 'GTI' }) name!: string;
  @ApiProperty({ example: 'gti' }) slug!: string;
  @ApiProperty({ example: 'Hatchback' }) bodyType!: string;
  @ApiPropertyOptional({ nullable: true, example: 'FWD', type: String }) drivetrain!: string | null;
  @ApiPropertyOptional({ nullable: true, example: '2.0L Turbo I4', type: String }) engine!:
    string | null;
}

export class CategoryResponse implements CategoryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Interior' }) name!: string;
  @ApiProperty({ example: 'interior' }) slug!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) description!: string | null;
}
