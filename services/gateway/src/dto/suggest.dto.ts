import { ApiProperty } from '@nestjs/swagger';
import {
  SUGGEST_LIMITS as L,
  type PartSuggestion,
  type SuggestResult,
  type VehicleSuggestion,
} from '@pitstop/contracts';
import { IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from './field-rules.js';

/** GET /api/search/suggest: what is typed in a search box so far. */
export class SuggestQuery {
  @ApiProperty({
    description: `What is typed; under ${L.textMin} letters nothing is suggested`,
    maxLength: L.textMax,
  })
  @IsString({ message: 'q must be text' })
  @MaxLength(L.textMax, { message: `q must be at most ${L.textMax} characters` })
  @NoControlCharacters('q')
  q!: string;
}

class PartSuggestionResponse implements PartSuggestion {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty()
  slug!: string;
  @ApiProperty()
  title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A card-sized preview' })
  imageUrl!: string | null;
}

class VehicleSuggestionResponse implements VehicleSuggestion {
  @ApiProperty({ example: 'Chevrolet Corvette' })
  label!: string;
  @ApiProperty({ example: 'chevrolet' })
  makeSlug!: string;
  @ApiProperty({ type: String, nullable: true, example: 'corvette', description: 'null: the make' })
  modelSlug!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1997–Present' })
  years!: string | null;
}

export class SuggestResponse implements SuggestResult {
  @ApiProperty({ type: [PartSuggestionResponse] })
  parts!: PartSuggestionResponse[];
  @ApiProperty({ type: [VehicleSuggestionResponse] })
  vehicles!: VehicleSuggestionResponse[];
}
