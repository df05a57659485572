import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CatalogTaxonomy } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
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

/** The vehicle taxonomy and categories (docs/product.md §7), answered by the catalog service. */
@ApiTags('taxonomy')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog service is unavailable',
})
@Controller('api')
export class TaxonomyController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('makes')
  @ApiOkResponse({ type: [MakeResponse] })
  listMakes() {
    return this.bus.request(CatalogTaxonomy.listMakes, {});
  }

  @Get('models')
  @ApiOkResponse({ type: [VehicleModelResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No make with that id' })
  listModels(@Query() query: ModelsQuery) {
    return this.bus.request(CatalogTaxonomy.listModels, { makeId: query.makeId });
  }

  @Get('generations')
  @ApiOkResponse({ type: [GenerationResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No vehicle model with that id' })
  listGenerations(@Query() query: GenerationsQuery) {
    return this.bus.request(CatalogTaxonomy.listGenerations, { modelId: query.modelId });
  }

  @Get('trims')
  @ApiOkResponse({ type: [TrimResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No generation with that id' })
  listTrims(@Query() query: TrimsQuery) {
    return this.bus.request(CatalogTaxonomy.listTrims, { generationId: query.generationId });
  }

  @Get('categories')
  @ApiOkResponse({ type: [CategoryResponse] })
  listCategories() {
    return this.bus.request(CatalogTaxonomy.listCategories, {});
  }
}
