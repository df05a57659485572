import { ApiProperty } from '@nestjs/swagger';
import type { VinDecodeDto, VinTaxonomyMatch } from '@pitstop/contracts';

const nullableId = { type: String, format: 'uuid', nullable: true } as const;
const nullableName = { type: String, nullable: true } as const;

export class VinTaxonomyMatchResponse implements VinTaxonomyMatch {
  @ApiProperty(nullableId) makeId!: string | null;
  @ApiProperty(nullableName) makeName!: string | null;
  @ApiProperty(nullableName) makeSlug!: string | null;
  @ApiProperty(nullableId) modelId!: string | null;
  @ApiProperty(nullableName) modelName!: string | null;
  @ApiProperty(nullableName) modelSlug!: string | null;
  @ApiProperty({ ...nullableId, description: 'Null without a year or in a changeover year' })
  generationId!: string | null;
  @ApiProperty(nullableName) generationName!: string | null;
  @ApiProperty(nullableId) trimId!: string | null;
  @ApiProperty(nullableName) trimName!: string | null;
}

/** GET /api/vin/{vin}. */
export class VinDecodeResponse implements VinDecodeDto {
  @ApiProperty({ ...nullableName, description: "vPIC's make", example: 'Honda' })
  make!: string | null;
  @ApiProperty({ ...nullableName, example: 'Accord' }) model!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2003,
    description: 'Null when the VIN carries no model year (many built outside North America)',
  })
  year!: number | null;
  @ApiProperty(nullableName) trim!: string | null;
  @ApiProperty({ type: VinTaxonomyMatchResponse, description: 'What of it our taxonomy knows' })
  matched!: VinTaxonomyMatchResponse;
}
