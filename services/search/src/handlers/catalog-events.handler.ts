import { Controller } from '@nestjs/common';
import {
  CatalogEvents,
  type ListingChangedEvent,
  type ListingCountsChangedEvent,
  type ListingDeletedEvent,
} from '@pitstop/contracts';
import { OnEvent } from '@pitstop/messaging';
import { countsChange, deletedChange, listingChange } from '../index/index-change.js';
import { IndexerService } from '../index/indexer.service.js';

/** Keeps the index in step with the catalog; every event carries the listing's version. */
@Controller()
export class CatalogEventsHandler {
  constructor(private readonly indexer: IndexerService) {}

  @OnEvent(CatalogEvents.listingCreated)
  onCreated(event: ListingChangedEvent) {
    return this.indexer.apply([listingChange(event)]);
  }

  @OnEvent(CatalogEvents.listingUpdated)
  onUpdated(event: ListingChangedEvent) {
    return this.indexer.apply([listingChange(event)]);
  }

  @OnEvent(CatalogEvents.listingApproved)
  onApproved(event: ListingChangedEvent) {
    return this.indexer.apply([listingChange(event)]);
  }

  @OnEvent(CatalogEvents.listingRejected)
  onRejected(event: ListingChangedEvent) {
    return this.indexer.apply([listingChange(event)]);
  }

  @OnEvent(CatalogEvents.listingDeleted)
  onDeleted(event: ListingDeletedEvent) {
    return this.indexer.apply([deletedChange(event)]);
  }

  @OnEvent(CatalogEvents.listingCountsChanged)
  onCountsChanged(event: ListingCountsChangedEvent) {
    return this.indexer.apply([countsChange(event)]);
  }
}
