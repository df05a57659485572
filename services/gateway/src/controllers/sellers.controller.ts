import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type Viewer } from '@pitstop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, CurrentViewer } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { SellerPageQuery } from '../dto/listing-query.dto.js';
import { SellerResponse } from '../dto/listing-response.dto.js';
import { VIEWER_DEPENDENT } from '../http/cache-control.js';
import { SellerIdPipe } from '../http/path-params.pipe.js';
import { answerKey, sendAnswer } from '../search/answer-response.js';
import { ListingSearch } from '../search/listing-search.js';
import { SellerProfilesService } from '../sellers/seller-profiles.service.js';

/**
 * A visitor's creator page is kept by its address under the index generation (their listings
 * change it) and this long at most, since a new display name or bio moves no generation.
 */
const CREATOR_KEEP = { freshMs: 30_000, staleMs: 60_000 };

/** The model page's creator card (limit=0) and the creator page. */
@ApiTags('listings')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The users or catalog service is unavailable',
})
@Controller('api/sellers')
export class SellersController {
  constructor(
    private readonly profiles: SellerProfilesService,
    private readonly search: ListingSearch,
  ) {}

  @Get(':id')
  @Access('viewer')
  @ApiOkResponse({
    type: SellerResponse,
    description: "A visitor's answer is kept, with an entity tag, and public (Cache-Control)",
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Seller not found' })
  async get(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', SellerIdPipe) sellerId: string,
    @Query() page: SellerPageQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    if (!viewer) {
      const answer = await this.search.publicAnswer(
        answerKey(request),
        () => this.profiles.get(sellerId, null, page),
        { keep: CREATOR_KEEP },
      );
      return sendAnswer(request, response, answer);
    }
    const profile = await this.profiles.get(sellerId, viewer, page);
    void response.header('cache-control', VIEWER_DEPENDENT).send(profile);
  }
}
