import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogCollections,
  type Actor,
  type CollectionSummaryDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, CurrentActor, CurrentViewer } from '../auth/access.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import {
  AddCollectionItemBody,
  CollectionPageQuery,
  CollectionResponse,
  CollectionSummaryResponse,
  CreateCollectionBody,
  ListCollectionsQuery,
  UpdateCollectionBody,
} from '../dto/collections.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { PUBLIC_REVALIDATED, VIEWER_DEPENDENT, ViewerDependent } from '../http/cache-control.js';
import { pageKey } from '../pages/page-answers.js';
import { answerKey, sendAnswer } from '../search/answer-response.js';
import { ListingSearch } from '../search/listing-search.js';
import { CollectionIdPipe, ListingIdPipe } from '../http/path-params.pipe.js';

const notYours = {
  type: ErrorResponse,
  description: 'No such collection, or not yours (the same answer either way)',
};

/**
 * Collections (docs/product.md §7's GET /api/collections, and the rest of them). Only the owner
 * changes one; a public one is readable by anyone at GET /api/collections/{id}.
 */
@ApiTags('collections')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog service is unavailable',
})
@Controller('api/collections')
export class CollectionsController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly search: ListingSearch,
  ) {}

  @Get()
  @Access('user')
  @ViewerDependent()
  @ApiOkResponse({ type: [CollectionSummaryResponse], description: 'Yours, newest first' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  list(
    @CurrentActor() actor: Actor,
    @Query() query: ListCollectionsQuery,
  ): Promise<CollectionSummaryDto[]> {
    return this.bus.request(CatalogCollections.list, {
      actor: { id: actor.id, role: actor.role },
      modelId: query.modelId,
    });
  }

  @Post()
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({ type: CollectionSummaryResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'You have the most collections allowed, or one of that name',
  })
  create(
    @CurrentActor() actor: Actor,
    @Body() body: CreateCollectionBody,
  ): Promise<CollectionSummaryDto> {
    return this.bus.request(CatalogCollections.create, {
      actor,
      name: body.name,
      isPublic: body.isPublic,
    });
  }

  @Get(':id')
  @Access('viewer')
  @ApiOkResponse({
    type: CollectionResponse,
    description:
      "A visitor's answer is kept a few seconds, with an entity tag; asked again each time (its owner may hide it)",
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: "No such collection, or it is private and you don't own it",
  })
  async get(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', CollectionIdPipe) collectionId: string,
    @Query() page: CollectionPageQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    if (!viewer) {
      // Kept by every gateway until a collection changes (AnswerGeneration); asked again by
      // browsers and CDNs each time: nobody can tell them when it is made private.
      const answer = await this.search.publicAnswer(
        answerKey(request),
        () => this.bus.request(CatalogCollections.get, { viewer: null, collectionId, ...page }),
        { headers: { 'cache-control': PUBLIC_REVALIDATED } },
      );
      return sendAnswer(request, response, answer);
    }
    const collection = await this.bus.request(CatalogCollections.get, {
      viewer,
      collectionId,
      ...page,
    });
    void response.header('cache-control', VIEWER_DEPENDENT).send(collection);
  }

  @Patch(':id')
  @Access('user')
  @LimitedWrite()
  @ApiOkResponse({ type: CollectionSummaryResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse(notYours)
  @ApiConflictResponse({ type: ErrorResponse, description: 'You have one of that name' })
  update(
    @CurrentActor() actor: Actor,
    @Param('id', CollectionIdPipe) collectionId: string,
    @Body() body: UpdateCollectionBody,
  ): Promise<CollectionSummaryDto> {
    return this.changed(
      collectionId,
      this.bus.request(CatalogCollections.update, {
        actor,
        collectionId,
        name: body.name,
        isPublic: body.isPublic,
      }),
    );
  }

  @Delete(':id')
  @Access('user')
  @LimitedWrite()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its items (the models stay)' })
  @ApiNotFoundResponse(notYours)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id', CollectionIdPipe) collectionId: string,
  ): Promise<void> {
    await this.changed(
      collectionId,
      this.bus.request(CatalogCollections.delete, { actor, collectionId }),
    );
  }

  @Post(':id/items')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({
    type: CollectionSummaryResponse,
    description: 'The collection with the model in it (saving it again keeps one)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'No such collection of yours, or model',
  })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'The collection is full, or the model is not published',
  })
  addItem(
    @CurrentActor() actor: Actor,
    @Param('id', CollectionIdPipe) collectionId: string,
    @Body() body: AddCollectionItemBody,
  ): Promise<CollectionSummaryDto> {
    return this.changed(
      collectionId,
      this.bus.request(CatalogCollections.addItem, {
        actor,
        collectionId,
        listingId: body.modelId,
      }),
    );
  }

  @Delete(':id/items/:modelId')
  @Access('user')
  @LimitedWrite()
  @ApiOkResponse({
    type: CollectionSummaryResponse,
    description: 'The collection without the model (also if it was not there)',
  })
  @ApiNotFoundResponse(notYours)
  removeItem(
    @CurrentActor() actor: Actor,
    @Param('id', CollectionIdPipe) collectionId: string,
    @Param('modelId', ListingIdPipe) listingId: string,
  ): Promise<CollectionSummaryDto> {
    return this.changed(
      collectionId,
      this.bus.request(CatalogCollections.removeItem, { actor, collectionId, listingId }),
    );
  }

  /**
   * A change of a collection shows to its visitors at once: the answers this gateway kept for
   * it go now, every gateway's once it reads the generation the catalog has bumped.
   */
  private async changed<T>(collectionId: string, write: Promise<T>): Promise<T> {
    const result = await write;
    this.search.forget(`/api/collections/${collectionId}`);
    this.search.forget(pageKey(`/collections/${collectionId}`));
    return result;
  }
}
