import { Controller } from '@nestjs/common';
import {
  CatalogBulkEvents,
  CatalogEvents,
  CatalogTaxonomyEvents,
  CatalogFitEvents,
  type ListingChangedEvent,
  type ListingCountsChangedEvent,
  type ListingDeletedEvent,
  type ListingFitsChangedEvent,
  type ListingsImportedEvent,
  type ListingsRemovedEvent,
} from '@pitstop/contracts';
import { OnEvent } from '@pitstop/messaging';
import { countsChange, deletedChange, fitsChange, listingChange } from '../index/index-change.js';
import { ImportBatchService } from '../index/import-batch.service.js';
import { IndexGeneration } from '../index/index-generation.js';
import { IndexerService } from '../index/indexer.service.js';

/** Keeps the index in step with the catalog; every event carries the listing's version. */
@Controller()
export class CatalogEventsHandler {
  constructor(
    private readonly indexer: IndexerService,
    private readonly imported: ImportBatchService,
    private readonly generation: IndexGeneration,
  ) {}

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

  /** Owners confirmed a fit, or took it back: best match for their car ranks by it. */
  @OnEvent(CatalogFitEvents.changed)
  onFitsChanged(event: ListingFitsChangedEvent) {
    return this.indexer.apply([fitsChange(event)]);
  }

  /** A batch of a CSV import: one index write, one generation bump, for the whole batch. */
  @OnEvent(CatalogBulkEvents.listingsImported)
  onImported(event: ListingsImportedEvent) {
    return this.imported.index(event);
  }

  /** A batch of Clear All (destroyed or hidden listings): one write, one bump. */
  @OnEvent(CatalogBulkEvents.listingsRemoved)
  onRemoved(event: ListingsRemovedEvent) {
    return this.indexer.apply(event.removed.map((removed) => deletedChange(removed)));
  }

  /**
   * An admin changed the vehicle taxonomy: answers kept by the index generation (the picker's
   * makes and models, facets) are asked again. Listings it renamed come as imported batches.
   */
  @OnEvent(CatalogTaxonomyEvents.changed)
  onTaxonomyChanged() {
    return this.generation.bump();
  }
}
