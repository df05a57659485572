import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogListings,
  type Actor,
  type ListingDto,
  type ReportDto,
  type TakeDownResult,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';
import { Access, CurrentActor } from '../auth/access.js';
import { PendingListingsQuery, TOTAL_COUNT_HEADER } from '../dto/admin-lists.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { answerPage } from '../http/admin-page.js';
import { ApprovalBody } from '../dto/listing-body.dto.js';
import { ReportResponse } from '../dto/listing-interaction.dto.js';
import { ListingResponse } from '../dto/listing-response.dto.js';
import { ReportsQuery, TakeDownBody, TakeDownResponse } from '../dto/moderation.dto.js';
import { ListingIdPipe, ReportIdPipe } from '../http/path-params.pipe.js';
import { ListingSearch } from '../search/listing-search.js';

/** The admin panel's Approvals and Reports tabs (moderation: dismiss, take down). */
@ApiTags('admin')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog service is unavailable',
})
@Access('admin')
@Controller('api/admin')
export class AdminListingsController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly search: ListingSearch,
  ) {}

  @Get('pending-models')
  @ApiOkResponse({
    type: [ListingResponse],
    description: 'A page of those waiting for approval, oldest first; the total in X-Total-Count',
    headers: TOTAL_COUNT_HEADER,
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listPending(
    @CurrentActor() actor: Actor,
    @Query() query: PendingListingsQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ListingDto[]> {
    const { q, limit, offset } = query;
    const page = await this.bus.request(CatalogListings.listPending, { actor, q, limit, offset });
    return answerPage(response, page);
  }

  @Patch('models/:modelId/approve')
  @ApiOkResponse({ type: ListingResponse, description: 'Approved (published) or rejected' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Model not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'No longer pending' })
  async decide(
    @CurrentActor() actor: Actor,
    @Param('modelId', ListingIdPipe) listingId: string,
    @Body() body: ApprovalBody,
  ): Promise<ListingDto> {
    const decided = await this.bus.request(CatalogListings.decide, {
      actor,
      listingId,
      approved: body.approved,
    });
    this.search.forgetAll();
    return decided;
  }

  @Get('reports')
  @ApiOkResponse({
    type: [ReportResponse],
    description:
      'A page of open reports (status=all: settled ones too), newest first; the total in X-Total-Count',
    headers: TOTAL_COUNT_HEADER,
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listReports(
    @CurrentActor() actor: Actor,
    @Query() query: ReportsQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ReportDto[]> {
    const { status, limit, offset } = query;
    const page = await this.bus.request(CatalogListings.listReports, {
      actor,
      status,
      limit,
      offset,
    });
    return answerPage(response, page);
  }

  @Post('reports/:reportId/dismiss')
  @HttpCode(200)
  @ApiOkResponse({ type: ReportResponse, description: 'Dismissed (again: unchanged)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Report not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'It led to a take-down' })
  dismissReport(
    @CurrentActor() actor: Actor,
    @Param('reportId', ReportIdPipe) reportId: string,
  ): Promise<ReportDto> {
    return this.bus.request(CatalogListings.dismissReport, { actor, reportId });
  }

  @Post('reports/:reportId/take-down')
  @HttpCode(200)
  @ApiOkResponse({
    type: TakeDownResponse,
    description: 'The listing is down (again: the same take-down) and its open reports settled',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Report not found' })
  async takeDown(
    @CurrentActor() actor: Actor,
    @Param('reportId', ReportIdPipe) reportId: string,
    @Body() body: TakeDownBody,
  ): Promise<TakeDownResult> {
    const result = await this.bus.request(CatalogListings.takeDown, {
      actor,
      reportId,
      reason: body.reason,
    });
    // A listing, review or comment taken down leaves what this gateway kept at once.
    this.search.forgetAll();
    return result;
  }
}
