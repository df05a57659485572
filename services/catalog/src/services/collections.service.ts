import { Injectable } from '@nestjs/common';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '@pitstop/common';
import {
  COLLECTION_LIMITS as LIMITS,
  CollectionMessages as Msg,
  type CollectionDto,
  type CollectionItemPayload,
  type CollectionSummaryDto,
  type CreateCollectionPayload,
  type GetCollectionPayload,
  type ListCollectionsPayload,
  type UpdateCollectionPayload,
  type Viewer,
} from '@pitstop/contracts';
import {
  collectionName,
  optionalIsPublic,
  requireCollectionId,
} from '../domain/collection-input.js';
import { canView, isPubliclyVisible, requireListingId } from '../domain/listing-access.js';
import { toListingDto, toPersonDto } from '../domain/listing-dto.js';
import { wholeNumber } from '../domain/listing-query.js';
import { optionalViewer, requireActor } from '../domain/people.js';
import {
  CollectionRepository,
  type CollectionAccess,
  type CollectionRefusal,
  type CollectionRow,
} from '../repositories/collection.repository.js';
import { MemberRepository } from '../repositories/member.repository.js';
import { CollectionGeneration } from './collection-generation.js';

/**
 * Collections: a person's named lists of published listings. The owner alone changes one, and
 * sees it while it is private; anyone else is told it does not exist, private or not (a write
 * never reveals that a collection is there).
 */
@Injectable()
export class CollectionsService {
  constructor(
    private readonly collections: CollectionRepository,
    private readonly members: MemberRepository,
    private readonly generation: CollectionGeneration,
  ) {}

  async list(payload: ListCollectionsPayload): Promise<CollectionSummaryDto[]> {
    const owner = requireViewer(payload?.actor);
    const modelId =
      payload.modelId === undefined || payload.modelId === null
        ? null
        : requireListingId(payload.modelId);
    const rows = await this.collections.listOwn(owner.id, modelId);
    return rows.map(toSummary);
  }

  async create(payload: CreateCollectionPayload): Promise<CollectionSummaryDto> {
    const actor = requireActor(payload?.actor);
    const name = collectionName(payload.name);
    const isPublic = optionalIsPublic(payload.isPublic) ?? false;
    await this.members.remember(actor);
    const created = await this.collections.create(
      actor.id,
      { name, isPublic },
      LIMITS.collectionsPerUserMax,
    );
    return toSummary(refuseOn(created));
  }

  /** A public collection for anyone; a private one for its owner only. */
  async get(payload: GetCollectionPayload): Promise<CollectionDto> {
    const viewer = optionalViewer(payload?.viewer);
    const id = requireCollectionId(payload.collectionId);
    const page = {
      limit: wholeNumber(payload.limit, LIMITS.pageSizeDefault, 1, LIMITS.pageSizeMax, 'limit'),
      offset: wholeNumber(payload.offset, 0, 0, LIMITS.offsetMax, 'offset'),
    };
    const found = await this.collections.findWithOwner(id);
    // A deleted account's collections go with it (MembersService); until they have, none shows.
    if (
      !found ||
      found.ownerStatus === 'deleted' ||
      !(found.isPublic || found.ownerId === viewer?.id)
    )
      throw new NotFoundError(Msg.notFound);
    const items = await this.collections.items(id, page, viewer?.id ?? null);
    return {
      ...toSummary(found),
      owner: toPersonDto(found.ownerId, found.owner),
      items: items.map((row) => toListingDto(row, viewer)),
    };
  }

  async update(payload: UpdateCollectionPayload): Promise<CollectionSummaryDto> {
    const actor = requireActor(payload?.actor);
    const id = requireCollectionId(payload.collectionId);
    const name = payload.name === undefined ? undefined : collectionName(payload.name);
    const isPublic = optionalIsPublic(payload.isPublic);
    if (name === undefined && isPublic === undefined)
      throw new BadRequestError(Msg.nothingToChange);
    const access = await this.ownCollection(id, actor);
    return this.changed(refuseOn(await this.collections.update(access, { name, isPublic })));
  }

  async delete(payload: { actor: unknown; collectionId: unknown }): Promise<{ id: string }> {
    const actor = requireActor(payload?.actor);
    const id = requireCollectionId(payload.collectionId);
    await this.ownCollection(id, actor);
    if (!(await this.collections.delete(id))) throw new NotFoundError(Msg.notFound);
    await this.generation.bump();
    return { id };
  }

  /**
   * Saves a listing everyone may see. One the actor cannot see is not found; one they can see
   * but is not published (their own pending one, say) is refused as not published.
   */
  async addItem(payload: CollectionItemPayload): Promise<CollectionSummaryDto> {
    const actor = requireActor(payload?.actor);
    const id = requireCollectionId(payload.collectionId);
    const listingId = requireListingId(payload.listingId);
    await this.ownCollection(id, actor);
    const saved = await this.collections.addItem(
      id,
      listingId,
      LIMITS.itemsPerCollectionMax,
      (listing) => {
        if (!listing || !canView(listing, actor)) throw new NotFoundError(Msg.modelNotFound);
        if (!isPubliclyVisible(listing)) throw new ConflictError(Msg.modelNotPublished);
      },
    );
    return this.changed(refuseOn(saved));
  }

  async removeItem(payload: CollectionItemPayload): Promise<CollectionSummaryDto> {
    const actor = requireActor(payload?.actor);
    const id = requireCollectionId(payload.collectionId);
    const listingId = requireListingId(payload.listingId);
    await this.ownCollection(id, actor);
    return this.changed(refuseOn(await this.collections.removeItem(id, listingId)));
  }

  /** A collection's change is committed: the gateways' kept answers for collections retire. */
  private async changed(row: CollectionRow): Promise<CollectionSummaryDto> {
    await this.generation.bump();
    return toSummary(row);
  }

  /** The actor's own collection; anyone else's (and none) is not found. */
  private async ownCollection(id: string, actor: Viewer): Promise<CollectionAccess> {
    const access = await this.collections.findAccess(id);
    if (!access || access.ownerId !== actor.id) throw new NotFoundError(Msg.notFound);
    return access;
  }
}

function requireViewer(value: unknown): Viewer {
  const viewer = optionalViewer(value);
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

/** The repository's refusals in the owner's words. */
function refuseOn(result: CollectionRow | CollectionRefusal): CollectionRow {
  switch (result) {
    case 'too-many':
      throw new ConflictError(Msg.tooMany);
    case 'name-taken':
      throw new ConflictError(Msg.nameTaken);
    case 'full':
      throw new ConflictError(Msg.full);
    case 'gone':
      throw new NotFoundError(Msg.notFound);
    case 'account-deleted':
      throw new UnauthorizedError();
    default:
      return result;
  }
}

function toSummary(row: CollectionRow): CollectionSummaryDto {
  return {
    id: row.id,
    name: row.name,
    itemCount: row.itemCount,
    isPublic: row.isPublic,
    cover: row.cover,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    ...(row.containsModel === undefined ? {} : { containsModel: row.containsModel }),
  };
}
