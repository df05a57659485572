import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  SEARCH_LIMITS as L,
  SEARCH_SORTS,
  type SearchAddress,
  type SearchSort,
} from '@pitstop/contracts';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { BlankAsAbsent, QueryOneOf, QueryText, QueryWholeNumberInRange } from './field-rules.js';
import { ListingFilters } from './listing-filters.dto.js';

/** make and model as the /search address carries them: the taxonomy's slugs. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/**
 * A trim as the fitment picker writes it (trimQueryValue): the trim's name in lower case with
 * its first space a hyphen, so '2.5 S Premium' is '2.5-s premium'.
 */
const TRIM_VALUE = /^[^\p{Lu}\p{Cc}\s](?:[^\p{Lu}\p{Cc}]*[^\p{Lu}\p{Cc}\s])?$/u;
/** An optional make, model or trim from the address; checked in this order. */
const NameParam = (name: string, pattern: RegExp) =>
  applyDecorators(
    BlankAsAbsent(),
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(L.slugMax, { message: `${name} must be at most ${L.slugMax} characters` }),
    Matches(pattern, { message: `${name} must be a lower-case name such as the address gives` }),
  );

/** GET /api/search (the contracts' SearchAddress), checked. Empty parameters are ignored. */
export class SearchQuery extends ListingFilters implements SearchAddress {
  @ApiPropertyOptional({
    description: 'Words to find; partial words and small typos match',
    maxLength: L.textMax,
  })
  @QueryText('q', L.textMax)
  q?: string;

  @ApiPropertyOptional({ description: 'Make slug (volkswagen)' })
  @NameParam('make', SLUG)
  make?: string;

  @ApiPropertyOptional({ description: 'Vehicle model slug (golf)' })
  @NameParam('model', SLUG)
  model?: string;

  @ApiPropertyOptional({ minimum: L.yearMin, maximum: L.yearMax, description: 'Model year' })
  @QueryWholeNumberInRange('year', L.yearMin, L.yearMax)
  year?: number;

  @ApiPropertyOptional({ description: "Trim as the fitment picker writes it ('gti', 'golf-r')" })
  @NameParam('trim', TRIM_VALUE)
  trim?: string;

  @ApiPropertyOptional({
    enum: ['free'],
    description: "'free': free files only (the page's address)",
  })
  @IsIn(['free'], { message: 'filter must be free' })
  @IsOptional()
  @BlankAsAbsent()
  filter?: 'free';

  @ApiPropertyOptional({
    minimum: 0,
    maximum: L.priceCentsMax,
    description: 'Lowest price in cents',
  })
  @QueryWholeNumberInRange('priceMin', 0, L.priceCentsMax)
  priceMin?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: L.priceCentsMax,
    description: 'Highest price in cents',
  })
  @QueryWholeNumberInRange('priceMax', 0, L.priceCentsMax)
  priceMax?: number;

  @ApiPropertyOptional({
    enum: SEARCH_SORTS,
    description: 'Default: relevance with q, else newest',
  })
  @QueryOneOf('sort', SEARCH_SORTS)
  sort?: SearchSort;

  @ApiPropertyOptional({ minimum: 1, maximum: L.pageSizeMax, default: L.pageSizeDefault })
  @QueryWholeNumberInRange('limit', 1, L.pageSizeMax)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: L.offsetMax, default: 0 })
  @QueryWholeNumberInRange('offset', 0, L.offsetMax)
  offset?: number;
}
