import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CatalogTaxonomy } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CategoryResponse,
  GenerationResponse,
  GenerationsQuery,
  MakeResponse,
  ModelsQuery,
  TrimResponse,
  TrimsQuery,
  VehicleModelResponse,
} from '../dto/taxonomy.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { answerKey, sendAnswer } from '../search/answer-response.js';
import { ListingSearch } from '../search/listing-search.js';

/**
 * The vehicle taxonomy and categories (docs/product.md §7), answered by the catalog service. The
 * same for everyone: each answer is kept by its address (a make's count of parts moves with the
 * index generation), sent with an entity tag and public caching.
 */
@ApiTags('taxonomy')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog service is unavailable',
})
@Controller('api')
export class TaxonomyController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly search: ListingSearch,
  ) {}

  private async send(
    request: FastifyRequest,
    response: FastifyReply,
    load: () => Promise<unknown>,
  ): Promise<void> {
    sendAnswer(request, response, await this.search.publicAnswer(answerKey(request), load));
  }

  @Get('makes')
  @ApiOkResponse({ type: [MakeResponse] })
  listMakes(@Req() request: FastifyRequest, @Res() response: FastifyReply) {
    return this.send(request, response, () => this.bus.request(CatalogTaxonomy.listMakes, {}));
  }

  @Get('models')
  @ApiOkResponse({ type: [VehicleModelResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No make with that id' })
  listModels(
    @Query() query: ModelsQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ) {
    return this.send(request, response, () =>
      this.bus.request(CatalogTaxonomy.listModels, { makeId: query.makeId }),
    );
  }

  @Get('generations')
  @ApiOkResponse({ type: [GenerationResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No vehicle model with that id' })
  listGenerations(
    @Query() query: GenerationsQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ) {
    return this.send(request, response, () =>
      this.bus.request(CatalogTaxonomy.listGenerations, { modelId: query.modelId }),
    );
  }

  @Get('trims')
  @ApiOkResponse({ type: [TrimResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No generation with that id' })
  listTrims(
    @Query() query: TrimsQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ) {
    return this.send(request, response, () =>
      this.bus.request(CatalogTaxonomy.listTrims, { generationId: query.generationId }),
    );
  }

  @Get('categories')
  @ApiOkResponse({ type: [CategoryResponse] })
  listCategories(@Req() request: FastifyRequest, @Res() response: FastifyReply) {
    return this.send(request, response, () => this.bus.request(CatalogTaxonomy.listCategories, {}));
  }
}
