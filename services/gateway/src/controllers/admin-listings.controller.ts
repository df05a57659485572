import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CatalogListings, type Actor, type ListingDto, type ReportDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentActor } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { ApprovalBody } from '../dto/listing-body.dto.js';
import { ReportResponse } from '../dto/listing-interaction.dto.js';
import { ListingResponse } from '../dto/listing-response.dto.js';
import { ListingIdPipe } from '../http/path-params.pipe.js';

/** The admin panel's Approvals and Reports tabs. */
@ApiTags('admin')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog service is unavailable',
})
@Access('admin')
@Controller('api/admin')
export class AdminListingsController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('pending-models')
  @ApiOkResponse({ type: [ListingResponse], description: 'Waiting for approval, oldest first' })
  listPending(@CurrentActor() actor: Actor): Promise<ListingDto[]> {
    return this.bus.request(CatalogListings.listPending, { actor });
  }

  @Patch('models/:modelId/approve')
  @ApiOkResponse({ type: ListingResponse, description: 'Approved (published) or rejected' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Model not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'No longer pending' })
  decide(
    @CurrentActor() actor: Actor,
    @Param('modelId', ListingIdPipe) listingId: string,
    @Body() body: ApprovalBody,
  ): Promise<ListingDto> {
    return this.bus.request(CatalogListings.decide, {
      actor,
      listingId,
      approved: body.approved,
    });
  }

  @Get('reports')
  @ApiOkResponse({ type: [ReportResponse], description: 'Newest first' })
  listReports(@CurrentActor() actor: Actor): Promise<ReportDto[]> {
    return this.bus.request(CatalogListings.listReports, { actor });
  }
}
