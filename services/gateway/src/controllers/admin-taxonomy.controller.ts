import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogTaxonomyAdmin,
  type Actor,
  type AdminMakeDto,
  type TaxonomyChangeDto,
  type TaxonomyImportDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, CurrentActor } from '../auth/access.js';
import {
  AddTaxonomyBody,
  MergeTaxonomyBody,
  RenameTaxonomyBody,
} from '../dto/admin-taxonomy.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { CSV_FIELD, receiveCsv } from '../imports/csv-upload.js';
import { ImportsService } from '../imports/imports.service.js';
import { ListingSearch } from '../search/listing-search.js';

const entryId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/**
 * The /admin Vehicles tab (docs/product.md): the taxonomy's tree, add, rename and merge, and a
 * taxonomy CSV imported in the background. After a write this gateway drops its kept answers at
 * once; the others follow when the search service moves the index generation.
 */
@ApiTags('admin')
@ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The catalog is unavailable' })
@Access('admin')
@Controller('api/admin/taxonomy')
export class AdminTaxonomyController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly imports: ImportsService,
    private readonly search: ListingSearch,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Makes → models → generations → trims, with listing counts' })
  tree(@CurrentActor() actor: Actor): Promise<AdminMakeDto[]> {
    return this.bus.request(CatalogTaxonomyAdmin.tree, { actor });
  }

  @Post('import-csv')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { [CSV_FIELD]: { type: 'string', format: 'binary' } } },
  })
  @ApiOkResponse({ description: 'Finished within a few seconds: the import with its counts' })
  @ApiAcceptedResponse({ description: 'Still running: follow GET imports/{importId}' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not CSV, empty, or a wrong header' })
  async importCsv(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const { done, answer } = await this.imports.start(actor, await receiveCsv(request), 'taxonomy');
    this.search.forgetAll();
    res.status(done ? HttpStatus.OK : HttpStatus.ACCEPTED);
    return answer;
  }

  @Get('imports/:importId')
  @ApiOkResponse({ description: 'Progress (rows done of total), counts, and the error rows' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  importStatus(
    @CurrentActor() actor: Actor,
    @Param('importId', entryId) importId: string,
  ): Promise<TaxonomyImportDto> {
    return this.bus.request(CatalogTaxonomyAdmin.importStatus, { actor, importId });
  }

  @Post(':level')
  @ApiCreatedResponse({ description: 'Added: { level, id, name }' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such parent' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Same name under the same parent' })
  async add(
    @CurrentActor() actor: Actor,
    @Param('level') level: string,
    @Body() input: AddTaxonomyBody,
  ): Promise<TaxonomyChangeDto> {
    const added = await this.bus.request(CatalogTaxonomyAdmin.add, {
      actor,
      level: level as never,
      input,
    });
    this.search.forgetAll();
    return added;
  }

  @Patch(':level/:id')
  @ApiOkResponse({ description: 'Renamed (a generation: its years too)' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Same name under the same parent' })
  async rename(
    @CurrentActor() actor: Actor,
    @Param('level') level: string,
    @Param('id', entryId) id: string,
    @Body() input: RenameTaxonomyBody,
  ): Promise<TaxonomyChangeDto> {
    const renamed = await this.bus.request(CatalogTaxonomyAdmin.rename, {
      actor,
      level: level as never,
      id,
      input,
    });
    this.search.forgetAll();
    return renamed;
  }

  @Post(':level/:id/merge')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Merged into the survivor: what moved with it' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Into itself, or across levels' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async merge(
    @CurrentActor() actor: Actor,
    @Param('level') level: string,
    @Param('id', entryId) id: string,
    @Body() body: MergeTaxonomyBody,
  ): Promise<TaxonomyChangeDto> {
    const merged = await this.bus.request(CatalogTaxonomyAdmin.merge, {
      actor,
      level: level as never,
      id,
      intoId: body.intoId,
    });
    this.search.forgetAll();
    return merged;
  }
}
