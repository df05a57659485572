import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
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
  CatalogFitConfirmations,
  CatalogListings,
  type Actor,
  type FeedbackRemovalDto,
  type FitConfirmationDto,
  type FitConfirmationsDto,
  type FitPhotoCardDto,
  type PendingFitPhotoDto,
  type ReportDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';
import { Access, CurrentActor, CurrentViewer } from '../auth/access.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import { AdminPageQueryDto, TOTAL_COUNT_HEADER } from '../dto/admin-lists.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  ConfirmedFitsQuery,
  FitConfirmationBody,
  FitConfirmationResponse,
  FitConfirmationsResponse,
  FitPhotoCardResponse,
  FitPhotoDecisionBody,
} from '../dto/fit-confirmations.dto.js';
import {
  FeedbackRemovalResponse,
  RemoveFeedbackBody,
  ReportBody,
  ReportResponse,
} from '../dto/listing-interaction.dto.js';
import { answerPage } from '../http/admin-page.js';
import { ViewerDependent } from '../http/cache-control.js';
import {
  FitConfirmationIdPipe as ConfirmationIdPipe,
  ListingIdPipe,
  SellerIdPipe,
  VehicleIdPipe,
} from '../http/path-params.pipe.js';

/**
 * Owners confirm the fit: what owners say about a listing, saying it, taking it away and
 * reporting it; the Makes gallery of a creator; admins' approval of the photos; the cards'
 * 'Confirmed fit' for a garage car.
 */
@ApiTags('fit confirmations')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog service is unavailable',
})
@Controller('api')
export class FitConfirmationsController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('models3d/:id/fit-confirmations')
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({
    type: FitConfirmationsResponse,
    description: 'Owners per car, and the newest confirmations (100 at most)',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such listing, or not visible' })
  list(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) listingId: string,
  ): Promise<FitConfirmationsDto> {
    return this.bus.request(CatalogFitConfirmations.list, { viewer, listingId });
  }

  @Post('models3d/:id/fit-confirmations')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({
    type: FitConfirmationResponse,
    description: 'Your word on this car (saying it again replaces it)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: 'You did not download it, or it is your own',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such listing, or car of yours' })
  post(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() body: FitConfirmationBody,
  ): Promise<FitConfirmationDto> {
    return this.bus.request(CatalogFitConfirmations.post, {
      actor,
      listingId,
      vehicleId: body.vehicleId,
      fits: body.fits,
      note: body.note,
      photoUrl: body.photoUrl,
    });
  }

  @Delete('models3d/:id/fit-confirmations/:confirmationId')
  @Access('user')
  @LimitedWrite()
  @ApiOkResponse({
    type: FeedbackRemovalResponse,
    description: "The author's own is deleted; an admin's removal (with a reason) is kept",
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'An admin gave no reason' })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: "Someone else's, and you are no admin",
  })
  @ApiNotFoundResponse({ type: ErrorResponse })
  remove(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('confirmationId', ConfirmationIdPipe) id: string,
    @Body() body: RemoveFeedbackBody,
  ): Promise<FeedbackRemovalDto> {
    return this.bus.request(CatalogFitConfirmations.remove, {
      actor,
      listingId,
      id,
      reason: body?.reason,
    });
  }

  @Post('models3d/:id/fit-confirmations/:confirmationId/reports')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({ type: ReportResponse, description: 'Your report of the confirmation' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Your own, or a bad reason' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  report(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('confirmationId', ConfirmationIdPipe) id: string,
    @Body() body: ReportBody,
  ): Promise<ReportDto> {
    return this.bus.request(CatalogListings.report, {
      actor,
      listingId,
      reason: body.reason,
      details: body.details,
      target: { type: 'fit_confirmation', id },
    });
  }

  @Get('sellers/:sellerId/fit-photos')
  @Access('viewer')
  @ApiOkResponse({
    type: [FitPhotoCardResponse],
    description: "The Makes gallery: approved owners' photos of the creator's parts",
  })
  @ApiNotFoundResponse({ type: ErrorResponse })
  sellerPhotos(@Param('sellerId', SellerIdPipe) sellerId: string): Promise<FitPhotoCardDto[]> {
    return this.bus.request(CatalogFitConfirmations.sellerPhotos, { sellerId });
  }

  @Get('garage/:vehicleId/confirmed-fits')
  @Access('user')
  @ApiOkResponse({
    type: [String],
    description: 'Of the listings asked about, those owners of this car confirmed to fit',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Not a car of your garage' })
  confirmedFits(
    @CurrentActor() actor: Actor,
    @Param('vehicleId', VehicleIdPipe) vehicleId: string,
    @Query() query: ConfirmedFitsQuery,
  ): Promise<string[]> {
    const listingIds = (query.listingIds ?? '').split(',').filter(Boolean);
    return this.bus.request(CatalogFitConfirmations.confirmedFor, {
      userId: actor.id,
      vehicleId,
      listingIds,
    });
  }

  @Get('admin/fit-photos')
  @Access('admin')
  @ApiOkResponse({
    type: [FitConfirmationResponse],
    description: 'Photos waiting for approval, oldest first; the total in X-Total-Count',
    headers: TOTAL_COUNT_HEADER,
  })
  async pendingPhotos(
    @CurrentActor() actor: Actor,
    @Query() query: AdminPageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<PendingFitPhotoDto[]> {
    const page = await this.bus.request(CatalogFitConfirmations.pendingPhotos, {
      actor,
      limit: query.limit,
      offset: query.offset,
    });
    return answerPage(response, page);
  }

  @Patch('admin/fit-photos/:confirmationId')
  @Access('admin')
  @ApiOkResponse({ type: FitConfirmationResponse, description: 'The photo approved or refused' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such confirmation with a photo' })
  decidePhoto(
    @CurrentActor() actor: Actor,
    @Param('confirmationId', ConfirmationIdPipe) confirmationId: string,
    @Body() body: FitPhotoDecisionBody,
  ): Promise<FitConfirmationDto> {
    return this.bus.request(CatalogFitConfirmations.decidePhoto, {
      actor,
      confirmationId,
      approved: body.approved,
    });
  }
}
