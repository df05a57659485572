import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  LISTING_LIMITS as L,
  LISTING_SORTS,
  type ListingListQuery,
  type ListingSort,
} from '@pitstop/contracts';
import { QueryOneOf, QueryText, QueryUuid, QueryWholeNumberInRange } from './field-rules.js';
import { ListingFilters } from './listing-filters.dto.js';

/** GET /api/models3d: every filter optional; empty parameters are ignored. */
export class ListListingsQuery extends ListingFilters implements ListingListQuery {
  @ApiPropertyOptional({
    description: 'Words in the title, descriptions or tags',
    maxLength: L.searchMax,
  })
  @QueryText('search', L.searchMax)
  search?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "A seller's listings; with your own id (or as an admin) drafts and pending ones too",
  })
  @QueryUuid('sellerId')
  sellerId?: string;

  @ApiPropertyOptional({ enum: LISTING_SORTS, default: 'newest' })
  @QueryOneOf('sort', LISTING_SORTS)
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

/** GET /api/sellers/{id}: a page of the creator's listings (0 for the card, which shows none). */
export class SellerPageQuery {
  @ApiPropertyOptional({
    minimum: 0,
    maximum: L.sellerPageMax,
    default: L.sellerPageDefault,
  })
  @QueryWholeNumberInRange('limit', 0, L.sellerPageMax)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: L.offsetMax, default: 0 })
  @QueryWholeNumberInRange('offset', 0, L.offsetMax)
  offset?: number;
}
