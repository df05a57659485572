import {
  Controller,
  Delete,
  Get,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogImports,
  IMPORT_LIMITS,
  type Actor,
  type ClearAllDto,
  type ImportDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Access, CurrentActor } from '../auth/access.js';
import { AdminPageQueryDto, TOTAL_COUNT_HEADER } from '../dto/admin-lists.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { answerPage } from '../http/admin-page.js';
import { ImportsService } from '../imports/imports.service.js';
import { CSV_FIELD, receiveCsv } from '../imports/csv-upload.js';
import { errorsCsvPages } from '../imports/errors-csv.js';

/** The admin panel's bulk CSV import, its past imports and error reports, and Clear All. */
@ApiTags('admin')
@ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The catalog is unavailable' })
@Access('admin')
@Controller('api/admin')
export class AdminImportsController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly imports: ImportsService,
  ) {}

  @Post('import-csv')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { [CSV_FIELD]: { type: 'string', format: 'binary' } } },
  })
  @ApiOkResponse({ description: 'Finished within a few seconds: { imported, errors, jobId, … }' })
  @ApiAcceptedResponse({
    description: 'Still running: the import with its jobId and counts so far',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not CSV, empty, or a wrong header' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse })
  async importCsv(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const { done, answer } = await this.imports.start(actor, await receiveCsv(request));
    res.status(done ? HttpStatus.OK : HttpStatus.ACCEPTED);
    return answer;
  }

  @Get('imports')
  @ApiOkResponse({
    description: 'A page of past and running imports, newest first; the total in X-Total-Count',
    headers: TOTAL_COUNT_HEADER,
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: AdminPageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ImportDto[]> {
    const { limit, offset } = query;
    return answerPage(
      response,
      await this.bus.request(CatalogImports.list, { actor, limit, offset }),
    );
  }

  @Get('imports/:importId')
  @ApiOkResponse({ description: 'Status, rows done of rows total, imported, errors' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(
    @CurrentActor() actor: Actor,
    @Param('importId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) importId: string,
  ): Promise<ImportDto> {
    return this.bus.request(CatalogImports.get, { actor, importId });
  }

  @Post('imports/:importId/cancel')
  @ApiOkResponse({ description: 'Stops after the batch it is writing; what was written stays' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  cancel(
    @CurrentActor() actor: Actor,
    @Param('importId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) importId: string,
  ): Promise<ImportDto> {
    return this.bus.request(CatalogImports.cancel, { actor, importId });
  }

  @Get('imports/:importId/errors.csv')
  @ApiOkResponse({
    description:
      'line,column,reason (text/csv), streamed a page at a time; cells are safe to open in a sheet',
  })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async errors(
    @CurrentActor() actor: Actor,
    @Param('importId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) importId: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const page = (afterLine: number) =>
      this.bus.request(CatalogImports.errors, {
        actor,
        importId,
        afterLine,
        limit: IMPORT_LIMITS.errorPageRows,
      });
    // The first page before the headers: an unknown import is still a 404.
    const first = await page(0);
    void res
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="import-${importId}-errors.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(errorsCsvPages(first, page, IMPORT_LIMITS.errorPageRows)));
  }

  @Delete('clear-all-models')
  @ApiAcceptedResponse({ description: 'Clear All queued: { jobId, status, deleted, hidden }' })
  async clearAll(
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ClearAllDto> {
    const job = await this.bus.request(CatalogImports.clearAll, { actor });
    res.status(job.status === 'completed' ? HttpStatus.OK : HttpStatus.ACCEPTED);
    return job;
  }

  @Get('clear-all-models/:jobId')
  @ApiOkResponse({ description: "Clear All's status and counts" })
  clearStatus(@CurrentActor() actor: Actor, @Param('jobId') jobId: string): Promise<ClearAllDto> {
    return this.bus.request(CatalogImports.clearStatus, {
      actor,
      jobId: String(jobId).slice(0, 100),
    });
  }
}
