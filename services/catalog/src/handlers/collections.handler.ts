import { Controller } from '@nestjs/common';
import {
  CatalogCollections,
  type Actor,
  type CollectionItemPayload,
  type CreateCollectionPayload,
  type GetCollectionPayload,
  type ListCollectionsPayload,
  type UpdateCollectionPayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { CollectionsService } from '../services/collections.service.js';

/** People's collections of listings. */
@Controller()
export class CollectionsHandler {
  constructor(private readonly collections: CollectionsService) {}

  @Handles(CatalogCollections.list)
  list(payload: ListCollectionsPayload) {
    return this.collections.list(payload);
  }

  @Handles(CatalogCollections.create)
  create(payload: CreateCollectionPayload) {
    return this.collections.create(payload);
  }

  @Handles(CatalogCollections.get)
  get(payload: GetCollectionPayload) {
    return this.collections.get(payload);
  }

  @Handles(CatalogCollections.update)
  update(payload: UpdateCollectionPayload) {
    return this.collections.update(payload);
  }

  @Handles(CatalogCollections.delete)
  delete(payload: { actor: Actor; collectionId: string }) {
    return this.collections.delete(payload);
  }

  @Handles(CatalogCollections.addItem)
  addItem(payload: CollectionItemPayload) {
    return this.collections.addItem(payload);
  }

  @Handles(CatalogCollections.removeItem)
  removeItem(payload: CollectionItemPayload) {
    return this.collections.removeItem(payload);
  }
}
