import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  GARAGE_LIMITS as L,
  GarageMessages as M,
  type GarageDto,
  type GarageVehicleChanges,
  type GarageVehicleDto,
  type GarageVehicleInput,
} from '@pitstop/contracts';
import { IsBoolean, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { IfNotNull, IfPresent, NoControlCharacters, Trimmed } from './field-rules.js';

// Each list of checks runs in the order written, most basic first (applyDecorators keeps it).

const requiredId = (name: string) =>
  applyDecorators(
    IsString({ message: `${name} must be a UUID` }),
    IsUUID('all', { message: `${name} must be a UUID` }),
  );
const optionalId = (name: string) =>
  applyDecorators(IfNotNull(), IsUUID('all', { message: `${name} must be a UUID` }));
const nickname = () =>
  applyDecorators(
    Trimmed(),
    IfNotNull(),
    IsString({ message: M.nicknameInvalid }),
    MaxLength(L.nicknameMax, { message: M.nicknameTooLong }),
    NoControlCharacters('Nickname'),
  );
const isActive = () => applyDecorators(IfPresent(), IsBoolean({ message: M.isActiveInvalid }));

/** POST /api/garage. */
export class GarageVehicleBody implements GarageVehicleInput {
  @ApiProperty({ format: 'uuid' })
  @requiredId('makeId')
  makeId!: string;

  @ApiProperty({ format: 'uuid', description: 'A vehicle model of the make' })
  @requiredId('modelId')
  modelId!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'A generation of the model; this or year (or both) is needed',
  })
  @optionalId('generationId')
  generationId?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: L.yearMin,
    maximum: L.yearMax,
    example: 2017,
    description: 'Model year; must fall in the generation when both are given',
  })
  @IfNotNull()
  @IsInt({ message: M.yearInvalid })
  @Min(L.yearMin, { message: M.yearInvalid })
  @Max(L.yearMax, { message: M.yearInvalid })
  year?: number | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'A trim of the generation',
  })
  @optionalId('trimId')
  trimId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.nicknameMax,
    example: 'Track toy',
  })
  @nickname()
  nickname?: string | null;

  @ApiPropertyOptional({
    default: true,
    description: 'Make it the active vehicle (the first vehicle always is)',
  })
  @isActive()
  isActive?: boolean;
}

/** PATCH /api/garage/{vehicleId}: rename and/or make it the active vehicle. */
export class GarageVehicleChangesBody implements GarageVehicleChanges {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.nicknameMax,
    description: "null or '' clears it",
    example: 'Daily',
  })
  @nickname()
  nickname?: string | null;

  @ApiPropertyOptional({
    description: 'true makes it the active vehicle (false is refused: one is always active)',
    example: true,
  })
  @isActive()
  isActive?: boolean;
}

// ---- responses (documentation of the contracts' shapes) --------------------------------------

export class GarageVehicleResponse implements GarageVehicleDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) makeId!: string;
  @ApiProperty({ example: 'Volkswagen' }) makeName!: string;
  @ApiProperty({ example: 'volkswagen' }) makeSlug!: string;
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty({ example: 'Golf' }) modelName!: string;
  @ApiProperty({ example: 'golf' }) modelSlug!: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'null: a changeover year two generations were built in',
  })
  generationId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Mk7' }) generationName!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 2013 }) generationYearStart!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 2020, description: 'null: still built' })
  generationYearEnd!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 2017 }) year!: number | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) trimId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'GTI' }) trimName!: string | null;
  @ApiProperty({ type: String, nullable: true }) nickname!: string | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class GarageResponse implements GarageDto {
  @ApiProperty({ type: [GarageVehicleResponse], description: 'Oldest first' })
  vehicles!: GarageVehicleResponse[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) activeVehicleId!: string | null;
  @ApiProperty({ example: L.vehiclesMax, description: 'How many vehicles a garage holds' })
  limit!: number;
}
