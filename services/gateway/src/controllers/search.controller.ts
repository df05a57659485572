import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { SearchResult, Viewer } from '@pitstop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ViewerDependent } from '../http/cache-control.js';
import { Access, CurrentViewer } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { SearchQuery } from '../dto/search-query.dto.js';
import { SearchResponse } from '../dto/search-response.dto.js';
import { SuggestQuery, SuggestResponse } from '../dto/suggest.dto.js';
import { ListingSearch, searchFromQuery } from '../search/listing-search.js';
import { answerKey, sendAnswer } from '../search/answer-response.js';

/** The /search page's API: results with facet counts and the next page's offset. */
@ApiTags('search')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The search service is unavailable',
})
@Controller('api/search')
export class SearchController {
  constructor(private readonly search: ListingSearch) {}

  /**
   * Parts and vehicles for what is typed in a search box (the same for everyone). The same
   * letters are typed again and again by every buyer, so answers are kept as searches are:
   * served from the gateway's memory, before the route runs, for as long as the index is the same.
   */
  @Get('suggest')
  @ApiOkResponse({ type: SuggestResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async suggest(
    @Query() query: SuggestQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    const answer = await this.search.suggestAnswer(answerKey(request), query.q);
    sendAnswer(request, response, answer);
  }

  @Get()
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({ type: SearchResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async find(
    @CurrentViewer() viewer: Viewer | null,
    @Query() query: SearchQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    const answer = await this.search.searchAnswer(answerKey(request), searchFromQuery(query));
    if (!viewer) return sendAnswer(request, response, answer);
    const result = JSON.parse(answer.body.toString()) as SearchResult;
    void response.send({ ...result, items: await this.search.withLikes(viewer, result.items) });
  }
}
