import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogVersions,
  type Actor,
  type ListingVersionDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentActor, CurrentViewer, type AuthenticatedRequest } from '../auth/access.js';
import { unverifiedEmailOf } from '../auth/verified-email.guard.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { ListingVersionResponse, NewVersionBody } from '../dto/versions.dto.js';
import { ViewerDependent } from '../http/cache-control.js';
import { ListingIdPipe } from '../http/path-params.pipe.js';
import { ListingSearch } from '../search/listing-search.js';

/**
 * A listing's versions (docs/product.md, 'Versions'): the Versions tab's list, and a seller's new
 * version. Its files download through the files' own download route with ?version=N.
 */
@ApiTags('listings')
@ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'A service is unavailable' })
@ApiNotFoundResponse({ type: ErrorResponse, description: 'No such listing, or not visible to you' })
@Controller('api/models3d/:id/versions')
export class VersionsController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly search: ListingSearch,
  ) {}

  @Get()
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({ type: [ListingVersionResponse], description: 'Every version, newest first' })
  list(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) listingId: string,
  ): Promise<ListingVersionDto[]> {
    return this.bus.request(CatalogVersions.list, { viewer, listingId });
  }

  @Post()
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({ type: ListingVersionResponse, description: 'The new version' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'No changelog, no files, or a file refused',
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your listing (and not an admin)' })
  async add(
    @CurrentActor() actor: Actor,
    @Req() request: AuthenticatedRequest,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() body: NewVersionBody,
  ): Promise<ListingVersionDto> {
    // New files are an edit of the listing: the same review rule and unconfirmed-address 403.
    const unverifiedEmail = unverifiedEmailOf(request);
    const added = await this.bus.request(CatalogVersions.add, {
      actor,
      listingId,
      version: { changelog: body.changelog, fileUrls: body.fileUrls },
      ...(unverifiedEmail !== undefined && { unverifiedEmail }),
    });
    this.search.forgetAll();
    return added;
  }
}
