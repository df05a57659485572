import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  TAXONOMY_RULES,
  TaxonomyMessages as M,
  type AddTaxonomyInput,
  type RenameTaxonomyInput,
} from '@pitstop/contracts';
import { IsInt, IsString, IsUUID, MaxLength } from 'class-validator';
import { IfNotNull, IfPresent } from './field-rules.js';

// Shapes only: the catalog checks names, years and parents with the product's messages.

/** POST /api/admin/taxonomy/{level}. */
export class AddTaxonomyBody implements AddTaxonomyInput {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The make (of a model), model (of a generation) or generation (of a trim)',
  })
  @IfNotNull()
  @IsUUID('all', { message: 'parentId must be a UUID' })
  parentId?: string;

  @ApiProperty({ maxLength: TAXONOMY_RULES.nameMaxChars })
  @IsString({ message: M.nameRequired })
  @MaxLength(TAXONOMY_RULES.nameMaxChars, { message: M.nameTooLong })
  name!: string;

  @ApiPropertyOptional({ description: "A generation's first model year" })
  @IfPresent()
  @IsInt({ message: M.yearInvalid('yearStart') })
  yearStart?: number;

  @ApiPropertyOptional({ nullable: true, description: "A generation's last; null: still built" })
  @IfNotNull()
  @IsInt({ message: M.yearInvalid('yearEnd') })
  yearEnd?: number | null;

  @ApiPropertyOptional({ description: "A trim's body type (Hatchback, Sedan…)" })
  @IfPresent()
  @IsString({ message: 'bodyType must be text' })
  @MaxLength(40, { message: 'bodyType is at most 40 characters' })
  bodyType?: string;
}

/** PATCH /api/admin/taxonomy/{level}/{id}. */
export class RenameTaxonomyBody implements RenameTaxonomyInput {
  @ApiPropertyOptional({ maxLength: TAXONOMY_RULES.nameMaxChars })
  @IfPresent()
  @IsString({ message: M.nameRequired })
  @MaxLength(TAXONOMY_RULES.nameMaxChars, { message: M.nameTooLong })
  name?: string;

  @ApiPropertyOptional()
  @IfPresent()
  @IsInt({ message: M.yearInvalid('yearStart') })
  yearStart?: number;

  @ApiPropertyOptional({ nullable: true })
  @IfNotNull()
  @IsInt({ message: M.yearInvalid('yearEnd') })
  yearEnd?: number | null;
}

/** POST /api/admin/taxonomy/{level}/{id}/merge. */
export class MergeTaxonomyBody {
  @ApiProperty({ format: 'uuid', description: 'The survivor: an entry of the same level' })
  @IsString({ message: 'intoId must be a UUID' })
  @IsUUID('all', { message: 'intoId must be a UUID' })
  intoId!: string;
}
