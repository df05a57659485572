import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CatalogListings, type SellerDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { ErrorResponse } from '../dto/error.dto.js';
import { SellerResponse } from '../dto/listing-response.dto.js';
import { SellerIdPipe } from '../http/path-params.pipe.js';

/** The model page's creator card. */
@ApiTags('listings')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog service is unavailable',
})
@Controller('api/sellers')
export class SellersController {
  constructor(private readonly bus: MessagingClient) {}

  @Get(':id')
  @ApiOkResponse({ type: SellerResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Seller not found' })
  get(@Param('id', SellerIdPipe) sellerId: string): Promise<SellerDto> {
    return this.bus.request(CatalogListings.getSeller, { sellerId });
  }
}
