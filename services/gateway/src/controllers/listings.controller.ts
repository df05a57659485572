import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  type ApiResponseOptions,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CatalogListings, type Actor, type ListingDto, type Viewer } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VIEWER_DEPENDENT, ViewerDependent } from '../http/cache-control.js';
import { Access, CurrentActor, CurrentViewer, type AuthenticatedRequest } from '../auth/access.js';
import { VerifiedEmail, unverifiedEmailOf } from '../auth/verified-email.guard.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { CreateListingBody, UpdateListingBody } from '../dto/listing-body.dto.js';
import { ListListingsQuery, RelatedListingsQuery } from '../dto/listing-query.dto.js';
import { ListingResponse } from '../dto/listing-response.dto.js';
import { ListingIdPipe, ListingSlugPipe } from '../http/path-params.pipe.js';
import { ListingSearch, searchFromListQuery } from '../search/listing-search.js';
import { answerKey, sendAnswer } from '../search/answer-response.js';

const notFound: ApiResponseOptions = {
  type: ErrorResponse,
  description: 'No such listing, or not visible to you',
};

/** The 3D-model listings (docs/product.md §7), answered by the catalog service. */
@ApiTags('listings')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog or search service is unavailable',
})
@Controller('api/models3d')
export class ListingsController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly search: ListingSearch,
  ) {}

  @Get()
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({
    type: [ListingResponse],
    description:
      'One page; the total over all pages is in X-Total-Count. Without sellerId the listings come from the search index as cards: no long description (GET one listing for it)',
    headers: {
      'X-Total-Count': {
        description: 'Listings matching the filters',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @CurrentViewer() viewer: Viewer | null,
    @Query() query: ListListingsQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    // A seller's list (their drafts and pending ones too) is the catalog's; every public
    // listing query is answered by the search index.
    if (query.sellerId) {
      const page = await this.bus.request(CatalogListings.list, { ...query, viewer });
      void response.header('x-total-count', String(page.total)).send(page.items);
      return;
    }
    const answer = await this.search.answer(
      answerKey(request),
      searchFromListQuery(query),
      (result) => result.items,
      (result) => ({ 'X-Total-Count': String(result.total) }),
    );
    if (!viewer) return sendAnswer(request, response, answer);
    const items = JSON.parse(answer.body.toString()) as ListingDto[];
    void response.headers(answer.headers).send(await this.search.withLikes(viewer, items));
  }

  // Declared before ':id' routes so that /slug/{slug} is never read as an id.
  @Get('slug/:slug')
  @Access('viewer')
  @ApiOkResponse({
    type: ListingResponse,
    description:
      "A visitor's answer is the same for everyone: kept, with an entity tag, and public (Cache-Control)",
  })
  @ApiNotFoundResponse(notFound)
  async getBySlug(
    @CurrentViewer() viewer: Viewer | null,
    @Param('slug', ListingSlugPipe) slug: string,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    await this.sendListing(viewer, { slug }, request, response);
  }

  @Get(':id')
  @Access('viewer')
  @ApiOkResponse({ type: ListingResponse, description: 'As GET /api/models3d/slug/{slug}' })
  @ApiNotFoundResponse(notFound)
  async getById(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) id: string,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    await this.sendListing(viewer, { id }, request, response);
  }

  /**
   * The model page's listing. A visitor's is the public listing, kept by its address until the
   * index generation moves (keptAnswers answers it from then on, before the route). A signed-in
   * reader's says what they like, and to its seller and admins more (earnings, files, an
   * unpublished listing): asked of the catalog each time, for them alone.
   */
  private async sendListing(
    viewer: Viewer | null,
    which: { slug: string } | { id: string },
    request: FastifyRequest,
    response: FastifyReply,
  ): Promise<void> {
    if (!viewer) {
      const answer = await this.search.publicAnswer(answerKey(request), () =>
        this.bus.request(CatalogListings.get, { viewer: null, ...which }),
      );
      return sendAnswer(request, response, answer);
    }
    const listing = await this.bus.request(CatalogListings.get, { viewer, ...which });
    void response.header('cache-control', VIEWER_DEPENDENT).send(listing);
  }

  @Get(':id/related')
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({
    type: [ListingResponse],
    description: 'Same vehicle, else same category, else popular',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse(notFound)
  related(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) listingId: string,
    @Query() query: RelatedListingsQuery,
  ): Promise<ListingDto[]> {
    return this.bus.request(CatalogListings.related, { viewer, listingId, limit: query.limit });
  }

  @Post()
  @Access('user')
  @VerifiedEmail()
  @LimitedWrite()
  @ApiCreatedResponse({ type: ListingResponse, description: 'Created, pending approval' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  create(@CurrentActor() actor: Actor, @Body() body: CreateListingBody): Promise<ListingDto> {
    // The catalog derives the slug from the title; the one the original client sends is ignored.
    const { slug: _ignored, ...listing } = body;
    return this.bus.request(CatalogListings.create, { actor, listing });
  }

  @Put(':id')
  @Access('user')
  @LimitedWrite()
  @ApiOkResponse({ type: ListingResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description:
      'Not your listing (and not an admin), or the edit would send it to review and the email address is not confirmed',
  })
  @ApiNotFoundResponse(notFound)
  async update(
    @CurrentActor() actor: Actor,
    @Req() request: AuthenticatedRequest,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() changes: UpdateListingBody,
  ): Promise<ListingDto> {
    // Whether the edit sends the listing to review is the catalog's call (approvalAfterEdit);
    // it refuses that edit, with the same 403 as POST, while the address is unconfirmed.
    const unverifiedEmail = unverifiedEmailOf(request);
    const updated = await this.bus.request(CatalogListings.update, {
      actor,
      listingId,
      changes,
      ...(unverifiedEmail !== undefined && { unverifiedEmail }),
    });
    this.search.forgetAll();
    return updated;
  }

  @Delete(':id')
  @Access('user')
  @LimitedWrite()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not your listing (and not an admin)' })
  @ApiNotFoundResponse(notFound)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
  ): Promise<void> {
    await this.bus.request(CatalogListings.delete, { actor, listingId });
    this.search.forgetAll();
  }
}
