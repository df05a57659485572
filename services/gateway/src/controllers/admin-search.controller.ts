import { Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SearchRequests, type ReindexStatus } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { ReindexStatusResponse } from '../dto/search-response.dto.js';

/** Operators' and admins' handle on the index: rebuild it from the catalog, watch the rebuild. */
@ApiTags('admin')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The search service is unavailable',
})
@Access('admin')
@Controller('api/admin/search')
export class AdminSearchController {
  constructor(private readonly bus: MessagingClient) {}

  @Post('reindex')
  @HttpCode(202)
  @Header('Cache-Control', 'no-store')
  @ApiAcceptedResponse({ type: ReindexStatusResponse, description: 'Rebuild queued (or joined)' })
  reindex(): Promise<ReindexStatus> {
    return this.bus.request(SearchRequests.reindex, {});
  }

  @Get('reindex')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ReindexStatusResponse })
  status(): Promise<ReindexStatus> {
    return this.bus.request(SearchRequests.status, {});
  }
}
