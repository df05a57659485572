import { defineRequest } from '../definitions.js';
import type { Actor, ListingDto, PersonDto, PreviewDto, Viewer } from './listings.js';

/**
 * Collections: a signed-in user's named lists of listings (docs/product.md §3 'Collection': id,
 * name, itemCount, isPublic). A public one is readable by anyone at its own address; a private
 * one exists for its owner only (anyone else is told it is not found).
 */

/** One collection as the profile's Collections tab and the save-to-collection picker show it. */
export interface CollectionSummaryDto {
  id: string;
  name: string;
  /** The listings in it that everyone may see (one taken down or deleted stops counting). */
  itemCount: number;
  isPublic: boolean;
  /**
   * The card's picture: the first preview of the listing added last that has one (of those it
   * shows); null when none has.
   */
  cover: PreviewDto | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /**
   * Whether the listing asked about is in it: set when the list is asked with a modelId, and
   * in the answers of adding (true) and removing (false) one.
   */
  containsModel?: boolean;
}

/** GET /api/collections/{id}: the collection, who made it, and one page of its listings. */
export interface CollectionDto extends CollectionSummaryDto {
  owner: PersonDto;
  /** Newest added first; itemCount is the total. */
  items: ListingDto[];
}

export const COLLECTION_LIMITS = {
  collectionsPerUserMax: 50,
  /**
   * Counted as itemCount is: the listings it shows. One hidden since (in review again after an
   * edit, taken down, deleted) stops counting and makes room, so one that returns can leave a
   * collection a few over.
   */
  itemsPerCollectionMax: 500,
  nameMax: 60,
  pageSizeDefault: 24,
  pageSizeMax: 100,
  /** A collection shows about itemsPerCollectionMax listings: no page needs to start beyond. */
  offsetMax: 500,
} as const;

export const CollectionMessages = {
  notFound: 'Collection not found',
  nameRequired: 'Please give your collection a name.',
  nameTooLong: `Collection names must be at most ${COLLECTION_LIMITS.nameMax} characters.`,
  nameTaken: 'You already have a collection with that name.',
  isPublicInvalid: 'isPublic must be true or false',
  nothingToChange: 'Nothing to change: give a new name or isPublic.',
  tooMany: `You can have at most ${COLLECTION_LIMITS.collectionsPerUserMax} collections. Delete one to make a new one.`,
  full: `A collection holds at most ${COLLECTION_LIMITS.itemsPerCollectionMax} models. Remove one to add another.`,
  modelNotFound: 'Model not found',
  modelNotPublished:
    'Only published models can be saved to a collection. This one is not approved and public yet.',
} as const;

export interface ListCollectionsPayload {
  actor: Viewer;
  /** Also say, for each collection, whether this listing is in it (the picker's ticks). */
  modelId?: string;
}

export interface CreateCollectionPayload {
  actor: Actor;
  name: string;
  /** Default false: private. */
  isPublic?: boolean;
}

export interface GetCollectionPayload {
  viewer: Viewer | null;
  collectionId: string;
  /** 1–pageSizeMax, default pageSizeDefault. */
  limit?: number;
  offset?: number;
}

/** Rename, make public or private: only the fields given change. */
export interface UpdateCollectionPayload {
  actor: Actor;
  collectionId: string;
  name?: string;
  isPublic?: boolean;
}

export interface CollectionItemPayload {
  actor: Actor;
  collectionId: string;
  listingId: string;
}

/**
 * The collections' generation: a number in Redis (under the bus namespace) that the catalog
 * bumps after any change of what a collection shows (renamed, made private, an item added or
 * taken out, deleted, its owner's account deleted). The gateways keep a visitor's answers for a
 * collection under it, so a collection made private leaves every gateway within `trustMs`.
 */
export const COLLECTIONS_GENERATION = {
  key: (namespace: string) => `${namespace}:collections:generation`,
  trustMs: 250,
} as const;

/** Every request but get is the owner's: anyone else's collection is not found to them. */
export const CatalogCollections = {
  /** The actor's own collections, newest first (at most collectionsPerUserMax). */
  list: defineRequest<ListCollectionsPayload, CollectionSummaryDto[]>('catalog.collection.list'),
  /** Conflict past collectionsPerUserMax, or when the actor has one of that name already. */
  create: defineRequest<CreateCollectionPayload, CollectionSummaryDto>('catalog.collection.create'),
  /** A public one for anyone; a private one for its owner only (NotFound to everyone else). */
  get: defineRequest<GetCollectionPayload, CollectionDto>('catalog.collection.get'),
  update: defineRequest<UpdateCollectionPayload, CollectionSummaryDto>('catalog.collection.update'),
  delete: defineRequest<{ actor: Actor; collectionId: string }, { id: string }>(
    'catalog.collection.delete',
  ),
  /**
   * Saves a published listing in it. Adding one already there keeps the one item (answered as
   * a success); Conflict when it shows itemsPerCollectionMax already.
   */
  addItem: defineRequest<CollectionItemPayload, CollectionSummaryDto>(
    'catalog.collection.add-item',
  ),
  /** Takes the listing out (also when it was not there). */
  removeItem: defineRequest<CollectionItemPayload, CollectionSummaryDto>(
    'catalog.collection.remove-item',
  ),
} as const;
