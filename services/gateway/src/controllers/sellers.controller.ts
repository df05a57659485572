import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type SellerProfileDto, type Viewer } from '@pitstop/contracts';
import { Access, CurrentViewer } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { SellerPageQuery } from '../dto/listing-query.dto.js';
import { SellerResponse } from '../dto/listing-response.dto.js';
import { ViewerDependent } from '../http/cache-control.js';
import { SellerIdPipe } from '../http/path-params.pipe.js';
import { SellerProfilesService } from '../sellers/seller-profiles.service.js';

/** The model page's creator card (limit=0) and the creator page. */
@ApiTags('listings')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The users or catalog service is unavailable',
})
@Controller('api/sellers')
export class SellersController {
  constructor(private readonly profiles: SellerProfilesService) {}

  @Get(':id')
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({ type: SellerResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Seller not found' })
  get(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', SellerIdPipe) sellerId: string,
    @Query() page: SellerPageQuery,
  ): Promise<SellerProfileDto> {
    return this.profiles.get(sellerId, viewer, page);
  }
}
